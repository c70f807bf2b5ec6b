/**
 * A word diff shown inline: removed words struck through in <del>, added ones in <ins>, each
 * with visually hidden "removed"/"added" text so a screen reader says what changed (the
 * elements' own semantics are not announced by most screen readers).
 */
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { wordDiff } from "@/lib/text/word-diff";

/** How each kind of change is marked: its element, its colours and what a screen reader says. */
const CHANGE_MARKS = {
  added: {
    Element: "ins",
    spoken: "added",
    className:
      "rounded-sm bg-emerald-100 text-emerald-950 no-underline dark:bg-emerald-900/50 dark:text-emerald-100",
  },
  removed: {
    Element: "del",
    spoken: "removed",
    className:
      "rounded-sm bg-red-100 text-red-950 line-through dark:bg-red-900/50 dark:text-red-100",
  },
} as const;

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
      {parts.map((part, index) => {
        if (part.kind === "same") return <span key={index}>{part.text}</span>;
        const { Element, spoken, className: marked } = CHANGE_MARKS[part.kind];
        return (
          <Element key={index} className={marked}>
            <span className="sr-only">{spoken}: </span>
            {part.text}
            <span className="sr-only"> (end {spoken})</span>
          </Element>
        );
      })}
    </div>
  );
}
