import type { MetadataRoute } from "next";
import { headers } from "next/headers";
import { robotsDisallowRules } from "@/lib/routes/robots-rules";
import { requestOrigin } from "@/server/api/request-origin";

// APP_URL of the running server, not of the build.
export const dynamic = "force-dynamic";

/** /robots.txt: everything public may be crawled, except unlisted links, the API and app pages. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = requestOrigin(await headers());
  return {
    rules: { userAgent: "*", allow: "/", disallow: robotsDisallowRules() },
    sitemap: new URL("/sitemap.xml", origin).toString(),
  };
}
