import { slugFromSegment, usernameFromHandle } from "@/lib/publishing/public-paths";
import { publicPlanByAddress } from "@/server/services/publishing/public-pages";
import { ogImageResponse } from "../../../og-image-response";

/** GET /api/og/public/{username}/{slug}?v={revision}: the link-preview picture of a public plan. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ handle: string; slug: string }> },
) {
  const { handle, slug: slugSegment } = await params;
  const username = usernameFromHandle(handle);
  const slug = slugFromSegment(slugSegment);
  const answer = username && slug ? await publicPlanByAddress(username, slug) : null;
  return ogImageResponse(answer?.kind === "found" ? answer : null);
}
