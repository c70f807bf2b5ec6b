"use client";

import { useMemo } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { PLAN_HISTORY_TEXT } from "@/lib/errors/plan-editor";
import { diffBlocks, type DiffRow } from "@/lib/text/block-diff";
import { cachedMarkdownBlocks } from "./history/cached-blocks";
import { RenderedDiff, type DiffSide } from "./history/rendered-diff";
import type { SpokenChanges } from "./history/rendered-blocks";

export interface ConflictChoices {
  keepMine: () => void;
  useTheirs: () => void;
  copyMineAndUseTheirs: () => void;
}

/**
 * Two versions of the same text side by side (stacked on a phone) — this tab's and the one
 * another tab or device saved first — rendered, with what only one of them has highlighted, and
 * the three ways out. Closing it decides nothing: the section keeps asking.
 */
export function ConflictDialog({
  open,
  onOpenChange,
  what,
  mine,
  theirs,
  choices,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What changed, e.g. "The section “Scope”". */
  what: string;
  mine: string;
  theirs: string;
  choices: ConflictChoices;
}) {
  // The saved version is "before", yours "after": each column marks what only it has.
  const rows = useMemo(
    () => (open ? diffBlocks(cachedMarkdownBlocks(theirs), cachedMarkdownBlocks(mine)) : []),
    [open, mine, theirs],
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-4xl grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden">
        <DialogHeader>
          <DialogTitle>This text was changed elsewhere</DialogTitle>
          <DialogDescription>
            {what} was saved in another tab or on another device while you were editing it. Choose
            which version to keep — nothing has been overwritten. {PLAN_HISTORY_TEXT.conflictHint}
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 gap-4 overflow-y-auto md:grid-cols-2">
          <VersionColumn
            heading="Your version"
            rows={rows}
            side="after"
            empty={!mine.trim()}
            spoken={{ added: PLAN_HISTORY_TEXT.onlyInYours }}
          />
          <VersionColumn
            heading="Version on the server"
            rows={rows}
            side="before"
            empty={!theirs.trim()}
            spoken={{ removed: PLAN_HISTORY_TEXT.onlyInTheirs }}
          />
        </div>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={choices.copyMineAndUseTheirs}>
            Copy mine and use theirs
          </Button>
          <Button variant="outline" onClick={choices.useTheirs}>
            Use theirs
          </Button>
          <Button onClick={choices.keepMine}>Keep mine</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function VersionColumn({
  heading,
  rows,
  side,
  empty,
  spoken,
}: {
  heading: string;
  rows: readonly DiffRow[];
  side: DiffSide;
  empty: boolean;
  spoken: SpokenChanges;
}) {
  return (
    <section aria-label={heading} className="flex min-h-0 flex-col gap-2">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <div
        className="max-h-[50dvh] min-h-24 overflow-auto rounded-md border bg-muted/40 p-3"
        data-testid="conflict-version"
      >
        {empty ? (
          <p className="text-sm text-muted-foreground">{PLAN_HISTORY_TEXT.emptySection}</p>
        ) : (
          <RenderedDiff rows={rows} side={side} headingBase={4} spoken={spoken} />
        )}
      </div>
    </section>
  );
}

/** Shown where the text is while a conflict waits for a choice (after the dialog was closed). */
export function ConflictNotice({ what, onReview }: { what: string; onReview: () => void }) {
  return (
    <Alert tone="error" className="print:hidden">
      <p>{what} was changed elsewhere. Your text is not saved until you choose a version.</p>
      <Button size="sm" className="mt-2" onClick={onReview}>
        Review both versions
      </Button>
    </Alert>
  );
}
