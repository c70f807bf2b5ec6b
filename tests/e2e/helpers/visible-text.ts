import type { Locator } from "@playwright/test";

/**
 * The text a sighted reader sees in an element: its text without the visually hidden parts
 * (`.sr-only`, e.g. the "added:" / "removed:" a screen reader says around a marked change).
 */
export function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
    return (copy.textContent ?? "").replace(/\s+/g, " ");
  });
}
