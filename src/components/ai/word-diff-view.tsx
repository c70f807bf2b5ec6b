/**
 * A word diff shown inline: removed words struck through in <del>, added ones in <ins>, each
 * with visually hidden "removed"/"added" text so a screen reader says what changed (the
 * elements' own semantics are not announced by most screen readers).
 */
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { wordDiff } from "@/lib/text/word-diff";

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
        if (part.kind === "added") {
          return (
            <ins
              key={index}
              className="rounded-sm bg-emerald-100 text-emerald-950 no-underline dark:bg-emerald-900/50 dark:text-emerald-100"
            >
              <span className="sr-only">added: </span>
              {part.text}
              <span className="sr-only"> (end added)</span>
            </ins>
          );
        }
        if (part.kind === "removed") {
          return (
            <del
              key={index}
              className="rounded-sm bg-red-100 text-red-950 line-through dark:bg-red-900/50 dark:text-red-100"
            >
              <span className="sr-only">removed: </span>
              {part.text}
              <span className="sr-only"> (end removed)</span>
            </del>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </div>
  );
}
