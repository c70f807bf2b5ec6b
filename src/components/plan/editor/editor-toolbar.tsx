"use client";

import { useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
  ListChecks,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Undo2,
} from "lucide-react";
import { EDITOR_HEADING_LEVELS } from "@/lib/plans/editor-markdown";
import { GenerateDiagramButton } from "@/components/diagram/ai/generate-diagram-button";
import { AddDiagramButton } from "./add-diagram-button";
import { LinkButton } from "./link-button";
import { TableMenu } from "./table-menu";
import { ToolbarButton, ToolbarDivider } from "./toolbar-button";
import { useRovingFocus } from "./use-roving-focus";

const HEADING_ICONS = { 1: Heading1, 2: Heading2, 3: Heading3 } as const;

/** Which formats are on at the cursor; re-read on every editor transaction. */
function useFormatState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      code: e.isActive("code"),
      heading1: e.isActive("heading", { level: 1 }),
      heading2: e.isActive("heading", { level: 2 }),
      heading3: e.isActive("heading", { level: 3 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      taskList: e.isActive("taskList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      link: e.isActive("link"),
      table: e.isActive("table"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/** The formatting toolbar of a section editor (the Markdown shortcuts do the same while typing). */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useFormatState(editor);
  const { ref: toolbarRef, onKeyDown, onFocus } = useRovingFocus<HTMLDivElement>();
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={label}
      ref={toolbarRef}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className="flex items-center gap-0.5 overflow-x-auto border-b bg-muted/40 px-1.5 py-1 sm:flex-wrap print:hidden"
    >
      <ToolbarButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Italic"
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Strikethrough"
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <Strikethrough aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Inline code"
        pressed={state.code}
        onClick={() => chain().toggleCode().run()}
      >
        <Code aria-hidden />
      </ToolbarButton>
      <LinkButton editor={editor} active={state.link} />
      <ToolbarDivider />
      {EDITOR_HEADING_LEVELS.map((level) => {
        const Icon = HEADING_ICONS[level];
        return (
          <ToolbarButton
            key={level}
            label={`Heading ${level}`}
            pressed={state[`heading${level}`]}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            <Icon aria-hidden />
          </ToolbarButton>
        );
      })}
      <ToolbarDivider />
      <ToolbarButton
        label="Bullet list"
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Checklist"
        pressed={state.taskList}
        onClick={() => chain().toggleTaskList().run()}
      >
        <ListChecks aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Quote"
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <Quote aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Code block"
        pressed={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <SquareCode aria-hidden />
      </ToolbarButton>
      <TableMenu editor={editor} inTable={state.table} />
      <AddDiagramButton editor={editor} />
      <GenerateDiagramButton editor={editor} />
      <ToolbarDivider />
      <ToolbarButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden />
      </ToolbarButton>
      <ToolbarButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden />
      </ToolbarButton>
    </div>
  );
}
