"use client";

import type { EditorState } from "@tiptap/pm/state";
import { NodeSelection } from "@tiptap/pm/state";
import { useEditorState, type Editor } from "@tiptap/react";
import { BubbleMenu, type BubbleMenuProps } from "@tiptap/react/menus";
import { Bold, Code, Italic, Link2, Strikethrough } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EDITOR_HABITS_TEXT as T } from "@/lib/errors/plan-editor";
import { applyLinkHref } from "./link-button";
import { ToolbarButton } from "./toolbar-button";
import { useRovingFocus } from "./use-roving-focus";

/**
 * Whether the bubble belongs to this selection: some text is selected in ordinary text (not a
 * code block or a diagram's source, not a whole node such as a diagram).
 */
export function selectionTakesBubble(state: EditorState): boolean {
  const { selection } = state;
  if (selection.empty || selection instanceof NodeSelection) return false;
  if (!state.doc.textBetween(selection.from, selection.to).trim()) return false;
  let inCode = false;
  state.doc.nodesBetween(selection.from, selection.to, (node) => {
    if (node.type.spec.code) inCode = true;
    return !inCode;
  });
  return !inCode && !selection.$from.parent.type.spec.code;
}

type ShouldShow = NonNullable<BubbleMenuProps["shouldShow"]>;

/** The bubble's `shouldShow` (module-level, so it never changes between renders). */
function showBubble({ editor, element, state }: Parameters<ShouldShow>[0]): boolean {
  return (
    editor.isEditable &&
    (editor.view.hasFocus() || element.contains(document.activeElement)) &&
    selectionTakesBubble(state)
  );
}

/** Alt+F10 in the text puts the focus in the bubble (the usual editor shortcut for toolbars). */
const FOCUS_BUBBLE_KEY = "F10";

/**
 * The selection bubble: bold, italic, strikethrough, inline code and link for the selected
 * text, over the selection. Keyboard: Tab or Alt+F10 from the text, arrows inside, Escape back.
 */
export function SelectionBubble({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      code: e.isActive("code"),
      link: e.isActive("link"),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  // Stable: BubbleMenu sends new options to the editor as a transaction whenever they change.
  const bubbleOptions = useMemo(
    // Absolute (the default): floating-ui measures from the element's offset parent before the
    // plugin first sets its position, so a "fixed" bubble landed off by the editor's offset.
    () => ({ placement: "top" as const, onHide: () => setLinkOpen(false) }),
    [],
  );
  const { ref, onKeyDown, onFocus } = useRovingFocus<HTMLDivElement>();
  const chain = () => editor.chain().focus();

  useEffect(() => {
    const dom = editor.view.dom;
    const onTextKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.key !== FOCUS_BUBBLE_KEY) return;
      const first = ref.current?.querySelector<HTMLElement>("button:not([disabled])");
      if (!first || !ref.current?.isConnected) return;
      event.preventDefault();
      first.focus();
    };
    dom.addEventListener("keydown", onTextKeyDown);
    return () => dom.removeEventListener("keydown", onTextKeyDown);
  }, [editor, ref]);

  return (
    <BubbleMenu
      editor={editor}
      shouldShow={showBubble}
      options={bubbleOptions}
      className="z-40 print:hidden"
    >
      <div
        data-plan-selection-bubble
        className="rounded-lg border bg-popover text-popover-foreground shadow-md"
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          setLinkOpen(false);
          editor.commands.focus();
        }}
      >
        <div
          role="toolbar"
          aria-label={T.bubbleLabel}
          ref={ref}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          className="flex items-center gap-0.5 p-1"
        >
          <ToolbarButton
            label={T.bubbleBold}
            pressed={state.bold}
            onClick={() => chain().toggleBold().run()}
          >
            <Bold aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label={T.bubbleItalic}
            pressed={state.italic}
            onClick={() => chain().toggleItalic().run()}
          >
            <Italic aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label={T.bubbleStrike}
            pressed={state.strike}
            onClick={() => chain().toggleStrike().run()}
          >
            <Strikethrough aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label={T.bubbleCode}
            pressed={state.code}
            onClick={() => chain().toggleCode().run()}
          >
            <Code aria-hidden />
          </ToolbarButton>
          <ToolbarButton
            label={T.bubbleLink}
            pressed={state.link || linkOpen}
            onClick={() => setLinkOpen((open) => !open)}
          >
            <Link2 aria-hidden />
          </ToolbarButton>
        </div>
        {linkOpen ? (
          <BubbleLinkForm editor={editor} active={state.link} onDone={() => setLinkOpen(false)} />
        ) : null}
      </div>
    </BubbleMenu>
  );
}

/** The link form inside the bubble (same rules as the toolbar's link button). */
function BubbleLinkForm({
  editor,
  active,
  onDone,
}: {
  editor: Editor;
  active: boolean;
  onDone: () => void;
}) {
  const [href, setHref] = useState(
    () => (editor.getAttributes("link").href as string | undefined) ?? "",
  );
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  function apply(event: React.FormEvent) {
    event.preventDefault();
    applyLinkHref(editor, href);
    onDone();
  }

  return (
    <form onSubmit={apply} className="flex items-center gap-1.5 border-t p-1.5">
      <label htmlFor={inputId} className="sr-only">
        {T.bubbleLinkAddress}
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        value={href}
        onChange={(event) => setHref(event.target.value)}
        placeholder="https://example.com"
        autoComplete="url"
        inputMode="url"
        className="h-8 w-56"
      />
      <Button type="submit" size="sm">
        {T.bubbleLinkApply}
      </Button>
      {active ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            onDone();
          }}
        >
          {T.bubbleLinkRemove}
        </Button>
      ) : null}
    </form>
  );
}
