import type { Editor } from "@tiptap/react";

/** DOM ids of a section's parts, shared by the navigation (jump, rename) and the section card. */
export const sectionAnchorId = (sectionId: string) => `section-${sectionId}`;
export const sectionTitleInputId = (sectionId: string) => `section-title-${sectionId}`;

/** What a section's body offers while it may still be a read-only rendering (lazy editors). */
export interface SectionBodyHandle {
  /** Mounts the editor if needed; resolves with it once it is ready (null if it went away). */
  activate(): Promise<Editor | null>;
}

const bodies = new Map<string, SectionBodyHandle>();

/** A section's body announces itself (section-editor.tsx); the returned function withdraws it. */
export function registerSectionBody(sectionId: string, handle: SectionBodyHandle): () => void {
  bodies.set(sectionId, handle);
  return () => {
    if (bodies.get(sectionId) === handle) bodies.delete(sectionId);
  };
}

/**
 * Mounts a section's editor (it may still be shown read-only) and resolves with it once it is
 * ready, without moving the focus or the page: for code that then selects something in it
 * (find). Null when the section has no body on the page.
 */
export async function activateSection(sectionId: string): Promise<Editor | null> {
  return (await bodyOf(sectionId))?.activate() ?? null;
}

/** A section added a moment ago registers on its first frames: wait for it a little. */
function bodyOf(sectionId: string, attempts = 10): Promise<SectionBodyHandle | null> {
  const body = bodies.get(sectionId);
  if (body || attempts <= 0) return Promise.resolve(body ?? null);
  return new Promise((resolve) =>
    requestAnimationFrame(() => void bodyOf(sectionId, attempts - 1).then(resolve)),
  );
}

type JumpListener = (sectionId: string) => void;
const jumpListeners = new Set<JumpListener>();

/** The navigation's highlight follows jumps too (a short last section never reaches the top). */
export function onSectionJump(listener: JumpListener): () => void {
  jumpListeners.add(listener);
  return () => void jumpListeners.delete(listener);
}

/** Beyond this distance a jump is instant: a smooth scroll would mount every section it passes. */
const SMOOTH_JUMP_MAX_SCREENS = 1.5;

/**
 * How long a jumped-to heading is held below the sticky bars while the page settles: sections
 * above it mount their editors, diagrams are drawn, a freshly loaded page fills in. The browser's
 * scroll anchoring does not cover it when the anchor itself is replaced (a read-only text becoming
 * an editor).
 */
export const JUMP_SETTLE_MS = 2_000;

let releasePin: (() => void) | null = null;

/** Scrolls a section's heading to just below the sticky bars (its scroll-margin-top). */
export function scrollToSection(element: HTMLElement) {
  releasePin?.();
  const distance = Math.abs(element.getBoundingClientRect().top);
  const smooth =
    !window.matchMedia("(prefers-reduced-motion: reduce)").matches &&
    distance < window.innerHeight * SMOOTH_JUMP_MAX_SCREENS;
  element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  pinWhileSettling(element, smooth);
}

/** Re-aligns the heading when the layout above it moves, until the user scrolls by hand. */
function pinWhileSettling(element: HTMLElement, smooth: boolean) {
  let aligned = !smooth;
  const align = () => {
    if (!aligned || !element.isConnected) return;
    // Where scrollIntoView puts it; at the end of the page it stays lower (a no-op scroll).
    const wanted = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (Math.abs(element.getBoundingClientRect().top - wanted) > 1) {
      element.scrollIntoView({ block: "start" });
    }
  };
  const settled = () => {
    aligned = true;
    align();
  };
  const observer = new ResizeObserver(align);
  observer.observe(document.body);
  // A scroll the page did by itself (a browser restoring the old position on reload).
  window.addEventListener("scroll", align, { passive: true });
  const stop = () => {
    observer.disconnect();
    window.removeEventListener("scroll", align);
    clearTimeout(timer);
    clearTimeout(smoothEnd);
    window.removeEventListener("scrollend", settled);
    for (const type of HAND_SCROLL_EVENTS) window.removeEventListener(type, stop);
    if (releasePin === stop) releasePin = null;
  };
  const timer = setTimeout(stop, JUMP_SETTLE_MS);
  // A smooth scroll is left alone until it ends ('scrollend', or a moment later without it).
  const smoothEnd = smooth ? setTimeout(settled, 1_000) : undefined;
  if (smooth) window.addEventListener("scrollend", settled, { once: true });
  for (const type of HAND_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  releasePin = stop;
  requestAnimationFrame(align);
}

/** Lets go of a jumped-to heading early (a caller about to scroll to something inside it). */
export function releaseSectionPin() {
  releasePin?.();
}

const HAND_SCROLL_EVENTS = ["wheel", "touchmove", "keydown", "pointerdown"] as const;

/**
 * Scrolls to a section and puts the focus in its title (to rename it), on the section itself (to
 * read it) or in its text ("body": the editor is mounted first if it was still read-only, the
 * caret goes to the start). Waits for the next frames, so a section that was just added is there.
 */
export function focusSection(
  sectionId: string,
  target: "section" | "title" | "body",
  attempts = 10,
) {
  requestAnimationFrame(() => {
    const section = document.getElementById(sectionAnchorId(sectionId));
    const element =
      target === "title" ? document.getElementById(sectionTitleInputId(sectionId)) : section;
    if (!element || !section) {
      if (attempts > 0) focusSection(sectionId, target, attempts - 1);
      return;
    }
    jumpListeners.forEach((listener) => listener(sectionId));
    scrollToSection(section);
    if (target === "body") {
      void activateSection(sectionId).then((editor) => {
        if (editor && !editor.isDestroyed && !editor.isFocused) {
          editor.commands.focus("start", { scrollIntoView: false });
        }
      });
      return;
    }
    element.focus({ preventScroll: true });
    if (element instanceof HTMLInputElement && target === "title") element.select();
  });
}
