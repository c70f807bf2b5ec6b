"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { findRanges, findRoots } from "./find-text";

/** The editing area find searches (the sections column of the plan page). */
export const PLAN_EDITOR_AREA = "[data-plan-editor-area]";
/** CSS Custom Highlight names (styled in plan-find.css). */
export const FIND_HIGHLIGHT = "plan-find";
export const FIND_CURRENT_HIGHLIGHT = "plan-find-current";
/** Edits come in bursts (typing, a section mounting): count again once they settle. */
export const FIND_RECOUNT_DELAY_MS = 150;
/** Room kept between a match brought into view and the sticky bars above it. */
const REVEAL_MARGIN = 24;

/** Where the sticky bars above the content end (the find bar lives in one of them). */
function coveredTop(bar: Element | null): number {
  for (let element = bar; element; element = element.parentElement) {
    const { position } = getComputedStyle(element);
    if (position === "sticky" || position === "fixed")
      return element.getBoundingClientRect().bottom;
  }
  return 0;
}

/** The first match at or below the sticky bars (matches run down the page in order). */
function firstVisibleIndex(ranges: readonly Range[], top: number): number {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const rect = ranges[middle]?.getBoundingClientRect();
    if (rect && rect.bottom > top) high = middle;
    else low = middle + 1;
  }
  return low < ranges.length ? low : 0;
}

/** Scrolls a match into the part of the window the sticky bars leave free. */
function reveal(range: Range, top: number) {
  // Inner scrollers first (a wide table, a long code block), then the page itself.
  range.startContainer.parentElement?.scrollIntoView({ block: "nearest", inline: "nearest" });
  const rect = range.getBoundingClientRect();
  if (rect.top >= top + REVEAL_MARGIN && rect.bottom <= window.innerHeight - REVEAL_MARGIN) return;
  window.scrollBy({ top: rect.top - (top + (window.innerHeight - top) / 3), behavior: "instant" });
}

function paint(ranges: readonly Range[], current: number) {
  if (typeof CSS === "undefined" || !("highlights" in CSS)) return;
  const now = ranges[current];
  CSS.highlights.set(FIND_HIGHLIGHT, new Highlight(...ranges));
  if (now) {
    const highlight = new Highlight(now);
    highlight.priority = 1;
    CSS.highlights.set(FIND_CURRENT_HIGHLIGHT, highlight);
  } else {
    CSS.highlights.delete(FIND_CURRENT_HIGHLIGHT);
  }
}

function unpaint() {
  if (typeof CSS === "undefined" || !("highlights" in CSS)) return;
  CSS.highlights.delete(FIND_HIGHLIGHT);
  CSS.highlights.delete(FIND_CURRENT_HIGHLIGHT);
}

/**
 * The matches of `query` in the editing area while find is open: counted again when the
 * content changes, highlighted without touching the editors' DOM, one of them current.
 */
export function usePlanFind(open: boolean, query: string, barRef: React.RefObject<Element | null>) {
  const rangesRef = useRef<Range[]>([]);
  const currentRef = useRef(0);
  const [view, setView] = useState({ total: 0, current: 0 });

  const show = useCallback(
    (current: number, scroll: boolean) => {
      const ranges = rangesRef.current;
      currentRef.current = current;
      paint(ranges, current);
      setView({ total: ranges.length, current });
      const range = ranges[current];
      if (scroll && range) reveal(range, coveredTop(barRef.current));
    },
    [barRef],
  );

  const search = useCallback(() => {
    const area = document.querySelector(PLAN_EDITOR_AREA);
    rangesRef.current = open && area ? findRanges(findRoots(area), query) : [];
  }, [open, query]);

  // A new query: start from the first match on screen (or below it) and show it.
  useEffect(() => {
    search();
    if (!open) {
      unpaint();
      return;
    }
    show(firstVisibleIndex(rangesRef.current, coveredTop(barRef.current)), true);
  }, [open, search, show, barRef]);

  // The content changed (typing, a section mounted or added): count again, stay where we are.
  useEffect(() => {
    const area = document.querySelector(PLAN_EDITOR_AREA);
    if (!open || !area) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        search();
        show(Math.min(currentRef.current, Math.max(0, rangesRef.current.length - 1)), false);
      }, FIND_RECOUNT_DELAY_MS);
    });
    observer.observe(area, { subtree: true, childList: true, characterData: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [open, search, show]);

  useEffect(() => unpaint, []);

  const step = useCallback(
    (delta: 1 | -1) => {
      const total = rangesRef.current.length;
      if (total === 0) return;
      show((currentRef.current + delta + total) % total, true);
    },
    [show],
  );

  /** The current match, if it is still in the page. */
  const currentRange = useCallback((): Range | null => {
    const range = rangesRef.current[currentRef.current];
    return range && range.startContainer.isConnected ? range : null;
  }, []);

  return { ...view, next: () => step(1), previous: () => step(-1), currentRange };
}
