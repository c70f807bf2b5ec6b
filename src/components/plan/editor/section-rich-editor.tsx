"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { sectionEditorExtensions } from "@/lib/plans/editor-markdown";
import { stickyOffset } from "../use-sticky-offset";
import { useActiveEditorStore } from "./active-editor";
import { codeBlockView } from "./code-block-view";
import { EditorLoading } from "./editor-loading";
import { EditorOverlays } from "./editor-overlays";
import { editorUiExtensions } from "./editor-ui-extensions";
import "./plan-prose.css";
import { SectionMarkdown } from "@/lib/plans/editor-section-markdown";

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
  /** The section it edits: the document toolbar's target while it has the focus. */
  sectionId?: string;
  /** Called once, when the editor can take input. */
  onReady?: (editor: Editor) => void;
  /** Shown until the editor is created (the section's read-only text). */
  fallback?: React.ReactNode;
}

/** Room kept between the caret and the sticky bars when typing scrolls the page. */
const CARET_MARGIN_PX = 16;

/**
 * The rich text editor of one section (Tiptap). It reads and writes Markdown; the document
 * toolbar (document-toolbar.tsx) and the Markdown shortcuts format the text. Loaded only on the
 * plan page (see section-editor.tsx), never rendered on the server.
 */
export default function SectionRichEditor({
  initialMarkdown,
  label,
  placeholder = "Write here…",
  onMarkdownChange,
  handleRef,
  sectionId,
  onReady,
  fallback,
}: SectionRichEditorProps) {
  const onChangeRef = useRef(onMarkdownChange);
  useEffect(() => {
    onChangeRef.current = onMarkdownChange;
  });
  const toolbar = useActiveEditorStore();

  // Built once: new extension objects or props on every render would make Tiptap reconfigure
  // the view on each keystroke of this section (useEditor compares them by identity).
  const [extensions] = useState(() => [
    ...sectionEditorExtensions({ codeBlockView }),
    ...editorUiExtensions(),
    SectionMarkdown,
  ]);
  const [editorProps] = useState(() => ({
    attributes: {
      class: "plan-prose min-h-24 px-4 py-3 outline-none print:px-0",
      role: "textbox",
      "aria-multiline": "true",
      "aria-label": label,
    },
    // Typing near the top keeps the caret clear of the sticky bars.
    scrollMargin: {
      top: stickyOffset() + CARET_MARGIN_PX,
      bottom: CARET_MARGIN_PX,
      left: 0,
      right: 0,
    },
    scrollThreshold: { top: stickyOffset() + CARET_MARGIN_PX, bottom: 0, left: 0, right: 0 },
    // Alt+F10 (as in other editors) goes to the toolbar.
    handleKeyDown: (_view: unknown, event: KeyboardEvent) =>
      event.altKey && event.key === "F10" ? (toolbar?.focusToolbar() ?? false) : false,
  }));

  const editor = useEditor({
    extensions,
    content: initialMarkdown,
    contentType: "markdown",
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: updated }) => onChangeRef.current(updated.getMarkdown()),
  });

  // The document toolbar acts on the section focused last.
  useEffect(() => {
    if (!editor || !toolbar || !sectionId) return;
    const focused = () => toolbar.focused({ editor, sectionId });
    editor.on("focus", focused);
    if (editor.isFocused) focused();
    return () => {
      editor.off("focus", focused);
      toolbar.gone(editor);
    };
  }, [editor, toolbar, sectionId]);

  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });
  useEffect(() => {
    if (editor) onReadyRef.current?.(editor);
  }, [editor]);

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

  if (!editor) return fallback ?? <EditorLoading />;
  return (
    <div
      data-editor-ready="true"
      className="overflow-hidden rounded-lg border bg-background focus-within:border-ring/60 print:border-0"
    >
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
