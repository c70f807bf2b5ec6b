import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { isBotUserAgent } from "@/lib/bot-user-agent";
import { ERROR_MESSAGES } from "@/lib/error-catalogue";
import { decidePageRequest } from "@/lib/routes/page-guard";

/**
 * Runs before every page request: keeps signed-out visitors off signed-in pages and answers
 * crawlers' unknown paths with a bare 404. It only looks for the session cookie; pages,
 * procedures and REST adapters verify the session themselves.
 */
export function proxy(request: NextRequest) {
  const decision = decidePageRequest({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    hasSession: SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name)),
    isBot: isBotUserAgent(request.headers.get("user-agent")),
  });
  switch (decision.action) {
    case "redirect":
      return NextResponse.redirect(new URL(decision.location, request.url));
    case "bot-not-found":
      return new NextResponse(ERROR_MESSAGES.pageNotFound, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex" },
      });
    default:
      return NextResponse.next();
  }
}

export const config = {
  // Pages only: API routes answer 401 themselves; static files and build assets are public.
  matcher: ["/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*)"],
};
