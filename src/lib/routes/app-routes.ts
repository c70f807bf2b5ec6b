/**
 * The pages the app serves (spec section 2), as patterns: `:name` matches one path segment and
 * `*` the rest of the path. The proxy uses them to tell a known page from an unknown path: a
 * signed-out visitor of a signed-in page goes to the login page, while an unknown path gets the
 * 404 for everyone (so a typo is not answered with a login form).
 *
 * Keep these in step with src/app: a test checks that every page.tsx matches one of them.
 */
import { PUBLIC_PAGE_PATHS } from "./route-access";
import { USERNAME_PATTERN_SOURCE } from "./username-pattern";

export const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/dashboard-old",
  "/all-projects",
  "/plan/:id",
  "/plan/:id/print",
  "/plan/:id/cover-letters",
  "/plan/:id/cover-letters/:letterId",
  "/plan-old/:id",
  "/create-plan",
  "/create-plan/new",
  "/create-plan/manual",
  "/create-plan/existing",
  "/ai",
  "/ai/thread/:threadId",
  "/settings",
  "/settings/profile",
  "/settings/payments",
  "/settings/security",
  "/settings/username",
  "/settings/plan-customization",
  "/admin/dashboard",
  "/admin/credits",
  "/admin/payments",
  "/admin/resources",
] as const;

/** Public pages with dynamic parts: published plans and public profiles. */
export const PUBLIC_DYNAMIC_ROUTES = ["/p/:token", "/:handle", "/:handle/p/:slug"] as const;

function toPattern(route: string): RegExp {
  const source = route
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment === "*" ? ".*" : segment))
    .join("/");
  return new RegExp(`^${source}$`);
}

const SIGNED_IN_PATTERNS = SIGNED_IN_ROUTES.map(toPattern);
const PUBLIC_STATIC = new Set<string>(PUBLIC_PAGE_PATHS);
/** Public profiles and plans, with or without the @ (spec section 2: /{username}, /{username}/p/{url}). */
const PUBLIC_PROFILE_ROUTES = [
  new RegExp(`^/@?${USERNAME_PATTERN_SOURCE}$`),
  new RegExp(`^/@?${USERNAME_PATTERN_SOURCE}/p/[^/]+$`),
  /^\/p\/[^/]+$/,
];

export function isSignedInRoute(normalizedPath: string): boolean {
  return SIGNED_IN_PATTERNS.some((pattern) => pattern.test(normalizedPath));
}

/** Whether some page of the app answers this path (it may still 404 for a missing record). */
export function isKnownPagePath(normalizedPath: string): boolean {
  return (
    PUBLIC_STATIC.has(normalizedPath) ||
    PUBLIC_PROFILE_ROUTES.some((pattern) => pattern.test(normalizedPath)) ||
    isSignedInRoute(normalizedPath)
  );
}

/** For the route-table test: patterns in the form src/app folders produce. */
export const ALL_ROUTE_PATTERNS: readonly string[] = [
  ...PUBLIC_PAGE_PATHS,
  ...PUBLIC_DYNAMIC_ROUTES,
  ...SIGNED_IN_ROUTES,
];
