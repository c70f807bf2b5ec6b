/**
 * The plan a chat thread is bound to, as context for the model and the offline planner. A plan
 * that is no longer the caller's (trashed, deleted) gives no context instead of failing the chat.
 */
import { isAppError } from "@/lib/app-error";
import type { Database } from "@/server/db/types";
import type { OfflinePlanContext } from "../offline/offline-task";
import { loadPlanWithSections } from "@/server/services/plans/plan-access";
import { planContextOf } from "../prompts/plan-context";

export async function planContextFor(
  db: Database,
  userId: string,
  planId: string,
): Promise<OfflinePlanContext | undefined> {
  try {
    return planContextOf(await loadPlanWithSections(db, userId, planId));
  } catch (error) {
    if (isAppError(error) && error.status === 404) return undefined;
    throw error;
  }
}
