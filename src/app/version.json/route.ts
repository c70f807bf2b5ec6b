import { env } from "@/env";

export const dynamic = "force-dynamic";

/**
 * The latest-build manifest: clients fetch `/version.json?t=<timestamp>` and offer a reload when
 * the version differs from the one they were built with. Never cached anywhere.
 */
export function GET() {
  return Response.json(
    { version: env.NEXT_PUBLIC_BUILD_ID },
    { headers: { "Cache-Control": "no-store, max-age=0" } },
  );
}
