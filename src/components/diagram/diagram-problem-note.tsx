import { Loader2 } from "lucide-react";
import { explainDiagramError } from "@/lib/diagrams/error-explanation";
import { DiagramErrorExplanationView } from "./diagram-error-explanation";
import type { DiagramProblem } from "./use-diagram-preview";

/**
 * Under a diagram being edited: what is wrong with the source (and on which line), in the same
 * plain words the page uses for a saved diagram with an error, or that it is being checked.
 * Announced politely (role status is a polite live region), so a screen reader hears the error
 * without losing its place.
 *
 * No explicit `aria-live` attribute: this note sits inside the section editor, and a modal dialog
 * (Radix, through aria-hidden's hideOthers) keeps every `[aria-live]` element visible by marking
 * all its siblings up the tree `aria-hidden` — including the editor's own paragraphs. ProseMirror
 * takes those attribute changes as edits and redraws the diagram's node view, which closed the
 * full-screen viewer the moment it opened.
 */
export function DiagramProblemNote({
  problem,
  checking,
  pictureWorks = true,
}: {
  problem: DiagramProblem | null;
  checking: boolean;
  /** Whether the picture beside it is a drawing (not mermaid's error picture). */
  pictureWorks?: boolean;
}) {
  return (
    <div role="status" className="mt-2 min-h-5 text-sm">
      {problem ? (
        <div data-diagram-problem="">
          <DiagramErrorExplanationView explanation={explainDiagramError(problem)}>
            {pictureWorks ? (
              <p className="text-xs text-muted-foreground">
                The picture shows the last version that worked.
              </p>
            ) : null}
          </DiagramErrorExplanationView>
        </div>
      ) : checking ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          Checking the diagram…
        </p>
      ) : null}
    </div>
  );
}
