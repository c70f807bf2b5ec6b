"use client";

import { useMemo } from "react";
import { PLAN_HISTORY_TEXT } from "@/lib/errors/plan-editor";
import {
  diffBlocks,
  hasChanges,
  planBlocks,
  unchangedRows,
  type PlanText,
} from "@/lib/text/block-diff";
import { cachedMarkdownBlocks } from "./history/cached-blocks";
import { RenderedDiff } from "./history/rendered-diff";
import type { RevisionDetail } from "./plan-types";

export type RevisionView = "changes" | "version";

/**
 * A saved version of the plan, rendered: as it was ("This version"), or compared with the plan
 * as it is now ("Changes": removed text struck through, added text underlined, long unchanged
 * stretches folded).
 */
export function RevisionPreview({
  revision,
  current,
  view,
}: {
  revision: RevisionDetail;
  /** The plan as it is now; without it only the version itself is shown. */
  current: PlanText | null;
  view: RevisionView;
}) {
  const { snapshot } = revision;
  const showChanges = view === "changes" && current !== null;
  const rows = useMemo(() => {
    const before = planBlocks(snapshot, cachedMarkdownBlocks);
    if (!showChanges) return unchangedRows(before);
    return diffBlocks(before, planBlocks(current, cachedMarkdownBlocks));
  }, [snapshot, current, showChanges]);
  return (
    <article
      className="space-y-3"
      aria-label="Preview of this version"
      data-view={showChanges ? "changes" : "version"}
    >
      {showChanges ? (
        <p className="text-xs text-muted-foreground">
          {hasChanges(rows) ? PLAN_HISTORY_TEXT.changesHint : PLAN_HISTORY_TEXT.noChanges}
        </p>
      ) : null}
      {!showChanges && snapshot.sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">This version had no sections.</p>
      ) : null}
      <RenderedDiff key={revision.id} rows={rows} fold={showChanges} />
    </article>
  );
}
