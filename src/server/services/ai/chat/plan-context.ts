/**
 * The plan a chat thread is bound to, as context for the model and the offline planner. A plan
 * that is no longer the caller's (trashed, deleted) gives no context instead of failing the chat.
 */
import { isAppError } from "@/lib/app-error";
import type { Database } from "@/server/db/types";
import type { OfflinePlanContext } from "../offline/offline-task";
import { loadPlanWithSections } from "@/server/services/plans/plan-access";

export async function planContextFor(
  db: Database,
  userId: string,
  planId: string,
): Promise<OfflinePlanContext | undefined> {
  try {
    const plan = await loadPlanWithSections(db, userId, planId);
    return {
      planId: plan.id,
      title: plan.title,
      summary: plan.summary,
      sections: plan.sections.map((section) => ({
        id: section.id,
        kind: section.kind,
        title: section.title,
        body: section.body,
      })),
    };
  } catch (error) {
    if (isAppError(error) && error.status === 404) return undefined;
    throw error;
  }
}
