/**
 * Views of shared pages: one counter per plan and UTC day, no cookie and no IP address stored.
 * Bots (by user agent) and the plan's owner are not counted. The first counted view of a day
 * notifies the owner ('Your plan "X" was opened').
 *
 * STUB (contract): the public-meta helper implements these.
 */
import type { Database } from "@/server/db/types";

export type PlanViewInput = {
  planId: string;
  /** The signed-in visitor, if any (the owner is not counted). */
  viewerUserId: string | null;
  userAgent: string | null;
  now?: Date;
};

export async function recordPlanView(
  _db: Database,
  _input: PlanViewInput,
): Promise<{ counted: boolean }> {
  throw new Error("recordPlanView: not implemented yet");
}

export async function planViewTotals(
  _db: Database,
  _planId: string,
  _now?: Date,
): Promise<{ total: number; today: number; last30Days: number }> {
  throw new Error("planViewTotals: not implemented yet");
}
