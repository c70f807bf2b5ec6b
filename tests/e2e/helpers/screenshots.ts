import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page, PageScreenshotOptions } from "@playwright/test";

/**
 * Whether screenshots kept for a look by eye (test-results/…) are taken: on a developer's run,
 * and in CI only with E2E_SCREENSHOTS=1. Nobody opens CI's copies, and taking them (whole pages,
 * in two themes and at phone width) was a sizeable share of the e2e phase. Screenshots a test
 * measures or compares (the contrast checks, the published images) are taken regardless.
 */
export const REVIEW_SCREENSHOTS =
  process.env.E2E_SCREENSHOTS !== undefined ? process.env.E2E_SCREENSHOTS === "1" : !process.env.CI;

/** A screenshot of a page or an element for a look by eye, saved at `options.path`. */
export async function screenshotForReview(
  target: Page | Locator,
  options: PageScreenshotOptions & { path: string },
): Promise<void> {
  if (REVIEW_SCREENSHOTS) await target.screenshot(options);
}

/** A file kept for a look by eye (a printed PDF, say), when screenshots are. */
export async function saveForReview(file: string, data: Uint8Array): Promise<void> {
  if (!REVIEW_SCREENSHOTS) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}
