import type { MetadataRoute } from "next";
import { headers } from "next/headers";
import { requestOrigin } from "@/server/api/request-origin";
import { publicDatabase } from "@/server/api/rest/public-answer";
import { buildSitemap } from "@/server/services/publishing/sitemap";

// Read at request time: published and unpublished plans show at once, and the build never opens
// the database.
export const dynamic = "force-dynamic";

/** /sitemap.xml: info pages, public profiles and public plans (absolute, from APP_URL). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await publicDatabase(), requestOrigin(await headers()));
}
