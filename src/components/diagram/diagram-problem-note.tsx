import { AlertTriangle, Loader2 } from "lucide-react";
import type { DiagramProblem } from "./use-diagram-preview";

/**
 * Under a diagram being edited: what is wrong with the source (and on which line), or that it is
 * being checked. Announced politely, so a screen reader hears the error without losing its place.
 */
export function DiagramProblemNote({
  problem,
  checking,
}: {
  problem: DiagramProblem | null;
  checking: boolean;
}) {
  return (
    <div role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
      {problem ? (
        <p
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-destructive"
          data-diagram-problem=""
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words whitespace-pre-wrap">
            {problem.line ? <strong>Line {problem.line}: </strong> : null}
            {problem.error}
            <span className="block text-xs text-muted-foreground">
              The picture shows the last version that worked.
            </span>
          </span>
        </p>
      ) : checking ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          Checking the diagram…
        </p>
      ) : null}
    </div>
  );
}
