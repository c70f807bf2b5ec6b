"use client";

import { useEffect, useState } from "react";
import { onSectionJump, sectionAnchorId } from "./section-focus";
import { stickyOffset } from "./use-sticky-offset";

/** How far below the sticky bars a heading may be and still count as the one being read. */
export const ACTIVE_LINE_SLACK_PX = 24;

const SCROLL_KEYS = new Set(["PageUp", "PageDown", "Home", "End", "ArrowUp", "ArrowDown", " "]);

/**
 * Which section is being read: the last one whose heading has reached the line just below the
 * sticky bars. Near the end of the page the last sections cannot scroll up to that line, so over
 * the last screen of scrolling the line moves down to the bottom of the window: each of them
 * takes its turn and the last one is active at the very end. A jump (the navigation, find)
 * marks its section while it is on screen, until the user scrolls by hand.
 */
export function activeSectionAt(ids: readonly string[], jumped: string | null): string | null {
  const viewport = window.innerHeight;
  const base = stickyOffset() + ACTIVE_LINE_SLACK_PX;
  const root = document.documentElement;
  const remaining = root.scrollHeight - window.scrollY - viewport;
  const sweep = Math.max(0, viewport - base);
  const line = remaining < sweep ? viewport - remaining : base;

  if (jumped) {
    const top = document.getElementById(sectionAnchorId(jumped))?.getBoundingClientRect().top;
    if (top !== undefined && top >= 0 && top < viewport) return jumped;
  }
  let active: string | null = ids[0] ?? null;
  for (const id of ids) {
    const element = document.getElementById(sectionAnchorId(id));
    if (!element) continue;
    if (element.getBoundingClientRect().top > line) break;
    active = id;
  }
  return active;
}

/** The section being read (see activeSectionAt): marks the navigation's current entry. */
export function useActiveSection(sectionIds: readonly string[]): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  const key = sectionIds.join(",");

  useEffect(() => {
    const ids = key ? key.split(",") : [];
    let jumped: string | null = null;
    let frame = 0;
    const update = () => {
      frame = 0;
      setActiveId(activeSectionAt(ids, jumped));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Scrolling by hand ends a jump's mark; the jump's own (programmatic) scroll does not.
    const byHand = () => {
      jumped = null;
    };
    const byKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, [contenteditable='true']")) return;
      if (SCROLL_KEYS.has(event.key)) jumped = null;
    };
    const stopJumps = onSectionJump((id) => {
      jumped = id;
      schedule();
    });
    // Sections change height as their editors mount or diagrams are drawn.
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    window.addEventListener("wheel", byHand, { passive: true });
    window.addEventListener("touchmove", byHand, { passive: true });
    window.addEventListener("keydown", byKey);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      stopJumps();
      resizes.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.removeEventListener("wheel", byHand);
      window.removeEventListener("touchmove", byHand);
      window.removeEventListener("keydown", byKey);
    };
  }, [key]);

  return activeId;
}
