"use client";

import type { Editor } from "@tiptap/react";

/** Floating helpers drawn over one section's editor (selection bubble, slash menu). */
export function EditorOverlays({ editor }: { editor: Editor }) {
  void editor;
  return null;
}
