"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import { combineSaveStates, type SaveState } from "@/lib/plans/editor-autosave";

/** What the page needs from each autosaver (one per section, one for the title and summary). */
export interface RegisteredSaver {
  state(): SaveState;
  /** Why its last save was refused, or null (see Autosaver.problem). */
  problem(): string | null;
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
  /** Each saver's refusal reason as last announced, to notify only on a change. */
  private problems = new Map<string, string | null>();

  register(key: string, saver: RegisteredSaver): () => void {
    this.savers.set(key, saver);
    this.changed();
    return () => {
      if (this.savers.get(key) === saver) this.savers.delete(key);
      this.changed();
    };
  }

  /** Savers call this when their state (or the reason of a refusal) changes. */
  changed = () => {
    const next = combineSaveStates([...this.savers.values()].map((saver) => saver.state()));
    const problems = new Map([...this.savers].map(([key, saver]) => [key, saver.problem()]));
    const problemsMoved =
      problems.size !== this.problems.size ||
      [...problems].some(([key, problem]) => this.problems.get(key) !== problem);
    if (next === this.combined && !problemsMoved) return;
    this.combined = next;
    this.problems = problems;
    this.listeners.forEach((listener) => listener());
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  state = () => this.combined;

  /** Why one saver's last save was refused (a section id, or "details"), or null. */
  problemOf = (key: string) => this.problems.get(key) ?? null;

  /** The reason shown by the page's save status: the first refused saver's. */
  problem = () => {
    if (this.combined !== "error") return null;
    for (const [key, saver] of this.savers) {
      if (saver.state() === "error" && this.problems.get(key)) return this.problems.get(key)!;
    }
    return null;
  };

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

/** Why the save of `key` (a section id, or "details") was refused, or null. */
export function useSaveProblem(key: string): string | null {
  const registry = useSaveRegistry();
  return useSyncExternalStore(
    registry.subscribe,
    () => registry.problemOf(key),
    () => null,
  );
}

/** The reason the page's save status shows while a save is refused, or null. */
export function useCombinedSaveProblem(): string | null {
  const registry = useSaveRegistry();
  return useSyncExternalStore(registry.subscribe, registry.problem, () => null);
}

/** The page's combined save state, re-rendering when it changes. */
export function useCombinedSaveState(): SaveState {
  const registry = useSaveRegistry();
  return useSyncExternalStore(registry.subscribe, registry.state, () => "saved" as const);
}
