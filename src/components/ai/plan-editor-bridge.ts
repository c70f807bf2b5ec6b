"use client";
/**
 * How a proposal card (in the plan's chat panel) reaches the plan editor on the same page: the
 * editor holds the plan in local state (it reads the plan once, so a refetch never replaces text
 * being typed), so the card asks it, through this registry, to send waiting edits before Apply
 * and to show the plan as the server returned it after Apply or Undo.
 */
import { useEffect } from "react";
import type { PlanWithSections } from "@/components/plan/plan-types";

export interface PlanEditorBridge {
  /** Sends the editor's waiting saves, so they land before the change (and in its revision). */
  flush(): Promise<void>;
  /** Replaces the editor's plan with this one (drafts of it are discarded). */
  replace(plan: PlanWithSections): void;
}

const bridges = new Map<string, PlanEditorBridge>();

export function planEditorBridge(planId: string): PlanEditorBridge | undefined {
  return bridges.get(planId);
}

/** Registers the editor of `planId` while it is mounted. */
export function useProvidePlanEditorBridge(planId: string, bridge: PlanEditorBridge): void {
  const { flush, replace } = bridge;
  useEffect(() => {
    const entry = { flush, replace };
    bridges.set(planId, entry);
    return () => {
      if (bridges.get(planId) === entry) bridges.delete(planId);
    };
  }, [planId, flush, replace]);
}
