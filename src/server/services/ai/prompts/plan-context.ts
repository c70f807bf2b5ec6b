/**
 * A plan as the assistant reads it — in the chat's plan context, the read_plan tool's answer and
 * a cover letter's prompt — and as the offline planner gets it: its text only (titles, summary,
 * section kinds and bodies), never its owner, dates or settings.
 */
import type { PlanWithSections } from "@/server/services/plans/plan-access";
import type { OfflinePlanContext } from "../offline/offline-task";

export function planContextOf(plan: PlanWithSections): OfflinePlanContext {
  return {
    planId: plan.id,
    title: plan.title,
    summary: plan.summary,
    sections: plan.sections.map(({ id, kind, title, body }) => ({ id, kind, title, body })),
  };
}
