"use client";

import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { Check, Maximize2, Pencil } from "lucide-react";
import { useCallback, useState } from "react";
import { FixWithAiButton } from "@/components/diagram/ai/fix-with-ai-button";
import { DiagramErrorExplanationView } from "@/components/diagram/diagram-error-explanation";
import { DiagramProblemNote } from "@/components/diagram/diagram-problem-note";
import { useDiagramRenderer } from "@/components/diagram/diagram-renderer-provider";
import { DiagramViewerDialog } from "@/components/diagram/diagram-viewer-dialog";
import { MermaidDiagram } from "@/components/diagram/mermaid-diagram";
import { useDiagramPreview } from "@/components/diagram/use-diagram-preview";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { diagramTypeLabel } from "@/lib/diagrams/diagram-types";
import { pngRenderConfig } from "@/lib/diagrams/png-render-config";
import { explainDiagramError } from "@/lib/diagrams/error-explanation";
import type { DiagramRenderedDetail } from "@/lib/diagrams/renderer-constants";

/**
 * A ```mermaid block in the section editor: the rendered picture, and — while the cursor is in
 * the block — its source next to a live preview. The source stays ordinary editor text (typing,
 * undo and autosave work as anywhere else); "Edit diagram" just puts the cursor into it.
 */
export function DiagramNodeView({ node, editor, getPos, selectionInside }: ReactNodeViewProps) {
  const editing = selectionInside === true && editor.isEditable;
  const source = node.textContent;
  const renderer = useDiagramRenderer();
  const preview = useDiagramPreview(source, renderer, editing);
  const [rendered, setRendered] = useState<DiagramRenderedDetail | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const isEmpty = preview.shownSource.trim() === "";
  const title = diagramTitle(rendered);
  // While editing, the live check below the preview says what is wrong instead.
  const failure = !editing && !isEmpty && rendered && !rendered.ok ? rendered.problem : null;

  const startEditing = useCallback(() => {
    const pos = getPos();
    if (typeof pos !== "number") return;
    const current = editor.state.doc.nodeAt(pos);
    if (!current) return;
    // The end of the block's text: inside the node, so the source opens for editing.
    editor
      .chain()
      .focus()
      .setTextSelection(pos + current.nodeSize - 1)
      .run();
    focusNow(editor);
  }, [editor, getPos]);

  /** A repaired (already validated) source replaces the block's text: one undoable edit. */
  const replaceSource = useCallback(
    (next: string) => {
      const pos = getPos();
      if (typeof pos !== "number") return;
      const current = editor.state.doc.nodeAt(pos);
      if (!current) return;
      editor
        .chain()
        .command(({ tr, state }) => {
          tr.replaceWith(pos + 1, pos + current.nodeSize - 1, state.schema.text(next));
          return true;
        })
        .run();
    },
    [editor, getPos],
  );

  const stopEditing = useCallback(() => {
    const pos = getPos();
    if (typeof pos !== "number") return;
    editor.chain().focus().setNodeSelection(pos).run();
    focusNow(editor);
  }, [editor, getPos]);

  return (
    <NodeViewWrapper
      className="diagram-node not-prose my-4 overflow-hidden rounded-lg border bg-background"
      data-diagram-node=""
      data-editing={editing ? "true" : "false"}
    >
      <div
        contentEditable={false}
        className="flex items-center gap-1 border-b bg-muted/40 py-1 pr-1 pl-3 print:hidden"
      >
        <span className="mr-auto truncate text-xs font-semibold text-muted-foreground">
          {title}
        </span>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-pressed={editing}
          onClick={editing ? stopEditing : startEditing}
        >
          {editing ? <Check aria-hidden /> : <Pencil aria-hidden />}
          {editing ? "Done" : "Edit diagram"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => setViewerOpen(true)}
          disabled={!rendered?.ok}
          aria-label={`Open ${title.toLowerCase()} full screen`}
        >
          <Maximize2 aria-hidden />
          <span className="hidden sm:inline">Full screen</span>
        </Button>
      </div>
      <div className={cn(editing && "grid md:grid-cols-2")}>
        <pre className={cn("diagram-source max-h-[28rem] overflow-auto", !editing && "hidden")}>
          <NodeViewContent<"code"> as="code" className="language-mermaid" />
        </pre>
        <div
          contentEditable={false}
          className={cn(
            "min-w-0 p-3",
            // A saved diagram with an error: the explanation beside mermaid's error picture.
            failure && "grid items-start gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)]",
          )}
          onDoubleClick={startEditing}
        >
          {isEmpty ? (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {editing ? "Write Mermaid code on the left to see the diagram." : "Empty diagram"}
            </p>
          ) : (
            <MermaidDiagram
              source={preview.shownSource}
              label={title}
              onRendered={setRendered}
              onOpenFullScreen={() => setViewerOpen(true)}
            />
          )}
          {failure ? (
            <div>
              <DiagramErrorExplanationView
                explanation={explainDiagramError(failure)}
                onEdit={editor.isEditable ? startEditing : undefined}
              />
              {editor.isEditable ? (
                <FixWithAiButton source={source} problem={failure} onFixed={replaceSource} />
              ) : null}
            </div>
          ) : null}
          {editing ? (
            <>
              <DiagramProblemNote
                problem={preview.problem}
                checking={preview.checking}
                pictureWorks={rendered?.ok !== false}
              />
              {preview.problem && !preview.checking ? (
                <FixWithAiButton
                  source={source}
                  problem={preview.problem}
                  onFixed={replaceSource}
                />
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {rendered?.ok ? (
        <DiagramViewerDialog
          open={viewerOpen}
          onOpenChange={setViewerOpen}
          title={title}
          svg={rendered.svg}
          // Labels are drawn for the page's colours (light on a dark page): a picture that
          // leaves the page keeps the page's background under them.
          pngBackground={viewerOpen ? pageBackground() : undefined}
          getPngSvg={() =>
            renderer
              ? renderer
                  .renderToSvg(preview.shownSource, pngRenderConfig(rendered.svg))
                  .then((r) => r.svg)
              : Promise.resolve(rendered.svg)
          }
        />
      ) : null}
    </NodeViewWrapper>
  );
}

/**
 * Keyboard focus back in the editor before the click handler returns. Tiptap's focus command
 * moves it in the next animation frame, so a key pressed right after "Edit diagram" (Enter,
 * say) went to the button, now "Done", and closed the source again.
 */
function focusNow(editor: ReactNodeViewProps["editor"]): void {
  if (!editor.isDestroyed) editor.view.focus();
}

function pageBackground(): string {
  return getComputedStyle(document.body).backgroundColor;
}

function diagramTitle(rendered: DiagramRenderedDetail | null): string {
  if (!rendered) return "Diagram";
  if (!rendered.ok) return "Diagram with an error";
  return `Diagram: ${diagramTypeLabel(rendered.diagramType)}`;
}
