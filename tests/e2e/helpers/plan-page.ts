import { expect, type BrowserContext, type Page } from "@playwright/test";

/** The first visit of /plan/{id} compiles the page and the editor chunk in dev: be patient. */
export const FIRST_LOAD_MS = 120_000;

/** Opens a plan (with sections) and waits until the page is live: its editors exist only then. */
export async function openPlan(page: Page, planId: string) {
  await page.goto(`/plan/${planId}`, { timeout: FIRST_LOAD_MS });
  // Visible only: while a streamed page is revealed, React can briefly keep the streamed copy of
  // the plan in a hidden segment next to the one shown.
  await expect(page.getByTestId("save-status").filter({ visible: true })).toHaveText("Saved", {
    timeout: FIRST_LOAD_MS,
  });
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
}

/** Messages of a dev server's hot reloader that reload or patch the page. */
const HOT_UPDATES =
  /"type":"(reloadPage|turbopack-message|serverComponentChanges|serverOnlyChanges)"/;

/**
 * Against a dev server (E2E_BASE_URL) every change to any source file would reload the page
 * mid-test; the hot-reload connection is kept (the dev client needs it) minus its updates.
 */
export async function withoutHotReload(context: BrowserContext) {
  await context.routeWebSocket(/\/_next\/(webpack-)?hmr/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message !== "string" || !HOT_UPDATES.test(message)) socket.send(message);
    });
    socket.onMessage((message) => server.send(message));
  });
}
