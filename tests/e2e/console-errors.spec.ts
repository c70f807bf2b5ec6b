/**
 * The main pages load without a single console error, uncaught exception or failed hydration
 * (React's minified error #418 in the production build), in light and dark, with the browser in
 * a time zone and locale far from the server's. console-errors-postgres.spec.ts runs the same
 * tour against a server on PostgreSQL, where reads take long enough to expose render races.
 */
import { expect, test } from "@playwright/test";
import { signUpOnDashboard } from "./dashboard-helpers";
import { watchConsole } from "./helpers/console-watch";
import {
  BROWSER_LOCALE,
  BROWSER_TIME_ZONE,
  DIAGRAM_RENDER_MS,
  LOOKS,
  applyLook,
  createTourPlans,
  settle,
  tourSignedIn,
} from "./helpers/main-pages-tour";
import { FIRST_LOAD_MS, withoutHotReload } from "./helpers/plan-page";

test.use({ timezoneId: BROWSER_TIME_ZONE, locale: BROWSER_LOCALE });

test.describe("console errors", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("the landing page signed out, in light and dark, logs nothing", async ({ page }) => {
    const watch = watchConsole(page);
    for (const look of LOOKS) {
      await page.goto("/");
      await applyLook(page, look);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settle(page);
      watch.expectNone(`/ signed out (${look.scheme} scheme, theme ${look.theme})`);
    }
  });

  test("dashboard, all projects, plans and every settings page, in light and dark, log nothing", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + DIAGRAM_RENDER_MS * 3);
    const watch = watchConsole(page);
    await signUpOnDashboard(page, "console-errors", "Carla Console");
    const plans = await createTourPlans(page.request);
    watch.expectNone("sign-up and the first dashboard");
    for (const look of LOOKS) await tourSignedIn(page, watch, plans, look);
  });
});
