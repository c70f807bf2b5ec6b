import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/env";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { isBotUserAgent } from "@/lib/bot-user-agent";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { isSignedInRoute } from "@/lib/routes/app-routes";
import { decidePageRequest } from "@/lib/routes/page-guard";
import { normalizePathname } from "@/lib/routes/route-access";
import { prerenderedScriptHashes } from "@/lib/security/script-hash-manifest";
import {
  buildPageSecurityHeaders,
  createNonce,
  type ScriptAllowance,
} from "@/lib/security/security-headers";
import { loadScriptHashManifest } from "@/server/security/script-hash-manifest-file";

/**
 * Runs before every page request: keeps signed-out visitors off signed-in pages, answers
 * crawlers' unknown paths with a bare 404, and gives the page its security headers: a page
 * prerendered at build time allows its inline scripts by the hashes the build listed, any other
 * page gets a fresh script nonce. It only looks for the session cookie; pages, procedures and
 * REST adapters verify the session themselves.
 */
export function proxy(request: NextRequest) {
  const development = env.NODE_ENV === "development";
  // `next dev` renders every page per request, and a production build's list in .next would
  // not describe its pages.
  const manifest = development ? null : loadScriptHashManifest();
  const { pathname } = request.nextUrl;
  const prerendered = prerenderedScriptHashes(manifest, normalizePathname(pathname));
  // Pages rendered per request: the nonce, plus the build's inline scripts that carry none —
  // the theme script every page shares, and the prerendered 404 page unknown paths get.
  const scripts: ScriptAllowance = prerendered
    ? { kind: "hashes", hashes: prerendered }
    : {
        kind: "nonce",
        nonce: createNonce(),
        hashes: manifest ? [...new Set([...manifest.shared, ...manifest.notFound])] : [],
      };
  const decision = decidePageRequest({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    hasSession: SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name)),
    isBot: isBotUserAgent(request.headers.get("user-agent")),
  });
  const securityHeaders = buildPageSecurityHeaders({
    scripts,
    development,
    appUrl: env.APP_URL,
    // The same bytes for everyone; signed-in routes stay private even when prerendered (the
    // answer for a signed-out visitor is a redirect, which must not be shared).
    cacheable:
      decision.action === "allow" &&
      scripts.kind === "hashes" &&
      !isSignedInRoute(normalizePathname(pathname)),
  });
  let response: NextResponse;
  switch (decision.action) {
    case "redirect":
      response = NextResponse.redirect(new URL(decision.location, request.url));
      break;
    case "bot-not-found":
      response = new NextResponse(COMMON_ERRORS.pageNotFound, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" },
      });
      break;
    default: {
      // Next.js reads the nonce from the policy on the request and puts it on its own scripts
      // (a prerendered page ignores it). Always overwritten, so a client cannot choose it.
      const requestHeaders = new Headers(request.headers);
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
