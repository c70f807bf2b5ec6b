import { publicDatabase, publicJsonData } from "@/server/api/rest/public-answer";
import { restHandler } from "@/server/api/rest/respond";
import { landingPlans } from "@/server/services/publishing/public-listing";

export const dynamic = "force-dynamic";

/**
 * GET /api/publish/landing (no sign-in) → { data: { plans } }: the featured public plans of the
 * landing page (the newest, at most two per author), in the shape of GET /api/plans/public.
 */
export const GET = restHandler(
  async () => publicJsonData({ plans: await landingPlans(await publicDatabase()) }),
  { publicAnswer: true },
);
