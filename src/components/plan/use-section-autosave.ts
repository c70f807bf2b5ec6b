"use client";

import { useCallback } from "react";
import { sectionSaveProblem } from "@/lib/plans/save-refusal";
import { useTRPCClient } from "@/trpc/react";
import type { PlanSection, SectionContent } from "./plan-types";
import { useVersionedAutosave } from "./use-versioned-autosave";

export function sectionContentOf(section: Pick<PlanSection, "title" | "body">): SectionContent {
  return { title: section.title, body: section.body };
}

function sectionChanges(content: SectionContent, last: SectionContent): Partial<SectionContent> {
  const title = content.title.trim();
  return {
    // sectionSaveProblem keeps an empty title from getting here.
    ...(title !== last.title ? { title } : {}),
    ...(content.body !== last.body ? { body: content.body } : {}),
  };
}

/** Autosave of one section's title and Markdown body (plan.section.update). */
export function useSectionAutosave(
  planId: string,
  initial: PlanSection,
  onSaved: (section: PlanSection) => void,
) {
  const client = useTRPCClient();
  const send = useCallback(
    (changes: Partial<SectionContent>, expectedVersion: number) =>
      client.plan.section.update.mutate({
        planId,
        sectionId: initial.id,
        expectedVersion,
        ...changes,
      }),
    [client, planId, initial.id],
  );
  return useVersionedAutosave({
    planId,
    target: initial.id,
    initial,
    contentOf: sectionContentOf,
    changesFrom: sectionChanges,
    problemOf: sectionSaveProblem,
    send,
    onSaved,
  });
}
