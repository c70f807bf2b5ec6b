"use client";

import { useCallback, useRef, useState } from "react";
import type { SaveOutcome } from "@/lib/plans/editor-autosave";
import { contentEquals, type DraftContent } from "@/lib/plans/editor-drafts";
import { serverRefusalReason } from "@/lib/plans/save-refusal";
import { conflictCurrent, saveFailureOf } from "./save-errors";
import { useAutosave } from "./use-autosave";
import { useDraftStore } from "./use-draft-store";

/** A save refused for a stale version: the server's record and this tab's text. */
export interface VersionConflict<C, R> {
  server: R;
  mine: C;
}

export interface VersionedAutosaveOptions<C extends DraftContent, R extends { version: number }> {
  planId: string;
  /** A section id, or the details target: names the autosaver and the local draft. */
  target: string;
  initial: R;
  /** The editable fields of a record (a stable, module-level function). */
  contentOf: (record: R) => C;
  /** What to send: the fields of `content` that differ from `last`; none → nothing is sent. */
  changesFrom: (content: C, last: C) => Partial<C>;
  /**
   * Why `content` cannot be saved (the API's limits, checked before sending), or null. While it
   * answers, nothing is sent: the text stays on the screen and in the local draft, and the
   * reason is shown (a stable, module-level function).
   */
  problemOf: (content: C) => string | null;
  send: (changes: Partial<C>, expectedVersion: number) => Promise<R>;
  onSaved: (record: R) => void;
}

/**
 * Autosave with optimistic versions. Every change is kept as a local draft at once and sent after
 * the typing pauses, naming the record's version as `expectedVersion`. A stale version answers
 * with the server's record: when its text is what this tab last saved (only the version moved),
 * the save is simply repeated; otherwise `conflict` holds both versions until the person
 * chooses — take theirs, or save theirs over with `keepMine`. Nothing is overwritten silently.
 */
export function useVersionedAutosave<C extends DraftContent, R extends { version: number }>(
  options: VersionedAutosaveOptions<C, R>,
) {
  const { planId, target, initial, contentOf, changesFrom, problemOf, send, onSaved } = options;
  const drafts = useDraftStore();
  const versionRef = useRef(initial.version);
  const lastSavedRef = useRef<C>(contentOf(initial));
  const [conflict, setConflict] = useState<VersionConflict<C, R> | null>(null);

  const save = useCallback(
    (content: C): Promise<SaveOutcome> => {
      const problem = problemOf(content);
      if (problem) return Promise.resolve({ ok: false, failure: "error", reason: problem });
      const attempt = async (retried: boolean): Promise<SaveOutcome> => {
        const last = lastSavedRef.current;
        const changes = changesFrom(content, last);
        if (Object.keys(changes).length === 0) {
          drafts.discard(planId, target);
          return { ok: true };
        }
        try {
          const saved = await send(changes, versionRef.current);
          versionRef.current = saved.version;
          lastSavedRef.current = contentOf(saved);
          // Drop the draft unless newer typing has replaced it meanwhile.
          const draft = drafts.read(planId, target);
          if (draft && contentEquals(draft.content, content)) drafts.discard(planId, target);
          onSaved(saved);
          return { ok: true };
        } catch (error) {
          const failure = saveFailureOf(error);
          const current = failure === "conflict" ? conflictCurrent<R>(error) : null;
          if (current) {
            versionRef.current = current.version;
            if (!retried && contentEquals(contentOf(current), last)) return attempt(true);
            setConflict({ server: current, mine: content });
          }
          const reason = failure === "error" ? serverRefusalReason(error) : null;
          return { ok: false, failure, reason };
        }
      };
      return attempt(false);
    },
    [changesFrom, contentOf, drafts, onSaved, planId, problemOf, send, target],
  );

  const saver = useAutosave<C>(target, save);

  const change = useCallback(
    (content: C) => {
      drafts.write({ planId, targetId: target, baseVersion: versionRef.current, content });
      // While a conflict waits, "Your version" in the dialog follows the typing.
      setConflict((open) => (open ? { ...open, mine: content } : open));
      saver.change(content);
    },
    [drafts, planId, saver, target],
  );

  /** Saves `mine` over the server's version, which becomes the base. */
  const keepMine = useCallback(
    (mine: C) => {
      if (!conflict) return;
      lastSavedRef.current = contentOf(conflict.server);
      setConflict(null);
      saver.resolveConflict(mine);
    },
    [conflict, contentOf, saver],
  );

  /** Takes the server's version (answered, so the caller can show it); local text is dropped. */
  const takeTheirs = useCallback((): R | null => {
    if (!conflict) return null;
    const { server } = conflict;
    lastSavedRef.current = contentOf(server);
    drafts.discard(planId, target);
    setConflict(null);
    saver.resolveConflict(null);
    onSaved(server);
    return server;
  }, [conflict, contentOf, drafts, onSaved, planId, saver, target]);

  /** The version the next save names (a restored draft is saved on top of it). */
  const currentVersion = useCallback(() => versionRef.current, []);

  return { change, flush: saver.flush, conflict, keepMine, takeTheirs, currentVersion };
}
