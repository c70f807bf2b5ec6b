/**
 * What crawlers may fetch (robots.txt) and which static pages the sitemap lists. Written from
 * the route table, so a new signed-in page is kept out of search without a second list.
 */
import { SIGNED_IN_ROUTES } from "./app-routes";
import { PUBLIC_PAGE_PATHS } from "./route-access";

/** Landing and info pages: every public page of the app except the sign-in forms. */
export const SITEMAP_STATIC_PATHS: readonly string[] = PUBLIC_PAGE_PATHS.filter(
  (path) => !path.startsWith("/auth/"),
);

/**
 * Never crawled: unlisted links (/p/{token}: anyone with the link, not everyone), the API, and
 * the sign-in forms.
 */
const PRIVATE_PREFIXES = ["/p/", "/api/", "/auth/"];

/**
 * Disallow rules of the signed-in areas: `/settings$` and `/settings/` rather than the prefix
 * `/settings`, which would also hide a public profile such as /settingsfan (`$` ends a rule in
 * Google's, Bing's and most crawlers' robots.txt).
 */
export function signedInDisallowRules(): string[] {
  const rules = new Set<string>();
  for (const route of SIGNED_IN_ROUTES) {
    const [first, ...rest] = route.split("/").filter(Boolean);
    rules.add(rest.length === 0 ? `/${first}$` : `/${first}/`);
  }
  return [...rules];
}

export function robotsDisallowRules(): string[] {
  return [...PRIVATE_PREFIXES, ...signedInDisallowRules()];
}
