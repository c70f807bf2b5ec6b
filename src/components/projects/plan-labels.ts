import type { PlanSource, PlanStatus, PlanVisibility } from "@/lib/plans/plan-rules";
import type { PlanListSort } from "@/lib/plans/plan-schemas";

/** How the plan vocabulary reads in the interface (filters, badges, table cells). */
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  draft: "Draft",
  published: "Published",
};

export const PLAN_VISIBILITY_LABELS: Record<PlanVisibility, string> = {
  private: "Private",
  unlisted: "Unlisted",
  public: "Public",
};

export const PLAN_SOURCE_LABELS: Record<PlanSource, string> = {
  manual: "By hand",
  existing: "Imported",
  ai: "With AI",
};

export const PLAN_SORT_LABELS: Record<PlanListSort, string> = {
  updated: "Last updated",
  created: "Date created",
  title: "Title",
};

/** "1 plan", "3 plans". */
export function plansCount(count: number): string {
  return `${count} ${count === 1 ? "plan" : "plans"}`;
}

/** What an action needs to know of a plan: its id, and its title for the messages. */
export interface PlanRef {
  id: string;
  title: string;
}

/** `"Title"` for one plan, "3 plans" for more: the subject of a dialog or a toast. */
export function describePlans(plans: readonly PlanRef[]): string {
  return plans.length === 1 ? `"${plans[0]!.title}"` : plansCount(plans.length);
}

/*
 * The list's rows carry the database's text columns; the database only holds these values (check
 * constraints), but a label never breaks the page over an unknown one.
 */
export function planStatusLabel(status: string): string {
  return PLAN_STATUS_LABELS[status as PlanStatus] ?? status;
}

export function planVisibilityLabel(visibility: string): string {
  return PLAN_VISIBILITY_LABELS[visibility as PlanVisibility] ?? visibility;
}

export function planSourceLabel(source: string): string {
  return PLAN_SOURCE_LABELS[source as PlanSource] ?? source;
}
