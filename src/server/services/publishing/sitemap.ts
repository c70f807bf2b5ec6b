/**
 * sitemap.xml: the landing and info pages, every public profile with a public plan, and every
 * public plan, at their canonical @ addresses (never unlisted links). Read per request, so a plan
 * appears when published and disappears when unpublished.
 */
import type { MetadataRoute } from "next";
import { publicProfilePath } from "@/lib/publishing/public-paths";
import { SITEMAP_STATIC_PATHS } from "@/lib/routes/robots-rules";
import type { Database } from "@/server/db/types";
import { sitemapEntries } from "./public-listing";

/** One sitemap file holds at most 50,000 addresses; the static pages and profiles fit beside these. */
export const SITEMAP_MAX_PLANS = 40_000;

export async function buildSitemap(db: Database, origin: string): Promise<MetadataRoute.Sitemap> {
  const plans = await sitemapEntries(db, SITEMAP_MAX_PLANS);
  const absolute = (path: string) => new URL(path, origin).toString();
  // Newest first, so the first plan seen of a profile is its latest publication.
  const profiles = new Map<string, Date>();
  for (const plan of plans) {
    if (!profiles.has(plan.username)) profiles.set(plan.username, plan.publishedAt);
  }
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: absolute(path) })),
    ...[...profiles].map(([username, lastModified]) => ({
      url: absolute(publicProfilePath(username)),
      lastModified,
    })),
    ...plans.map((plan) => ({ url: absolute(plan.path), lastModified: plan.publishedAt })),
  ];
}
