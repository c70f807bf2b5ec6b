/**
 * Who may open which page (spec section 2). Pure and isomorphic: the proxy, the client session
 * rules and the tests all ask this module, so the rule is written once.
 *
 * - Public: the landing and info pages, the auth pages, public plan pages (/p/**, /@name/p/**)
 *   and public profiles (/@name with a valid name).
 * - Everything else needs a signed-in user.
 */
import { USERNAME_PATTERN_SOURCE } from "./username-pattern";

export type RouteAccess = "public" | "signed-in";

/** Where signed-out users are sent, and where signed-in users land by default. */
export const LOGIN_PATH = "/auth/login";
export const DEFAULT_POST_LOGIN_PATH = "/dashboard";
/** Query parameter of the login page that carries the path to return to. */
export const RETURN_TO_PARAM = "redirect";

export const PUBLIC_PAGE_PATHS = [
  "/",
  "/about",
  "/examples",
  "/terms",
  "/privacy",
  "/gdpr",
  "/upwork",
  "/auth/login",
  "/auth/sign-up",
  "/auth/confirm",
  "/auth/reset-password",
] as const;

const PUBLIC_PATHS = new Set<string>(PUBLIC_PAGE_PATHS);
/**
 * One-segment pages of the app that need a sign-in; every other one-segment path that looks like
 * a username is a public profile (a missing one answers 404). Kept in step with app-routes.ts by
 * a test.
 */
export const SIGNED_IN_SINGLE_SEGMENTS = new Set<string>([
  "/dashboard",
  "/dashboard-old",
  "/all-projects",
  "/create-plan",
  "/ai",
  "/settings",
  "/admin",
]);
const PUBLIC_PROFILE = new RegExp(`^/@${USERNAME_PATTERN_SOURCE}$`);
/** /name without the @ (spec section 2: /{username}); app pages with one segment win (below). */
const PUBLIC_PROFILE_BARE = new RegExp(`^/${USERNAME_PATTERN_SOURCE}$`);
/** /@name/p and anything below it: a user's published plans. */
const PUBLIC_PROFILE_PLAN = /^\/@[^/]+\/p(\/.*)?$/;
/** /name/p/slug without the @. */
const PUBLIC_PROFILE_PLAN_BARE = new RegExp(`^/${USERNAME_PATTERN_SOURCE}/p/[^/]+$`);
/** /p and anything below it: published plans by slug. */
const PUBLIC_PLAN = /^\/p(\/.*)?$/;
const AUTH_PAGES = /^\/auth(\/.*)?$/;

/** Removes a trailing slash (but keeps "/") and decodes percent-escapes where possible. */
export function normalizePathname(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: judge the raw text; it matches nothing public.
  }
  if (!path.startsWith("/")) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * A public profile: /@name, or /name when no page of the app has that path (spec section 2 lists
 * /{username}; the issue that added public profiles serves both). The name is 3–30 letters,
 * digits, underscores or hyphens.
 */
export function isPublicProfilePath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  if (PUBLIC_PROFILE.test(path)) return true;
  return (
    PUBLIC_PROFILE_BARE.test(path) &&
    !SIGNED_IN_SINGLE_SEGMENTS.has(path) &&
    !PUBLIC_PATHS.has(path)
  );
}

export function routeAccess(pathname: string): RouteAccess {
  const path = normalizePathname(pathname);
  if (SIGNED_IN_SINGLE_SEGMENTS.has(path)) return "signed-in";
  if (
    PUBLIC_PATHS.has(path) ||
    PUBLIC_PROFILE_BARE.test(path) ||
    PUBLIC_PROFILE_PLAN_BARE.test(path) ||
    AUTH_PAGES.test(path) ||
    PUBLIC_PLAN.test(path) ||
    PUBLIC_PROFILE_PLAN.test(path) ||
    PUBLIC_PROFILE.test(path)
  ) {
    return "public";
  }
  return "signed-in";
}

export function isPublicRoute(pathname: string): boolean {
  return routeAccess(pathname) === "public";
}

/**
 * A return path that is safe to redirect to after login: same-site and absolute-path only, so a
 * crafted link cannot bounce the user to another site. Anything else gives the default.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//")) {
    return DEFAULT_POST_LOGIN_PATH;
  }
  if (candidate.includes("\\") || /[\u0000-\u001f]/.test(candidate)) return DEFAULT_POST_LOGIN_PATH;
  const path = candidate.split(/[?#]/)[0] ?? "";
  if (normalizePathname(path).startsWith(LOGIN_PATH)) return DEFAULT_POST_LOGIN_PATH;
  return candidate;
}

/** The login page URL that brings the user back to `returnPath` afterwards. */
export function loginUrlFor(returnPath: string): string {
  const target = safeReturnPath(returnPath);
  if (target === DEFAULT_POST_LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}
