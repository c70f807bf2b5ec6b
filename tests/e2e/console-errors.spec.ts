import { expect, test, type Page } from "@playwright/test";
import { signUpOnDashboard } from "./dashboard-helpers";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { createPlanViaApi } from "./helpers/plans";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { watchConsole } from "./helpers/console-watch";

/**
 * The main pages load without a single console error, uncaught exception or hydration mismatch
 * (React's minified #418/#423/#425 in the production build), in light and dark mode. The
 * browser runs in a time zone and locale that differ from any server's (UTC+14, German), so a
 * date or number the server formats one way and the browser another cannot hide.
 */
const BROWSER_TIME_ZONE = "Pacific/Kiritimati";
const BROWSER_LOCALE = "de-DE";
const RENDER_MS = 60_000;

test.use({ timezoneId: BROWSER_TIME_ZONE, locale: BROWSER_LOCALE });

/** Waits until the page has settled: loaded, no requests in flight, and React idle. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  // Hydration and the effects after it run in tasks of their own; let them finish.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}

/** The user's own theme choice (next-themes keeps it in local storage as `theme`). */
async function chooseTheme(page: Page, theme: "light" | "dark" | "system") {
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
}

const SETTINGS_TABS = [
  "/settings",
  "/settings/profile",
  "/settings/username",
  "/settings/security",
  "/settings/plan-customization",
] as const;

const DIAGRAM = "flowchart LR\n  Brief --> Plan --> Launch";

test.describe("console errors", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("the landing page signed out, in light and dark, logs nothing", async ({ page }) => {
    const consoleWatch = watchConsole(page);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settle(page);
      consoleWatch.expectNone(`/ signed out (${scheme})`);
    }
  });

  test("dashboard, all projects, plans and every settings tab, in light and dark, log nothing", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 2);
    const consoleWatch = watchConsole(page);
    await signUpOnDashboard(page, "console-errors", "Carla Console");
    // Plans a few days and weeks old would read as dates; fresh ones as "just now".
    const withDiagram = await createPlanViaApi(page.request, {
      title: "Website relaunch",
      summary: "A new site for the bakery.",
      sections: [
        { kind: "overview", body: `The plan at a glance.\n\n${mermaidFence(DIAGRAM)}` },
        { kind: "scope", body: "Design and build the new site." },
        { kind: "timeline", body: "Four weeks, two milestones." },
      ],
    });
    const plain = await createPlanViaApi(page.request, {
      title: "Brand audit",
      sections: [
        { kind: "overview", body: "A review of the brand." },
        { kind: "scope", body: "Logo, colours and voice." },
      ],
    });
    await createPlanViaApi(page.request, { title: "Shop migration" });
    consoleWatch.expectNone("sign-up");

    // "system" follows the emulated colour scheme; "light"/"dark" are the user's own choice.
    const looks = [
      { scheme: "light", theme: "system" },
      { scheme: "dark", theme: "system" },
      { scheme: "light", theme: "dark" },
    ] as const;
    for (const { scheme, theme } of looks) {
      const look = `${scheme} scheme, theme ${theme}`;
      await page.emulateMedia({ colorScheme: scheme });
      await chooseTheme(page, theme);

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settle(page);
      consoleWatch.expectNone(`/ signed in (${look})`);

      await page.goto("/dashboard");
      await expect(page.getByRole("link", { name: "Website relaunch" }).first()).toBeVisible();
      await settle(page);
      consoleWatch.expectNone(`/dashboard (${look})`);

      await page.goto("/all-projects");
      await expect(page.getByRole("link", { name: "Shop migration" }).first()).toBeVisible();
      await settle(page);
      consoleWatch.expectNone(`/all-projects (${look})`);

      await openPlan(page, withDiagram.id);
      await expect(page.locator(".mermaid.rendered")).toHaveCount(1, { timeout: RENDER_MS });
      await settle(page);
      consoleWatch.expectNone(`/plan with a diagram (${look})`);

      await openPlan(page, plain.id);
      await settle(page);
      consoleWatch.expectNone(`/plan without diagrams (${look})`);

      for (const path of SETTINGS_TABS) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await settle(page);
        consoleWatch.expectNone(`${path} (${look})`);
      }
    }
  });
});
