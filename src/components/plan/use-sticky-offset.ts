"use client";

import { useLayoutEffect, type RefObject } from "react";

/**
 * The CSS variable holding the bottom edge of the page's sticky bars (app header + the plan's
 * bar with the toolbar), in px from the top of the window. Section headings scroll to just below
 * it (scroll-margin-top), the sidebar sticks below it, and the active-section line sits on it.
 */
export const STICKY_OFFSET_VAR = "--plan-sticky-offset";

/** Before the bar is measured (server render): about the header and a one-row bar. */
const FALLBACK_PX = 144;

/** The current bottom edge of the sticky bars, in px. */
export function stickyOffset(): number {
  if (typeof document === "undefined") return FALLBACK_PX;
  const value = document.documentElement.style.getPropertyValue(STICKY_OFFSET_VAR);
  const px = Number.parseFloat(value);
  return Number.isFinite(px) ? px : FALLBACK_PX;
}

/**
 * Keeps STICKY_OFFSET_VAR equal to the real bottom of the sticky element: its height changes
 * with the screen width (the bar wraps on a phone), the save state and what the toolbar shows.
 */
export function useStickyOffset(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const top = Number.parseFloat(getComputedStyle(element).top) || 0;
      root.style.setProperty(STICKY_OFFSET_VAR, `${Math.ceil(top + element.offsetHeight)}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty(STICKY_OFFSET_VAR);
    };
  }, [ref]);
}
