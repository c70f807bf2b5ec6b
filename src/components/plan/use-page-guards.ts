"use client";

import { useEffect } from "react";
import { DETAILS_DRAFT_TARGET } from "@/lib/plans/editor-drafts";
import type { SaveRegistry } from "./save-registry";
import { useDraftStore } from "./use-draft-store";

/**
 * Page-wide duties of the editor: warn before the tab closes while text is unsaved, try again
 * as soon as the browser is back online, and tidy the local drafts (old ones, and those of
 * sections that no longer exist).
 */
export function usePageGuards(
  registry: SaveRegistry,
  planId: string,
  sectionIds: readonly string[],
) {
  const drafts = useDraftStore();

  useEffect(() => {
    function warnBeforeUnload(event: BeforeUnloadEvent) {
      if (!registry.hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    }
    const retry = () => registry.retryAll();
    window.addEventListener("beforeunload", warnBeforeUnload);
    window.addEventListener("online", retry);
    return () => {
      window.removeEventListener("beforeunload", warnBeforeUnload);
      window.removeEventListener("online", retry);
    };
  }, [registry]);

  const key = sectionIds.join(",");
  useEffect(() => {
    drafts.purgeExpired();
    const live = new Set([DETAILS_DRAFT_TARGET, ...(key ? key.split(",") : [])]);
    for (const draft of drafts.listForPlan(planId)) {
      if (!live.has(draft.targetId)) drafts.discard(planId, draft.targetId);
    }
    // Once per opening of the plan: a section deleted later tidies its own draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafts, planId]);
}
