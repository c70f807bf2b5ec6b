import { ImageResponse } from "next/og";
import { OG_IMAGE_SIZE } from "@/components/public/public-metadata";
import { PublicOgImage } from "@/components/public/public-og-image";
import type { PublicPlanResult } from "@/server/services/publishing/public-pages";

/** PNGs kept per process, by plan and revision: a new version is a new key. */
const OG_CACHE_ENTRIES = 64;
/** Short enough that an unpublished plan's picture leaves shared caches soon. */
const OG_CACHE_CONTROL = "public, max-age=600";

const globalForOg = globalThis as unknown as { plansmithOgImages?: Map<string, ArrayBuffer> };

async function pngOf(found: PublicPlanResult): Promise<ArrayBuffer> {
  const images = (globalForOg.plansmithOgImages ??= new Map());
  const key = `${found.page.planId}:${found.page.revision}`;
  const hit = images.get(key);
  if (hit) return hit;
  const png = await new ImageResponse(
    <PublicOgImage plan={found.view} />,
    OG_IMAGE_SIZE,
  ).arrayBuffer();
  images.set(key, png);
  while (images.size > OG_CACHE_ENTRIES) images.delete(images.keys().next().value!);
  return png;
}

/** The Open Graph picture of a shared plan, or 404 when it is not (or no longer) shared. */
export async function ogImageResponse(found: PublicPlanResult | null): Promise<Response> {
  if (!found)
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(await pngOf(found), {
    headers: { "Content-Type": "image/png", "Cache-Control": OG_CACHE_CONTROL },
  });
}
