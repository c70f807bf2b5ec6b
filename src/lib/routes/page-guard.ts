import { isKnownPagePath, isSignedInRoute } from "./app-routes";
import { loginUrlFor, normalizePathname, routeAccess } from "./route-access";

export type PageRequestDecision =
  | { action: "allow" }
  | { action: "redirect"; location: string }
  /** A crawler asked for a path no page answers: status 404 and one line, no error page. */
  | { action: "bot-not-found" };

export interface PageRequest {
  pathname: string;
  search: string;
  hasSession: boolean;
  isBot: boolean;
}

/**
 * What the proxy does with a page request. Signed-out visitors of a signed-in page go to the
 * login page with their return path; everything else proceeds, and unknown paths then get the
 * 404 page (crawlers get a bare 404 here instead).
 */
export function decidePageRequest(request: PageRequest): PageRequestDecision {
  const path = normalizePathname(request.pathname);
  if (request.isBot && !isKnownPagePath(path)) return { action: "bot-not-found" };
  if (request.hasSession || routeAccess(path) === "public" || !isSignedInRoute(path)) {
    return { action: "allow" };
  }
  return { action: "redirect", location: loginUrlFor(`${request.pathname}${request.search}`) };
}
