"use client";

import type { Editor } from "@tiptap/react";
import { WandSparkles } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ToolbarButton } from "@/components/plan/editor/toolbar-button";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import { insertDiagram } from "@/lib/plans/editor-diagrams";
import { GenerateDiagramDialog } from "./generate-diagram-dialog";

/** 'Generate diagram' in the section editor's toolbar: a validated diagram lands at the cursor. */
export function GenerateDiagramButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton label="Generate diagram" onClick={() => setOpen(true)}>
        <WandSparkles aria-hidden />
      </ToolbarButton>
      <GenerateDiagramDialog
        open={open}
        onOpenChange={setOpen}
        onInsert={(source) => {
          insertDiagram(editor, source);
          toast.success(AI_PLAN_TEXT.diagramInserted);
        }}
      />
    </>
  );
}
