"use client";

import type { Editor } from "@tiptap/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { registerSectionBody } from "../section-focus";
import { SectionReadOnly, type CaretRequest } from "./section-readonly";
import type { SectionRichEditorProps } from "./section-rich-editor";

/** Tiptap and its Markdown parser reach only the browsers that open a plan, never the server. */
const SectionRichEditor = lazy(() => import("./section-rich-editor"));

/**
 * How close to the window a section's editor is mounted: a screen above and below, so the text
 * is editable before it scrolls into view, while a long plan mounts only what is near.
 */
export const MOUNT_ROOT_MARGIN = "100% 0px";
/** A section must stay near the window this long: scrolling fast past it mounts nothing. */
export const MOUNT_DELAY_MS = 120;

export interface SectionEditorProps extends Omit<SectionRichEditorProps, "onReady" | "fallback"> {
  sectionId: string;
  /** The section's display title (the read-only text's accessible name). */
  title: string;
  /** The editor is mounted and can take input (once). */
  onReady?: () => void;
}

/**
 * A section's text, mounted as an editor lazily: until the section comes near the window, or
 * its text is focused or clicked, or focusSection(id, "body") asks for it, it is a read-only
 * rendering of the Markdown (see section-readonly.tsx). Once mounted it stays mounted — its undo
 * history lives in it. The card's handle works either way: without an editor it has none, and the
 * card answers with the stored text.
 */
export function SectionEditor({ sectionId, title, onReady, ...richProps }: SectionEditorProps) {
  const [mounted, setMounted] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const waiters = useRef<((editor: Editor | null) => void)[]>([]);
  const caret = useRef<CaretRequest | "start" | null>(null);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });

  /** The read-only text was focused: by a click (caret where it was) or the keyboard (start). */
  const activate = useCallback((at: CaretRequest | null) => {
    caret.current = at ?? "start";
    setMounted(true);
  }, []);

  useEffect(
    () =>
      registerSectionBody(sectionId, {
        activate: () => {
          const editor = editorRef.current;
          if (editor && !editor.isDestroyed) return Promise.resolve(editor);
          setMounted(true);
          return new Promise((resolve) => waiters.current.push(resolve));
        },
      }),
    [sectionId],
  );

  useEffect(() => {
    const pending = waiters.current;
    return () => pending.splice(0).forEach((resolve) => resolve(null));
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (mounted || !host) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => setMounted(true), MOUNT_DELAY_MS);
      },
      { rootMargin: MOUNT_ROOT_MARGIN },
    );
    observer.observe(host);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [mounted]);

  const handleReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
    const request = caret.current;
    caret.current = null;
    if (request) placeCaret(editor, request);
    waiters.current.splice(0).forEach((resolve) => resolve(editor));
    onReadyRef.current?.();
  }, []);

  const readOnly = (
    <SectionReadOnly markdown={richProps.initialMarkdown} title={title} onActivate={activate} />
  );
  return (
    <div ref={hostRef} data-section-body="">
      {mounted ? (
        <Suspense fallback={readOnly}>
          <SectionRichEditor
            {...richProps}
            sectionId={sectionId}
            onReady={handleReady}
            fallback={readOnly}
          />
        </Suspense>
      ) : (
        readOnly
      )}
    </div>
  );
}

/** The caret where the read-only text was clicked (same layout, so the same place), or the start. */
function placeCaret(editor: Editor, request: CaretRequest | "start") {
  if (request === "start") {
    editor.commands.focus("start");
    return;
  }
  const at = editor.view.posAtCoords({ left: request.x, top: request.y });
  editor.commands.focus(at ? at.pos : "end");
}

export type { SectionEditorHandle } from "./section-rich-editor";
