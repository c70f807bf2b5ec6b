"use client";

import { ListChecks } from "lucide-react";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useProvidePlanEditorBridge } from "@/components/ai/plan-editor-bridge";
import { UnpublishedChanges } from "@/components/publishing/unpublished-changes";
import { useShareStateFollowsSaves } from "@/components/publishing/use-share-state";
import { Button } from "@/components/ui/button";
import { AddSectionDialog } from "./add-section-dialog";
import { ActiveEditorProvider, ActiveEditorStore } from "./editor/active-editor";
import { DocumentToolbar } from "./editor/document-toolbar";
import { PlanFind } from "./find/plan-find";
import { HistoryDialog } from "./history-dialog";
import { PlanActions } from "./plan-actions";
import { planDocumentFrom, planDocumentReducer, sectionDisplayTitle } from "./plan-document";
import { PlanHeader } from "./plan-header";
import type { PlanSection, PlanWithSections } from "./plan-types";
import { useSaveRegistry } from "./save-registry";
import { SaveStatus } from "./save-status";
import type { SectionMenuActions } from "./section-actions-menu";
import { SectionCard } from "./section-card";
import { focusSection, sectionAnchorId } from "./section-focus";
import { SectionJumpMenu } from "./section-jump-menu";
import { SectionNav } from "./section-nav";
import { useActiveSection } from "./use-active-section";
import { useDraftStore } from "./use-draft-store";
import { usePageGuards } from "./use-page-guards";
import { useStickyOffset } from "./use-sticky-offset";
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
  const sectionIdsKey = sectionIds.join(",");
  const [activeEditors] = useState(() => new ActiveEditorStore());
  const stickyRef = useRef<HTMLDivElement>(null);
  useStickyOffset(stickyRef);
  const activeId = useActiveSection(sectionIds);
  usePageGuards(registry, planId, sectionIds);
  // Moves only when the server saved something (versions, order): the publication may differ now.
  const savedContentKey = `${doc.details.version}|${doc.sections.map((s) => `${s.id}:${s.version}`).join(",")}`;
  useShareStateFollowsSaves(planId, savedContentKey);

  const { move, deleteSection } = actions;
  const menuFor = useCallback(
    (section: Pick<PlanSection, "id">): SectionMenuActions => ({
      rename: () => focusSection(section.id, "title"),
      moveUp: () => move(section.id, -1),
      moveDown: () => move(section.id, 1),
      remove: () => void deleteSection(section.id),
    }),
    [move, deleteSection],
  );
  // One menu object per section, kept while the sections stay: the memoized cards do not
  // re-render when another section's title is typed.
  const menus = useMemo(
    () => new Map(sectionIdsKey.split(",").map((id) => [id, menuFor({ id })])),
    [sectionIdsKey, menuFor],
  );
  const sections = doc.sections;
  const titleOf = useCallback(
    (id: string) => {
      const section = sections.find((candidate) => candidate.id === id);
      return section ? sectionDisplayTitle(section.title) : null;
    },
    [sections],
  );

  // A link to #section-… lands like a jump: below the sticky bars, once the page is laid out.
  useEffect(() => {
    function followHash() {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      const id = sectionIdsKey
        .split(",")
        .find((candidate) => sectionAnchorId(candidate) === anchor);
      if (id) focusSection(id, "section");
    }
    followHash();
    window.addEventListener("hashchange", followHash);
    return () => window.removeEventListener("hashchange", followHash);
    // Once per opening: later reorders or renames must not scroll the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    <ActiveEditorProvider value={activeEditors}>
      <div
        data-plan-print-root
        className="mx-auto w-full max-w-6xl px-4 pt-6 pb-24 sm:px-6"
        // A restore replaces every editor with the restored text.
        key={doc.generation}
      >
        <PlanHeader details={doc.details} dispatch={dispatch} />

        <div
          ref={stickyRef}
          data-testid="plan-sticky-bar"
          className="sticky top-16 z-30 -mx-4 mt-4 border-b bg-background/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:-mx-6 sm:px-6 print:hidden"
        >
          <div className="flex flex-wrap items-center gap-2 py-2">
            <SectionJumpMenu sections={doc.sections} activeId={activeId} />
            <SaveStatus />
            <PlanFind />
            <UnpublishedChanges planId={planId} />
            <div className="ml-auto">
              <PlanActions planId={planId} onOpenHistory={() => setHistoryOpen(true)} />
            </div>
          </div>
          {/* The one formatting toolbar, over the editing column. */}
          <div className="border-t py-1 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
            <div className="min-w-0 lg:col-start-2">
              <DocumentToolbar titleOf={titleOf} />
            </div>
          </div>
        </div>

        <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <div className="hidden lg:block print:hidden">
            <div className="sticky top-[calc(var(--plan-sticky-offset,9rem)+1rem)] max-h-[calc(100dvh-var(--plan-sticky-offset,9rem)-2rem)] space-y-4 overflow-y-auto pb-4">
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
                  menu={menus.get(section.id) ?? menuFor(section)}
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
    </ActiveEditorProvider>
  );
}
