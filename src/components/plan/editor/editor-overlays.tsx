"use client";

import type { Editor } from "@tiptap/react";
import { SelectionBubble } from "./selection-bubble";
import { SlashMenuList } from "./slash-menu";

/** Floating helpers drawn over one section's editor (selection bubble, slash menu). */
export function EditorOverlays({ editor }: { editor: Editor }) {
  return (
    <>
      <SelectionBubble editor={editor} />
      <SlashMenuList editor={editor} />
    </>
  );
}
