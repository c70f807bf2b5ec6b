"use client";

import { ListChecks } from "lucide-react";
import { useCallback, useReducer, useState } from "react";
import { useProvidePlanEditorBridge } from "@/components/ai/plan-editor-bridge";
import { UnpublishedChanges } from "@/components/publishing/unpublished-changes";
import { useShareStateFollowsSaves } from "@/components/publishing/use-share-state";
import { Button } from "@/components/ui/button";
import { AddSectionDialog } from "./add-section-dialog";
import { PlanFind } from "./find/plan-find";
import { HistoryDialog } from "./history-dialog";
import { PlanActions } from "./plan-actions";
import { planDocumentFrom, planDocumentReducer } from "./plan-document";
import { PlanHeader } from "./plan-header";
import type { PlanSection, PlanWithSections } from "./plan-types";
import { useSaveRegistry } from "./save-registry";
import { SaveStatus } from "./save-status";
import type { SectionMenuActions } from "./section-actions-menu";
import { SectionCard } from "./section-card";
import { focusSection } from "./section-focus";
import { SectionJumpMenu } from "./section-jump-menu";
import { SectionNav } from "./section-nav";
import { useActiveSection } from "./use-active-section";
import { useDraftStore } from "./use-draft-store";
import { usePageGuards } from "./use-page-guards";
import { useSectionActions } from "./use-section-actions";
import "./plan-print.css";

/**
 * The plan page once the plan is loaded: the header (title, summary, save state, actions), the
 * section navigation (a sidebar on wide screens, a menu on narrow ones) and the sections.
 */
export function PlanWorkspace({ plan }: { plan: PlanWithSections }) {
  const [doc, dispatch] = useReducer(planDocumentReducer, plan, (p) => planDocumentFrom(p));
  const [historyOpen, setHistoryOpen] = useState(false);
  const registry = useSaveRegistry();
  const drafts = useDraftStore();
  const actions = useSectionActions(doc, dispatch);
  const planId = doc.details.id;
  const sectionIds = doc.sections.map((section) => section.id);
  const activeId = useActiveSection(sectionIds);
  usePageGuards(registry, planId, sectionIds);
  // Moves only when the server saved something (versions, order): the publication may differ now.
  const savedContentKey = `${doc.details.version}|${doc.sections.map((s) => `${s.id}:${s.version}`).join(",")}`;
  useShareStateFollowsSaves(planId, savedContentKey);

  const { move, deleteSection } = actions;
  const menuFor = useCallback(
    (section: PlanSection): SectionMenuActions => ({
      rename: () => focusSection(section.id, "title"),
      moveUp: () => move(section.id, -1),
      moveDown: () => move(section.id, 1),
      remove: () => void deleteSection(section.id),
    }),
    [move, deleteSection],
  );

  const onRestored = useCallback(
    (restored: PlanWithSections) => {
      for (const draft of drafts.listForPlan(planId)) drafts.discard(planId, draft.targetId);
      dispatch({ type: "planReplaced", plan: restored });
    },
    [drafts, planId],
  );
  // The assistant's proposal cards flush waiting edits before Apply and show its result here.
  const flushAll = useCallback(() => registry.flushAll(), [registry]);
  useProvidePlanEditorBridge(planId, { flush: flushAll, replace: onRestored });

  const addButtons = (
    <div className="flex flex-wrap gap-2 print:hidden">
      <AddSectionDialog onAdd={actions.addSection} pending={actions.adding} />
      <Button
        variant="outline"
        onClick={() => void actions.addNextSteps()}
        disabled={actions.adding}
      >
        <ListChecks aria-hidden /> Add next steps
      </Button>
    </div>
  );

  return (
    <div
      data-plan-print-root
      className="mx-auto w-full max-w-6xl px-4 pt-6 pb-24 sm:px-6"
      // A restore replaces every editor with the restored text.
      key={doc.generation}
    >
      <PlanHeader details={doc.details} dispatch={dispatch} />

      <div className="sticky top-16 z-30 -mx-4 mt-4 flex flex-wrap items-center gap-2 border-b bg-background/90 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:-mx-6 sm:px-6 print:hidden">
        <SectionJumpMenu sections={doc.sections} activeId={activeId} />
        <SaveStatus />
        <PlanFind />
        <UnpublishedChanges planId={planId} />
        <div className="ml-auto">
          <PlanActions planId={planId} onOpenHistory={() => setHistoryOpen(true)} />
        </div>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="hidden lg:block print:hidden">
          <div className="sticky top-36 max-h-[calc(100dvh-10rem)] space-y-4 overflow-y-auto pb-4">
            <nav aria-label="Sections">
              <h2 className="mb-2 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Sections
              </h2>
              <SectionNav
                sections={doc.sections}
                activeId={activeId}
                onReorder={actions.reorder}
                menuFor={menuFor}
              />
            </nav>
          </div>
        </div>

        <div className="min-w-0 space-y-10" data-plan-editor-area>
          {doc.sections.length === 0 ? (
            <div className="rounded-lg border border-dashed p-8 text-center print:hidden">
              <p className="font-medium">This plan has no sections yet</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Add the first one — an overview, the scope, a timeline — or a section of your own.
              </p>
            </div>
          ) : (
            doc.sections.map((section, index) => (
              <SectionCard
                key={section.id}
                planId={planId}
                section={section}
                isFirst={index === 0}
                isLast={index === doc.sections.length - 1}
                menu={menuFor(section)}
                dispatch={dispatch}
              />
            ))
          )}
          {addButtons}
        </div>
      </div>

      <HistoryDialog
        planId={planId}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        beforeRestore={() => registry.flushAll()}
        onRestored={onRestored}
      />
    </div>
  );
}
