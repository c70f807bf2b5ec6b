import { unlistedTokenFromSegment } from "@/lib/publishing/public-paths";
import { unlistedPlanByToken } from "@/server/services/publishing/public-pages";
import { ogImageResponse } from "../../og-image-response";

/** GET /api/og/unlisted/{token}?v={revision}: the link-preview picture of an unlisted plan. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const token = unlistedTokenFromSegment((await params).token);
  return ogImageResponse(token ? await unlistedPlanByToken(token) : null);
}
