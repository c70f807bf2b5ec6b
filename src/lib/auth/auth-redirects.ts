/**
 * Where the client session rules send the browser (spec sections 2 and 4).
 */
import {
  DEFAULT_POST_LOGIN_PATH,
  RETURN_TO_PARAM,
  isPublicProfilePath,
  isPublicRoute,
  loginUrlFor,
  normalizePathname,
  safeReturnPath,
} from "@/lib/routes/route-access";

/**
 * Pages where a user who appears stays put: setting a new password after a reset link, and the
 * public plan pages, which look the same signed in or not.
 */
const EXCLUDED_FROM_POST_LOGIN_REDIRECT = [
  /^\/auth\/reset-password$/,
  /^\/p(\/.*)?$/,
  /^\/@[^/]+\/p(\/.*)?$/,
];

export function isExcludedFromPostLoginRedirect(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return (
    isPublicProfilePath(path) || EXCLUDED_FROM_POST_LOGIN_REDIRECT.some((rule) => rule.test(path))
  );
}

/** A user appeared (signed in): where to go, or null to stay on this page. */
export function destinationAfterSignIn(pathname: string, search: string): string | null {
  if (isExcludedFromPostLoginRedirect(pathname)) return null;
  const returnTo = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return safeReturnPath(returnTo ?? DEFAULT_POST_LOGIN_PATH);
}

/** The user disappeared (signed out, session gone): the login page, unless this page is public. */
export function destinationAfterSignOut(pathname: string, search = ""): string | null {
  if (isPublicRoute(pathname)) return null;
  return loginUrlFor(`${pathname}${search}`);
}
