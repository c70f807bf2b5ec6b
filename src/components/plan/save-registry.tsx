"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import { combineSaveStates, type SaveState } from "@/lib/plans/editor-autosave";

/** What the page needs from each autosaver (one per section, one for the title and summary). */
export interface RegisteredSaver {
  state(): SaveState;
  flush(): Promise<void>;
  retry(): void;
  hasUnsavedChanges(): boolean;
}

/**
 * The page's list of autosavers: one indicator for all of them, "save everything now" before an
 * export or a restore, a retry when the browser is back online, and the warning before the tab
 * closes with unsaved text.
 */
export class SaveRegistry {
  private savers = new Map<string, RegisteredSaver>();
  private listeners = new Set<() => void>();
  private combined: SaveState = "saved";

  register(key: string, saver: RegisteredSaver): () => void {
    this.savers.set(key, saver);
    this.changed();
    return () => {
      if (this.savers.get(key) === saver) this.savers.delete(key);
      this.changed();
    };
  }

  /** Savers call this when their state changes. */
  changed = () => {
    const next = combineSaveStates([...this.savers.values()].map((saver) => saver.state()));
    if (next === this.combined) return;
    this.combined = next;
    this.listeners.forEach((listener) => listener());
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  state = () => this.combined;

  async flushAll(): Promise<void> {
    await Promise.all([...this.savers.values()].map((saver) => saver.flush()));
  }

  /** Saves what one saver (a section id, or "details") has waiting. */
  async flush(key: string): Promise<void> {
    await this.savers.get(key)?.flush();
  }

  retryAll(): void {
    this.savers.forEach((saver) => saver.retry());
  }

  hasUnsavedChanges(): boolean {
    return [...this.savers.values()].some((saver) => saver.hasUnsavedChanges());
  }
}

const SaveRegistryContext = createContext<SaveRegistry | null>(null);
export const SaveRegistryProvider = SaveRegistryContext.Provider;

export function useSaveRegistry(): SaveRegistry {
  const registry = useContext(SaveRegistryContext);
  if (!registry) throw new Error("useSaveRegistry needs a SaveRegistryProvider");
  return registry;
}

/** The page's combined save state, re-rendering when it changes. */
export function useCombinedSaveState(): SaveState {
  const registry = useSaveRegistry();
  return useSyncExternalStore(registry.subscribe, registry.state, () => "saved" as const);
}
