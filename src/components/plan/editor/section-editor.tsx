"use client";

import dynamic from "next/dynamic";
import { EditorLoading } from "./editor-loading";

/**
 * The section editor, loaded on demand: Tiptap and its Markdown parser only reach the browsers
 * that open a plan, and the page shows a skeleton until they arrive. Never rendered on the
 * server (the editor needs the DOM).
 */
export const SectionEditor = dynamic(() => import("./section-rich-editor"), {
  ssr: false,
  loading: () => <EditorLoading />,
});

export type { SectionEditorHandle } from "./section-rich-editor";
