/**
 * Answers of the public REST adapters (no sign-in, the same bytes for everyone): browsers and
 * shared caches may keep them briefly and serve a stale copy while they fetch a fresh one, so a
 * busy landing page costs the database one query per minute per cache, not one per visitor.
 */
import type { z } from "zod";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { validationError } from "./respond";

/** The database, for public answers that read no session (listings, the sitemap, avatars). */
export function publicDatabase(): Promise<Database> {
  return getDb();
}

/** Seconds a public listing may be served from a cache, and served stale while refetched. */
export const PUBLIC_LISTING_MAX_AGE = 60;
export const PUBLIC_LISTING_STALE_WHILE_REVALIDATE = 300;
export const PUBLIC_LISTING_CACHE_CONTROL = `public, max-age=${PUBLIC_LISTING_MAX_AGE}, stale-while-revalidate=${PUBLIC_LISTING_STALE_WHILE_REVALIDATE}`;

/** `{ data }` that caches may store (use with restHandler's `publicAnswer`). */
export function publicJsonData(
  data: unknown,
  cacheControl: string = PUBLIC_LISTING_CACHE_CONTROL,
): Response {
  return Response.json({ data }, { headers: { "Cache-Control": cacheControl } });
}

/**
 * The query string as one value per name (the first of repeated ones), checked with `schema`:
 * a bad value is a 400 whose message names it.
 */
export function readQuery<T>(request: Request, schema: z.ZodType<T>): T {
  const values: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) values[name] ??= value;
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
