/**
 * A word diff shown inline: removed words struck through in <del>, added ones underlined in
 * <ins>, each with visually hidden "removed"/"added" text so a screen reader says what changed
 * (the elements' own semantics are not announced by most screen readers). `ChangeMark` is the
 * one way changes are marked in the app: AI proposals here, the history and conflict dialogs
 * on rendered text (components/plan/history).
 */
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { wordDiff } from "@/lib/text/word-diff";

/**
 * How each kind of change is marked: its element, its colours (light and dark) and a line —
 * underline or strike-through — so the mark does not rely on colour alone.
 */
export const CHANGE_MARKS = {
  added: {
    Element: "ins",
    spoken: "added",
    className:
      "rounded-sm bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2 underline-offset-2 dark:bg-emerald-900/50 dark:text-emerald-100 dark:decoration-emerald-300",
  },
  removed: {
    Element: "del",
    spoken: "removed",
    className:
      "rounded-sm bg-red-100 text-red-950 line-through decoration-red-700 dark:bg-red-900/50 dark:text-red-100 dark:decoration-red-300",
  },
} as const;

export type ChangeKind = keyof typeof CHANGE_MARKS;

export function ChangeMark({
  kind,
  spoken = CHANGE_MARKS[kind].spoken,
  className,
  children,
}: {
  kind: ChangeKind;
  /** What a screen reader says before the change (default "added" / "removed"). */
  spoken?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { Element, className: marked } = CHANGE_MARKS[kind];
  return (
    <Element className={cn(marked, className)}>
      <span className="sr-only">{spoken}: </span>
      {children}
      <span className="sr-only"> (end {spoken})</span>
    </Element>
  );
}

export function WordDiffView({
  before,
  after,
  className,
}: {
  before: string;
  after: string;
  className?: string;
}) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return (
    <div
      className={cn("font-mono text-sm leading-relaxed break-words whitespace-pre-wrap", className)}
      data-testid="word-diff"
    >
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : (
          <ChangeMark key={index} kind={part.kind}>
            {part.text}
          </ChangeMark>
        ),
      )}
    </div>
  );
}
