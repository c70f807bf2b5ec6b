import type { Page } from "@playwright/test";

/**
 * How many CSS pixels the page is wider than the viewport (0 or less: nothing sticks out, so
 * there is no sideways scrolling). Wide content such as tables must scroll inside its own box.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
