import { publicPlansQuery } from "@/lib/publishing/listing-rules";
import { publicDatabase, publicJsonData, readQuery } from "@/server/api/rest/public-answer";
import { restHandler } from "@/server/api/rest/respond";
import { listPublicPlans } from "@/server/services/publishing/public-listing";

export const dynamic = "force-dynamic";

/**
 * GET /api/plans/public?author=&page=&pageSize= (no sign-in) → { data: { plans, page, pageSize,
 * total } }: public plans, newest published first, optionally of one author (username, any
 * case). Each plan: title, summary, path, author { username, displayName, avatarPath },
 * publishedAt — from the published version. A bad query is a 400 naming the parameter.
 */
export const GET = restHandler(
  async (request) => {
    const query = readQuery(request, publicPlansQuery);
    return publicJsonData(await listPublicPlans(await publicDatabase(), query));
  },
  { publicAnswer: true },
);
