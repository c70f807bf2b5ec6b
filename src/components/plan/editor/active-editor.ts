"use client";

import type { Editor } from "@tiptap/react";
import { createContext, useContext, useSyncExternalStore } from "react";

/** The section editor the document toolbar acts on. */
export interface ActiveEditorTarget {
  editor: Editor;
  sectionId: string;
}

/**
 * Which section editor the one document toolbar acts on: the one focused last. It stays the
 * target while the focus is on the toolbar (or a dialog the toolbar opened), so a click on a
 * button formats the section the user was writing in; it moves when another section's text is
 * focused and is cleared when that editor goes away.
 */
export class ActiveEditorStore {
  private target: ActiveEditorTarget | null = null;
  private listeners = new Set<() => void>();
  private toolbarFocuser: (() => boolean) | null = null;

  get = () => this.target;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** A section's editor took the focus. */
  focused(target: ActiveEditorTarget) {
    if (this.target?.editor === target.editor && this.target.sectionId === target.sectionId) {
      return;
    }
    this.target = target;
    this.emit();
  }

  /** A section's editor is destroyed (section deleted, plan restored). */
  gone(editor: Editor) {
    if (this.target?.editor !== editor) return;
    this.target = null;
    this.emit();
  }

  /** The toolbar says how to put the focus on it (Alt+F10 from the text). */
  setToolbarFocuser(focuser: (() => boolean) | null) {
    this.toolbarFocuser = focuser;
  }

  focusToolbar(): boolean {
    return this.toolbarFocuser?.() ?? false;
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}

const ActiveEditorContext = createContext<ActiveEditorStore | null>(null);
export const ActiveEditorProvider = ActiveEditorContext.Provider;

/** The page's store, or null outside a plan page (an editor there has no document toolbar). */
export function useActiveEditorStore(): ActiveEditorStore | null {
  return useContext(ActiveEditorContext);
}

const noTarget = () => null;
const noSubscription = () => () => {};

/** The toolbar's target, re-rendering when it moves to another section. */
export function useActiveEditor(): ActiveEditorTarget | null {
  const store = useActiveEditorStore();
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? noTarget, noTarget);
}
