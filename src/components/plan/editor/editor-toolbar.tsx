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
  Link2,
  Table,
  Undo2,
  WandSparkles,
  Workflow,
} from "lucide-react";
import { EDITOR_HEADING_LEVELS } from "@/lib/plans/editor-markdown";
import { GenerateDiagramButton } from "@/components/diagram/ai/generate-diagram-button";
import { AddDiagramButton } from "./add-diagram-button";
import { LinkButton } from "./link-button";
import { TableMenu } from "./table-menu";
import { ToolbarButton, ToolbarDivider } from "./toolbar-button";

const HEADING_ICONS = { 1: Heading1, 2: Heading2, 3: Heading3 } as const;

const NO_FORMATS = {
  bold: false,
  italic: false,
  strike: false,
  code: false,
  heading1: false,
  heading2: false,
  heading3: false,
  bulletList: false,
  orderedList: false,
  taskList: false,
  blockquote: false,
  codeBlock: false,
  link: false,
  table: false,
  canUndo: false,
  canRedo: false,
};

/** Which formats are on at the cursor; re-read on every transaction of the target editor. */
function useFormatState(editor: Editor | null): typeof NO_FORMATS {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e && !e.isDestroyed
        ? {
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
          }
        : NO_FORMATS,
  });
  return state ?? NO_FORMATS;
}

/**
 * The formatting buttons (the Markdown shortcuts do the same while typing), acting on `editor`:
 * the document toolbar's target section. Without one they are all there but disabled, so the
 * bar does not jump when a section takes the focus.
 */
export function EditorToolbarButtons({ editor }: { editor: Editor | null }) {
  const state = useFormatState(editor);
  const off = !editor;
  const chain = () => editor!.chain().focus();
  return (
    <>
      <ToolbarButton
        label="Bold"
        disabled={off}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <Bold aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Italic"
        disabled={off}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Strikethrough"
        disabled={off}
        pressed={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <Strikethrough aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Inline code"
        disabled={off}
        pressed={state.code}
        onClick={() => chain().toggleCode().run()}
      >
        <Code aria-hidden />
      </ToolbarButton>
      {editor ? (
        <LinkButton editor={editor} active={state.link} />
      ) : (
        <ToolbarButton label="Link" disabled onClick={() => {}}>
          <Link2 aria-hidden />
        </ToolbarButton>
      )}
      <ToolbarDivider />
      {EDITOR_HEADING_LEVELS.map((level) => {
        const Icon = HEADING_ICONS[level];
        return (
          <ToolbarButton
            key={level}
            label={`Heading ${level}`}
            disabled={off}
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
        disabled={off}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Numbered list"
        disabled={off}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Checklist"
        disabled={off}
        pressed={state.taskList}
        onClick={() => chain().toggleTaskList().run()}
      >
        <ListChecks aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Quote"
        disabled={off}
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <Quote aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label="Code block"
        disabled={off}
        pressed={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <SquareCode aria-hidden />
      </ToolbarButton>
      {editor ? (
        <>
          <TableMenu editor={editor} inTable={state.table} />
          <AddDiagramButton editor={editor} />
          <GenerateDiagramButton editor={editor} />
        </>
      ) : (
        <>
          <ToolbarButton label="Table" disabled onClick={() => {}}>
            <Table aria-hidden />
          </ToolbarButton>
          <ToolbarButton label="Add diagram" disabled onClick={() => {}}>
            <Workflow aria-hidden />
          </ToolbarButton>
          <ToolbarButton label="Generate diagram" disabled onClick={() => {}}>
            <WandSparkles aria-hidden />
          </ToolbarButton>
        </>
      )}
      <ToolbarDivider />
      <ToolbarButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden />
      </ToolbarButton>
      <ToolbarButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden />
      </ToolbarButton>
    </>
  );
}
