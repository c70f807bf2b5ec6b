"use client";

import type { Editor } from "@tiptap/react";
import { Workflow } from "lucide-react";
import { useState } from "react";
import { DiagramGalleryDialog } from "@/components/diagram/diagram-gallery-dialog";
import { insertDiagram } from "@/lib/plans/editor-diagrams";
import { ToolbarButton } from "./toolbar-button";

/** 'Add diagram': pick a starter from the gallery; it lands at the cursor, open for editing. */
export function AddDiagramButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton label="Add diagram" onClick={() => setOpen(true)}>
        <Workflow aria-hidden />
      </ToolbarButton>
      <DiagramGalleryDialog
        open={open}
        onOpenChange={setOpen}
        onPick={(starter) => insertDiagram(editor, starter.source)}
        // The focus belongs in the new diagram's source, not back on the toolbar button.
        onCloseAutoFocus={(event) => event.preventDefault()}
      />
    </>
  );
}
