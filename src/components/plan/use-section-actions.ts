"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { PLAN_EDITOR_TEXT } from "@/lib/errors/plan-editor";
import { moveBy, sameOrder } from "@/lib/plans/editor-section-order";
import { SECTION_KINDS, type SectionKind } from "@/lib/plans/plan-rules";
import { useTRPC } from "@/trpc/react";
import type { PlanDocument, PlanDocumentAction } from "./plan-document";
import type { PlanSection } from "./plan-types";
import { useSaveRegistry } from "./save-registry";
import { focusSection } from "./section-focus";
import { useDraftStore } from "./use-draft-store";

/** The stored kind, or 'custom' for a kind this client does not know. */
function knownKind(kind: string): SectionKind {
  return (SECTION_KINDS as readonly string[]).includes(kind) ? (kind as SectionKind) : "custom";
}

function failureToast(error: unknown, fallback: string) {
  toast.error(readApiError(error).message ?? fallback);
}

/**
 * The structural changes of a plan's sections: add (a kind, a custom one, next steps), delete
 * with an "Undo" toast, and reorder (drag, keyboard, move up/down). The page shows each change
 * at once; a refused reorder puts the sections back.
 */
export function useSectionActions(doc: PlanDocument, dispatch: React.Dispatch<PlanDocumentAction>) {
  const trpc = useTRPC();
  const registry = useSaveRegistry();
  const drafts = useDraftStore();
  const planId = doc.details.id;
  const sectionsRef = useRef(doc.sections);
  useEffect(() => {
    sectionsRef.current = doc.sections;
  });
  /** Reorders go to the server one after another, so the last one wins there as it does here. */
  const reorderQueue = useRef<Promise<unknown>>(Promise.resolve());

  const addMutation = useMutation(trpc.plan.section.add.mutationOptions());
  const deleteMutation = useMutation(trpc.plan.section.delete.mutationOptions());
  const reorderMutation = useMutation(trpc.plan.section.reorder.mutationOptions());
  const nextStepsMutation = useMutation(trpc.plan.section.addNextSteps.mutationOptions());

  const inserted = useCallback(
    (section: PlanSection) => {
      dispatch({ type: "sectionInserted", section });
      focusSection(section.id, "title");
    },
    [dispatch],
  );

  /** true when added; a refused name answers its reason (for the dialog's field); else false. */
  const addSection = useCallback(
    async (input: { kind: SectionKind; title?: string }): Promise<boolean | string> => {
      try {
        const section = await addMutation.mutateAsync({ planId, ...input });
        inserted(section);
        toast.success(PLAN_EDITOR_TEXT.sectionAdded(section.title));
        return true;
      } catch (error) {
        const nameRefused = readApiError(error).fieldErrors.title?.[0];
        if (nameRefused) return nameRefused;
        failureToast(error, PLAN_EDITOR_TEXT.sectionAddFailed);
        return false;
      }
    },
    [addMutation, inserted, planId],
  );

  const addNextSteps = useCallback(async () => {
    // The checklist is built from the open items the server has: send waiting text first.
    await registry.flushAll();
    try {
      const section = await nextStepsMutation.mutateAsync({ planId });
      inserted(section);
      toast.success(PLAN_EDITOR_TEXT.sectionAdded(section.title));
    } catch (error) {
      failureToast(error, PLAN_EDITOR_TEXT.nextStepsFailed);
    }
  }, [inserted, nextStepsMutation, planId, registry]);

  const undoDelete = useCallback(
    async (deleted: PlanSection) => {
      try {
        const section = await addMutation.mutateAsync({
          planId,
          kind: knownKind(deleted.kind),
          title: deleted.title,
          body: deleted.body,
          position: deleted.position,
        });
        inserted(section);
        toast.success(PLAN_EDITOR_TEXT.sectionRestored(section.title));
      } catch (error) {
        failureToast(error, PLAN_EDITOR_TEXT.undoFailed);
      }
    },
    [addMutation, inserted, planId],
  );

  const deleteSection = useCallback(
    async (sectionId: string) => {
      // The undo brings back what the server deleted: let it have the newest text first.
      await registry.flush(sectionId);
      try {
        const { deleted } = await deleteMutation.mutateAsync({ planId, sectionId });
        dispatch({ type: "sectionRemoved", id: sectionId });
        drafts.discard(planId, sectionId);
        toast(PLAN_EDITOR_TEXT.sectionDeleted(deleted.title), {
          duration: 10_000,
          action: { label: "Undo", onClick: () => void undoDelete(deleted) },
        });
      } catch (error) {
        failureToast(error, PLAN_EDITOR_TEXT.sectionDeleteFailed);
      }
    },
    [deleteMutation, dispatch, drafts, planId, registry, undoDelete],
  );

  const reorder = useCallback(
    (next: PlanSection[]) => {
      const previous = sectionsRef.current;
      if (sameOrder(previous, next)) return;
      dispatch({ type: "sectionsOrdered", sections: next });
      const sectionIds = next.map((section) => section.id);
      reorderQueue.current = reorderQueue.current.then(() =>
        reorderMutation.mutateAsync({ planId, sectionIds }).catch((error: unknown) => {
          if (sameOrder(sectionsRef.current, next)) {
            dispatch({ type: "sectionsOrdered", sections: previous });
          }
          failureToast(error, PLAN_EDITOR_TEXT.reorderFailed);
        }),
      );
    },
    [dispatch, planId, reorderMutation],
  );

  const move = useCallback(
    (sectionId: string, delta: -1 | 1) => reorder(moveBy(sectionsRef.current, sectionId, delta)),
    [reorder],
  );

  return {
    addSection,
    addNextSteps,
    deleteSection,
    reorder,
    move,
    adding: addMutation.isPending || nextStepsMutation.isPending,
  };
}

export type SectionActions = ReturnType<typeof useSectionActions>;
