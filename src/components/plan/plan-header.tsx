"use client";

import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { PLAN_EDITOR_TEXT } from "@/lib/errors/plan-editor";
import { DETAILS_DRAFT_TARGET } from "@/lib/plans/editor-drafts";
import { PLAN_SUMMARY_MAX_LENGTH, PLAN_TITLE_MAX_LENGTH } from "@/lib/plans/plan-rules";
import { planTitleProblem } from "@/lib/plans/save-refusal";
import { ConflictDialog, ConflictNotice } from "./conflict-dialog";
import { DraftBanner } from "./draft-banner";
import type { PlanDocumentAction } from "./plan-document";
import type { DetailsContent, PlanDetails } from "./plan-types";
import { useSaveProblem } from "./save-registry";
import { detailsContentOf, useDetailsAutosave } from "./use-details-autosave";
import { useDraftOffer } from "./use-draft-offer";

function asText(content: DetailsContent) {
  return `# ${content.title}\n\n${content.summary}`;
}

const fieldClass =
  "field-sizing-content w-full resize-none rounded-md border border-transparent bg-transparent px-2 -ml-2 outline-none hover:border-border focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 print:border-0";

/** The plan's title and summary, edited in place and saved as they are typed. */
export function PlanHeader({
  details,
  dispatch,
}: {
  details: PlanDetails;
  dispatch: React.Dispatch<PlanDocumentAction>;
}) {
  const [opened] = useState(details);
  const [content, setContent] = useState(() => detailsContentOf(opened));
  const contentRef = useRef(content);
  const [dismissedConflict, setDismissedConflict] = useState<PlanDetails | null>(null);

  const onSaved = useCallback(
    (plan: PlanDetails) => {
      dispatch({ type: "detailsSaved", details: plan });
    },
    [dispatch],
  );
  const autosave = useDetailsAutosave(opened, onSaved);
  const draft = useDraftOffer(opened.id, DETAILS_DRAFT_TARGET, {
    content: detailsContentOf(opened),
    version: opened.version,
    updatedAt: opened.updatedAt,
  });

  function show(next: DetailsContent) {
    contentRef.current = next;
    setContent(next);
  }

  function edit(change: Partial<DetailsContent>) {
    const next = { ...contentRef.current, ...change };
    show(next);
    autosave.change(next);
  }

  // An empty or too long title is a message on the field: the typed text stays, nothing is
  // saved until it is valid, and no older title comes back by itself.
  const titleProblem = planTitleProblem(content.title);
  const saveProblem = useSaveProblem(DETAILS_DRAFT_TARGET);
  const conflict = autosave.conflict;
  const takeServerVersion = () => {
    const server = autosave.takeTheirs();
    if (server) show(detailsContentOf(server));
  };

  return (
    <div className="space-y-1">
      <h1>
        <textarea
          aria-label="Plan title"
          rows={1}
          value={content.title}
          maxLength={PLAN_TITLE_MAX_LENGTH}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? "plan-title-problem" : undefined}
          onChange={(event) => edit({ title: event.target.value.replace(/\n/g, " ") })}
          onKeyDown={(event) => {
            // One line: Enter moves on to the summary instead of breaking the title.
            if (event.key === "Enter") {
              event.preventDefault();
              event.currentTarget
                .closest("div")
                ?.querySelector<HTMLElement>("#plan-summary")
                ?.focus();
            }
          }}
          className={`${fieldClass} py-1 text-2xl leading-tight font-bold tracking-tight aria-invalid:border-destructive sm:text-3xl`}
        />
      </h1>
      <textarea
        id="plan-summary"
        aria-label="Plan summary"
        placeholder="Add a short summary of the project for your client…"
        rows={1}
        value={content.summary}
        maxLength={PLAN_SUMMARY_MAX_LENGTH}
        onChange={(event) => edit({ summary: event.target.value })}
        className={`${fieldClass} py-1 text-base text-muted-foreground placeholder:text-muted-foreground/70`}
      />
      {titleProblem ? (
        <p id="plan-title-problem" role="alert" className="text-sm text-destructive">
          {titleProblem}
        </p>
      ) : null}
      {saveProblem && saveProblem !== titleProblem ? (
        <p role="alert" className="text-sm text-destructive">
          {saveProblem}
        </p>
      ) : null}

      {draft.offer ? (
        <DraftBanner
          savedAt={draft.offer.savedAt}
          onRestore={() => {
            const kept = draft.take();
            if (!kept) return;
            show(kept);
            autosave.change(kept);
            toast.success(PLAN_EDITOR_TEXT.draftRestored);
          }}
          onDiscard={draft.discard}
        />
      ) : null}

      {conflict && conflict.server === dismissedConflict ? (
        <ConflictNotice
          what="The plan's title or summary"
          onReview={() => setDismissedConflict(null)}
        />
      ) : null}
      {conflict ? (
        <ConflictDialog
          open={conflict.server !== dismissedConflict}
          onOpenChange={(open) => setDismissedConflict(open ? null : conflict.server)}
          what="The plan's title and summary"
          mine={asText(conflict.mine)}
          theirs={asText(detailsContentOf(conflict.server))}
          choices={{
            keepMine: () => autosave.keepMine(contentRef.current),
            useTheirs: takeServerVersion,
            copyMineAndUseTheirs: () => {
              navigator.clipboard
                .writeText(asText(contentRef.current))
                .then(() => toast.success(PLAN_EDITOR_TEXT.copiedYourVersion))
                .catch(() => toast.error(PLAN_EDITOR_TEXT.copyFailed));
              takeServerVersion();
            },
          }}
        />
      ) : null}
    </div>
  );
}
