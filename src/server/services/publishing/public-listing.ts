/**
 * Listings of public plans for GET /api/plans/public, GET /api/publish/landing and the sitemap:
 * only the fields a listing needs (never e-mail addresses, unlisted tokens or unpublished
 * content).
 *
 * STUB (contract): the public-meta helper implements these.
 */
import type { Database } from "@/server/db/types";
import type { PublicPlanSummary } from "./public-types";

export async function listPublicPlans(
  _db: Database,
  _query: { author?: string; page: number; pageSize: number },
): Promise<{ plans: PublicPlanSummary[]; page: number; pageSize: number; total: number }> {
  throw new Error("listPublicPlans: not implemented yet");
}

export async function landingPlans(_db: Database): Promise<PublicPlanSummary[]> {
  throw new Error("landingPlans: not implemented yet");
}
