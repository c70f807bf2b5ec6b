import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/env";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { isBotUserAgent } from "@/lib/bot-user-agent";
import { ERROR_MESSAGES } from "@/lib/error-catalogue";
import { decidePageRequest } from "@/lib/routes/page-guard";
import {
  NONCE_REQUEST_HEADER,
  buildPageSecurityHeaders,
  createNonce,
} from "@/lib/security/security-headers";

/**
 * Runs before every page request: keeps signed-out visitors off signed-in pages, answers
 * crawlers' unknown paths with a bare 404, and gives the page its security headers with a
 * fresh script nonce. It only looks for the session cookie; pages, procedures and REST adapters
 * verify the session themselves.
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const securityHeaders = buildPageSecurityHeaders({
    nonce,
    development: env.NODE_ENV === "development",
    appUrl: env.APP_URL,
  });
  const decision = decidePageRequest({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    hasSession: SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name)),
    isBot: isBotUserAgent(request.headers.get("user-agent")),
  });
  let response: NextResponse;
  switch (decision.action) {
    case "redirect":
      response = NextResponse.redirect(new URL(decision.location, request.url));
      break;
    case "bot-not-found":
      response = new NextResponse(ERROR_MESSAGES.pageNotFound, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" },
      });
      break;
    default: {
      // Next.js reads the nonce from the policy on the request and puts it on its own scripts;
      // the root layout reads it from NONCE_REQUEST_HEADER. Both are overwritten, so a client
      // cannot choose them.
      const requestHeaders = new Headers(request.headers);
      requestHeaders.set(NONCE_REQUEST_HEADER, nonce);
      requestHeaders.set("Content-Security-Policy", securityHeaders["Content-Security-Policy"]!);
      response = NextResponse.next({ request: { headers: requestHeaders } });
    }
  }
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: API routes answer 401 themselves; static files and build assets are public.
  // next.config.ts gives the paths left out here their own security headers.
  matcher: ["/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)"],
};
