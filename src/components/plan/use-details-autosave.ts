"use client";

import { useCallback } from "react";
import { DETAILS_DRAFT_TARGET } from "@/lib/plans/editor-drafts";
import { detailsSaveProblem } from "@/lib/plans/save-refusal";
import { useTRPCClient } from "@/trpc/react";
import type { DetailsContent, PlanDetails } from "./plan-types";
import { useVersionedAutosave } from "./use-versioned-autosave";

export function detailsContentOf(plan: Pick<PlanDetails, "title" | "summary">): DetailsContent {
  return { title: plan.title, summary: plan.summary };
}

function detailsChanges(content: DetailsContent, last: DetailsContent): Partial<DetailsContent> {
  const title = content.title.trim();
  const summary = content.summary.trim();
  return {
    // detailsSaveProblem keeps an empty title from getting here.
    ...(title !== last.title ? { title } : {}),
    ...(summary !== last.summary ? { summary } : {}),
  };
}

/** Autosave of the plan's title and summary (plan.updateDetails). */
export function useDetailsAutosave(initial: PlanDetails, onSaved: (plan: PlanDetails) => void) {
  const client = useTRPCClient();
  const send = useCallback(
    (changes: Partial<DetailsContent>, expectedVersion: number) =>
      client.plan.updateDetails.mutate({ id: initial.id, expectedVersion, ...changes }),
    [client, initial.id],
  );
  return useVersionedAutosave({
    planId: initial.id,
    target: DETAILS_DRAFT_TARGET,
    initial,
    contentOf: detailsContentOf,
    changesFrom: detailsChanges,
    problemOf: detailsSaveProblem,
    send,
    onSaved,
  });
}
