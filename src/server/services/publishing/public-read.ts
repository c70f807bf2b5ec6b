/**
 * What anonymous visitors may read on the public pages: public profiles and published snapshots
 * by slug or unlisted token. Only published snapshots and public profile fields leave this module
 * (never e-mail addresses, unlisted tokens or the live plan).
 *
 * STUB (contract): the public-pages helper implements these.
 */
import type { Database } from "@/server/db/types";
import type {
  PublicAuthor,
  PublicPlanLookup,
  PublicPlanPage,
  PublicPlanSummary,
} from "./public-types";

export async function findPublicPlan(
  _db: Database,
  _username: string,
  _slug: string,
): Promise<PublicPlanLookup> {
  throw new Error("findPublicPlan: not implemented yet");
}

export async function findUnlistedPlan(
  _db: Database,
  _token: string,
): Promise<PublicPlanPage | null> {
  throw new Error("findUnlistedPlan: not implemented yet");
}

export async function findPublicProfile(
  _db: Database,
  _username: string,
): Promise<{ author: PublicAuthor; plans: PublicPlanSummary[] } | null> {
  throw new Error("findPublicProfile: not implemented yet");
}
