import { AlertTriangle, Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { DIAGRAM_TYPE_LABELS, SUPPORTED_DIAGRAM_TYPES } from "@/lib/diagrams/diagram-types";
import type { DiagramErrorExplanation } from "@/lib/diagrams/error-explanation";
import { DIAGRAM_ERROR_TEXT } from "@/lib/errors/diagrams";

/**
 * What is wrong with a diagram, in plain words: the line and a sentence, what to check, the list
 * of supported types when the type is the problem, and mermaid's own message behind "Details".
 * `onEdit` adds an 'Edit diagram' button; views where the reader cannot edit leave it out.
 */
export function DiagramErrorExplanationView({
  explanation,
  onEdit,
  className,
  children,
}: {
  explanation: DiagramErrorExplanation;
  onEdit?: () => void;
  className?: string;
  /** Extra lines under the hint (the editor says which picture is shown). */
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-foreground",
        className,
      )}
      data-diagram-explanation=""
      data-error-kind={explanation.kind}
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="min-w-0 space-y-1.5 break-words">
        <p className="font-medium">
          {explanation.line ? (
            <strong>{DIAGRAM_ERROR_TEXT.lineLabel(explanation.line)} </strong>
          ) : null}
          {explanation.summary}
        </p>
        <p className="text-muted-foreground">{explanation.hint}</p>
        {children}
        {explanation.kind === "unsupported-type" ? <SupportedTypes /> : null}
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            {DIAGRAM_ERROR_TEXT.details}
          </summary>
          <p className="mt-1 text-muted-foreground">{DIAGRAM_ERROR_TEXT.detailsIntro}</p>
          <pre className="mt-1 max-h-40 overflow-auto rounded bg-muted px-2 py-1 font-mono whitespace-pre-wrap">
            {explanation.technical}
          </pre>
        </details>
        {onEdit ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onEdit}
            className="mt-1 print:hidden"
          >
            <Pencil aria-hidden />
            {DIAGRAM_ERROR_TEXT.editDiagram}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function SupportedTypes() {
  return (
    <details className="text-xs" data-supported-types="">
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
        {DIAGRAM_ERROR_TEXT.supportedTypes}
      </summary>
      <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5">
        {SUPPORTED_DIAGRAM_TYPES.map((type) => (
          <li key={type}>{DIAGRAM_TYPE_LABELS[type]}</li>
        ))}
      </ul>
    </details>
  );
}
