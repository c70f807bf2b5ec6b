/** A plan context (what features pass the offline planner) drafted from a test brief. */
import {
  DEFAULT_SECTION_KINDS,
  PLAN_CUSTOMIZATION_DEFAULTS,
} from "@/lib/plans/customization-rules";
import { extractBriefFacts } from "@/server/services/ai/offline/brief-facts";
import { draftPlan } from "@/server/services/ai/offline/draft-plan";
import type { OfflinePlanContext } from "@/server/services/ai/offline/offline-task";
import { TEST_NOW } from "./offline-run";

export function planContext(
  brief: string,
  hourlyRateCents: number | null = null,
): OfflinePlanContext {
  const draft = draftPlan(
    brief,
    extractBriefFacts(brief),
    {
      defaultSections: [...DEFAULT_SECTION_KINDS],
      currency: PLAN_CUSTOMIZATION_DEFAULTS.currency,
      hourlyRateCents,
    },
    TEST_NOW,
  );
  return {
    planId: "plan-1",
    title: draft.title,
    summary: draft.summary,
    sections: draft.sections.map((section, i) => ({ id: `section-${i + 1}`, ...section })),
  };
}
