"use client";

import { Markdown } from "@tiptap/markdown";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useImperativeHandle, useRef } from "react";
import { sectionEditorExtensions } from "@/lib/plans/editor-markdown";
import { codeBlockView } from "./code-block-view";
import { EditorLoading } from "./editor-loading";
import { EditorOverlays } from "./editor-overlays";
import { EditorToolbar } from "./editor-toolbar";
import { editorUiExtensions } from "./editor-ui-extensions";
import "./plan-prose.css";

/** What a section card can do with its editor. */
export interface SectionEditorHandle {
  getMarkdown(): string;
  /** Replaces the content without counting it as an edit (no autosave). */
  setMarkdown(markdown: string): void;
  focus(): void;
}

export interface SectionRichEditorProps {
  initialMarkdown: string;
  /** The accessible name of the text area, e.g. "Scope text". */
  label: string;
  placeholder?: string;
  onMarkdownChange: (markdown: string) => void;
  handleRef: React.Ref<SectionEditorHandle>;
}

/**
 * The rich text editor of one section (Tiptap). It reads and writes Markdown; the toolbar and
 * the Markdown shortcuts (`# `, `- `, `1. `, `[ ] `, `> `, ``` and **bold**) format the text.
 * Loaded only on the plan page (see section-editor.tsx), never rendered on the server.
 */
export default function SectionRichEditor({
  initialMarkdown,
  label,
  placeholder = "Write here…",
  onMarkdownChange,
  handleRef,
}: SectionRichEditorProps) {
  const onChangeRef = useRef(onMarkdownChange);
  useEffect(() => {
    onChangeRef.current = onMarkdownChange;
  });

  const editor = useEditor({
    extensions: [...sectionEditorExtensions({ codeBlockView }), ...editorUiExtensions(), Markdown],
    content: initialMarkdown,
    contentType: "markdown",
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: "plan-prose min-h-24 px-4 py-3 outline-none print:px-0",
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
      },
    },
    onUpdate: ({ editor: updated }) => onChangeRef.current(updated.getMarkdown()),
  });

  // The section can be renamed while its editor is open: keep the text area's name in step.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dom.setAttribute("aria-label", label);
  }, [editor, label]);

  useImperativeHandle(
    handleRef,
    () => ({
      getMarkdown: () => editor?.getMarkdown() ?? initialMarkdown,
      setMarkdown: (markdown) =>
        editor?.commands.setContent(markdown, { contentType: "markdown", emitUpdate: false }),
      focus: () => editor?.commands.focus("end"),
    }),
    [editor, initialMarkdown],
  );

  if (!editor) return <EditorLoading />;
  return (
    <div className="overflow-hidden rounded-lg border bg-background focus-within:border-ring/60 print:border-0">
      <EditorToolbar editor={editor} label={`${label} formatting`} />
      <div className="relative">
        <EmptyPlaceholder editor={editor} text={placeholder} />
        <EditorContent editor={editor} />
        <EditorOverlays editor={editor} />
      </div>
    </div>
  );
}

/** The hint shown over an empty section (mounted with the editor, so it sees its first state). */
function EmptyPlaceholder({ editor, text }: { editor: Editor; text: string }) {
  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e.isEmpty });
  if (!isEmpty) return null;
  return (
    <p
      aria-hidden
      className="pointer-events-none absolute top-3 left-4 text-[0.9375rem] text-muted-foreground print:hidden"
    >
      {text}
    </p>
  );
}
