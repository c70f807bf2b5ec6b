/** DOM ids of a section's parts, shared by the navigation (jump, rename) and the section card. */
export const sectionAnchorId = (sectionId: string) => `section-${sectionId}`;
export const sectionTitleInputId = (sectionId: string) => `section-title-${sectionId}`;

/**
 * Scrolls to a section and puts the focus in its title (to rename it) or on the section itself
 * (to read or edit it). Waits for the next frames, so a section that was just added is there.
 */
export function focusSection(sectionId: string, target: "section" | "title", attempts = 10) {
  requestAnimationFrame(() => {
    const element = document.getElementById(
      target === "title" ? sectionTitleInputId(sectionId) : sectionAnchorId(sectionId),
    );
    if (!element) {
      if (attempts > 0) focusSection(sectionId, target, attempts - 1);
      return;
    }
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
    element.focus({ preventScroll: true });
    if (element instanceof HTMLInputElement && target === "title") element.select();
  });
}
