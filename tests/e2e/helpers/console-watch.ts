import { expect, type Page } from "@playwright/test";

/**
 * Console messages a page may log without failing a test. Empty on purpose: every entry must be
 * a message that truly cannot be avoided, matched as narrowly as possible, with the reason.
 */
export const ALLOWED_CONSOLE_ERRORS: readonly { pattern: RegExp; reason: string }[] = [];

export interface ConsoleWatch {
  /** Everything caught since the last check, then forgotten. */
  take(): string[];
  /**
   * Marks the test failed, naming `where` and each message, if anything was caught since the last
   * check; the test goes on, so one run lists every page that logs.
   */
  expectNone(where: string): void;
}

/**
 * Collects every console error and uncaught exception of `page` (a failed hydration arrives as
 * one or the other: React's error #418 in a production build, the full diff in development).
 */
export function watchConsole(page: Page): ConsoleWatch {
  let caught: string[] = [];
  const allowed = (text: string) =>
    ALLOWED_CONSOLE_ERRORS.some(({ pattern }) => pattern.test(text));

  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (allowed(text)) return;
    const { url, lineNumber } = message.location();
    caught.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ""}`);
  });
  page.on("pageerror", (error) => {
    const text = `${error.name}: ${error.message}`;
    if (!allowed(text)) caught.push(`uncaught ${text}`);
  });

  return {
    take() {
      const seen = caught;
      caught = [];
      return seen;
    },
    expectNone(where) {
      expect.soft(this.take(), `console errors on ${where}`).toEqual([]);
    },
  };
}
