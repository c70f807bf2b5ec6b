"use client";

import { memo, useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import type { SectionAction } from "@/lib/ai/modes";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import { PLAN_EDITOR_TEXT } from "@/lib/errors/plan-editor";
import { ConflictDialog, ConflictNotice } from "./conflict-dialog";
import { DraftBanner } from "./draft-banner";
import { SectionEditor, type SectionEditorHandle } from "./editor/section-editor";
import { sectionDisplayTitle, type PlanDocumentAction } from "./plan-document";
import type { PlanSection, SectionContent } from "./plan-types";
import { SectionActionsMenu, type SectionMenuActions } from "./section-actions-menu";
import { SectionAiDialog } from "./section-ai/section-ai-dialog";
import { SectionAiMenuItems } from "./section-ai/section-ai-menu-items";
import { sectionAnchorId } from "./section-focus";
import { SectionTitleField } from "./section-title-field";
import { sectionContentOf, useSectionAutosave } from "./use-section-autosave";
import { useDraftOffer } from "./use-draft-offer";

/** The text shown for one side of a conflict: the title as a heading, then the body. */
function asText(content: SectionContent) {
  return `## ${content.title}\n\n${content.body}`;
}

/**
 * One section of the plan: its title (renamed by typing in it), its menu and its editor, with
 * autosave, the offer of a kept draft, and the conflict dialog when another tab saved first.
 * Memoized: typing in one section (or its title) must not re-render the plan's other sections.
 */
export const SectionCard = memo(function SectionCard({
  planId,
  section,
  isFirst,
  isLast,
  menu,
  dispatch,
}: {
  planId: string;
  section: PlanSection;
  isFirst: boolean;
  isLast: boolean;
  menu: SectionMenuActions;
  dispatch: React.Dispatch<PlanDocumentAction>;
}) {
  const editorRef = useRef<SectionEditorHandle>(null);
  // The section as it was when the card opened: the editor starts from it.
  const [opened] = useState(section);
  const [title, setTitle] = useState(opened.title);
  const titleRef = useRef(opened.title);
  const [initialBody, setInitialBody] = useState(opened.body);
  // The editor is mounted lazily (section-editor.tsx); `data-editor-ready` tells when.
  const [editorReady, setEditorReady] = useState(false);
  const [dismissedConflict, setDismissedConflict] = useState<PlanSection | null>(null);
  // The action picked, and the length of the text it works on (for the cost estimate).
  const [aiAction, setAiAction] = useState<{ action: SectionAction; bodyLength: number } | null>(
    null,
  );

  const onSaved = useCallback(
    (saved: PlanSection) => {
      dispatch({ type: "sectionSaved", section: saved });
    },
    [dispatch],
  );
  const autosave = useSectionAutosave(planId, opened, onSaved);
  const draft = useDraftOffer(planId, opened.id, {
    content: sectionContentOf(opened),
    version: opened.version,
    updatedAt: opened.updatedAt,
  });

  const currentContent = (): SectionContent => ({
    title: titleRef.current,
    body: editorRef.current?.getMarkdown() ?? initialBody,
  });

  function showTitle(next: string) {
    titleRef.current = next;
    setTitle(next);
    dispatch({ type: "sectionTitleTyped", id: opened.id, title: next });
  }

  /** Puts content in the card without counting it as an edit. */
  function show(content: SectionContent) {
    showTitle(content.title);
    setInitialBody(content.body); // for an editor that is still loading
    editorRef.current?.setMarkdown(content.body);
  }

  function onTitleChange(next: string) {
    showTitle(next);
    autosave.change(currentContent());
  }

  function restoreDraft() {
    const content = draft.take();
    if (!content) return;
    show(content);
    autosave.change(content);
    toast.success(PLAN_EDITOR_TEXT.draftRestored);
  }

  /** An accepted AI suggestion: saved like typing (a revision keeps the text it replaces). */
  function acceptSuggestion(body: string) {
    const content = { title: titleRef.current, body };
    show(content);
    autosave.change(content);
    setAiAction(null);
    toast.success(AI_PLAN_TEXT.sectionActionApplied);
  }

  const conflict = autosave.conflict;
  const takeServerVersion = () => {
    const server = autosave.takeTheirs();
    if (server) show(sectionContentOf(server));
  };

  return (
    <section
      id={sectionAnchorId(opened.id)}
      aria-label={sectionDisplayTitle(title)}
      tabIndex={-1}
      data-testid="plan-section"
      data-editor-ready={editorReady ? "true" : "false"}
      // The heading lands just below the sticky bars (a jump, a hash link).
      className="scroll-mt-[calc(var(--plan-sticky-offset,9rem)+0.75rem)] space-y-3 outline-none print:break-inside-avoid-page"
    >
      <div className="flex items-center gap-2">
        <SectionTitleField sectionId={opened.id} value={title} onChange={onTitleChange} />
        <SectionActionsMenu
          title={title}
          isFirst={isFirst}
          isLast={isLast}
          actions={menu}
          extraItems={
            <SectionAiMenuItems
              onPick={(action) => setAiAction({ action, bodyLength: currentContent().body.length })}
            />
          }
        />
      </div>

      {draft.offer ? (
        <DraftBanner
          savedAt={draft.offer.savedAt}
          onRestore={restoreDraft}
          onDiscard={draft.discard}
        />
      ) : null}
      {conflict && conflict.server === dismissedConflict ? (
        <ConflictNotice what="This section" onReview={() => setDismissedConflict(null)} />
      ) : null}

      <SectionEditor
        sectionId={opened.id}
        title={sectionDisplayTitle(title)}
        onReady={() => setEditorReady(true)}
        initialMarkdown={initialBody}
        label={`${sectionDisplayTitle(title)} text`}
        onMarkdownChange={(body) => autosave.change({ title: titleRef.current, body })}
        handleRef={editorRef}
      />

      {aiAction ? (
        <SectionAiDialog
          planId={planId}
          section={{
            id: opened.id,
            title: sectionDisplayTitle(title),
            bodyLength: aiAction.bodyLength,
          }}
          action={aiAction.action}
          onClose={() => setAiAction(null)}
          onAccept={acceptSuggestion}
        />
      ) : null}
      {conflict ? (
        <ConflictDialog
          open={conflict.server !== dismissedConflict}
          onOpenChange={(open) => setDismissedConflict(open ? null : conflict.server)}
          what={`The section “${conflict.server.title}”`}
          mine={asText(conflict.mine)}
          theirs={asText(sectionContentOf(conflict.server))}
          choices={{
            keepMine: () => autosave.keepMine(currentContent()),
            useTheirs: takeServerVersion,
            copyMineAndUseTheirs: () => {
              navigator.clipboard
                .writeText(currentContent().body)
                .then(() => toast.success(PLAN_EDITOR_TEXT.copiedYourVersion))
                .catch(() => toast.error(PLAN_EDITOR_TEXT.copyFailed));
              takeServerVersion();
            },
          }}
        />
      ) : null}
    </section>
  );
});
