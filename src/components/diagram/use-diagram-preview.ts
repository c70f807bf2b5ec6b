"use client";

import { useEffect, useState } from "react";
import type { DiagramRenderer } from "@/lib/diagrams/renderer";
import type { DiagramValidation } from "@/lib/diagrams/validate";

/** Typing pauses this long before the source is checked and the preview redrawn. */
export const DIAGRAM_PREVIEW_DEBOUNCE_MS = 400;

export type DiagramProblem = Extract<DiagramValidation, { valid: false }>;

interface PreviewSession {
  live: boolean;
  /** The last source that passed validation (or the source when editing began). */
  shown: string;
  /** The source the last finished check looked at (none yet: check once when editing begins). */
  checked: string | null;
  problem: DiagramProblem | null;
  checking: boolean;
}

/**
 * The picture a diagram shows while its source is being edited: each pause in typing validates
 * the new source (off-screen, through the page's renderer); a valid source replaces the picture,
 * an invalid one leaves the last good picture and reports the error and its line. Outside
 * editing the picture simply follows the stored source (an invalid one draws the error picture).
 */
export function useDiagramPreview(
  source: string,
  renderer: DiagramRenderer | null,
  live: boolean,
): { shownSource: string; problem: DiagramProblem | null; checking: boolean } {
  const [session, setSession] = useState<PreviewSession>(() => newSession(live, source));
  // Entering or leaving edit mode starts a new session (state derived from props during render,
  // as React recommends, rather than in an effect that would draw one stale frame first).
  if (session.live !== live) setSession(newSession(live, source));

  const pending = live && renderer !== null && source !== session.checked;
  useEffect(() => {
    if (!pending || !renderer) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      setSession((current) => ({ ...current, checking: true }));
      void renderer.validate(source).then((result) => {
        if (cancelled) return;
        setSession((current) =>
          result.valid
            ? { ...current, shown: source, checked: source, problem: null, checking: false }
            : { ...current, checked: source, problem: result, checking: false },
        );
      });
    }, DIAGRAM_PREVIEW_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pending, renderer, source]);

  if (!live) return { shownSource: source, problem: null, checking: false };
  return { shownSource: session.shown, problem: session.problem, checking: session.checking };
}

function newSession(live: boolean, source: string): PreviewSession {
  return { live, shown: source, checked: null, problem: null, checking: false };
}
