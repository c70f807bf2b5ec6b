/**
 * Before an accepted AI suggestion replaces a section's text, the plan as it is now is kept as a
 * revision — whatever the pause policy says — so the history can always bring the old text back.
 */
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import type { Database } from "@/server/db/client";
import { lockOwnedPlan } from "@/server/services/plans/plan-access";
import { recordRevisions } from "@/server/services/plans/revisions";

export async function keepRevisionBeforeSectionAction(
  db: Database,
  userId: string,
  planId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await lockOwnedPlan(tx, userId, planId);
    await recordRevisions(tx, [plan.id], REVISION_REASONS.beforeAiSectionAction);
  });
}
