import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { ConsoleWatch } from "./console-watch";
import { mermaidFence } from "./diagram-fixtures";
import { openPlan } from "./plan-page";
import { createPlanViaApi, type SeededPlan } from "./plans";

/**
 * The browser's time zone and locale in the console checks: far from any server's (UTC+14,
 * German), so a date or number the server formats one way and the browser another cannot hide.
 */
export const BROWSER_TIME_ZONE = "Pacific/Kiritimati";
export const BROWSER_LOCALE = "de-DE";
/** Mermaid arrives with the first diagram. */
export const DIAGRAM_RENDER_MS = 60_000;

export const SETTINGS_PAGES = [
  "/settings",
  "/settings/profile",
  "/settings/username",
  "/settings/security",
  "/settings/plan-customization",
  "/settings/payments",
] as const;

/** How the pages are looked at: the system's colour scheme and the user's own theme choice. */
export const LOOKS = [
  { scheme: "light", theme: "system" },
  { scheme: "dark", theme: "system" },
  { scheme: "light", theme: "dark" },
] as const;
export type Look = (typeof LOOKS)[number];

export interface TourPlans {
  withDiagram: SeededPlan;
  withoutDiagrams: SeededPlan;
}

/** Three plans for the signed-in user: one with a diagram, one without, one empty. */
export async function createTourPlans(request: APIRequestContext): Promise<TourPlans> {
  const withDiagram = await createPlanViaApi(request, {
    title: "Website relaunch",
    summary: "A new site for the bakery.",
    sections: [
      {
        kind: "overview",
        body: `The plan at a glance.\n\n${mermaidFence("flowchart LR\n  Brief --> Plan --> Launch")}`,
      },
      { kind: "scope", body: "Design and build the new site." },
      { kind: "timeline", body: "Four weeks, two milestones." },
    ],
  });
  const withoutDiagrams = await createPlanViaApi(request, {
    title: "Brand audit",
    sections: [
      { kind: "overview", body: "A review of the brand." },
      { kind: "scope", body: "Logo, colours and voice." },
    ],
  });
  await createPlanViaApi(request, { title: "Shop migration" });
  return { withDiagram, withoutDiagrams };
}

/** Waits until the page has settled: loaded, no requests in flight, React's work done. */
export async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
  // Hydration and the effects after it run in tasks of their own; let them finish.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Sets the colour scheme and the theme next-themes reads from local storage (`theme`). */
export async function applyLook(page: Page, { scheme, theme }: Look) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
}

/**
 * Loads each main page of a signed-in user (landing, dashboard, all projects, a plan with a
 * diagram, one without, every settings page) in `look`, checking the console after each.
 */
export async function tourSignedIn(page: Page, watch: ConsoleWatch, plans: TourPlans, look: Look) {
  const name = `${look.scheme} scheme, theme ${look.theme}`;
  await applyLook(page, look);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await settle(page);
  watch.expectNone(`/ signed in (${name})`);

  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: plans.withDiagram.title }).first()).toBeVisible();
  await settle(page);
  watch.expectNone(`/dashboard (${name})`);

  await page.goto("/all-projects");
  await expect(page.getByRole("link", { name: plans.withoutDiagrams.title }).first()).toBeVisible();
  await settle(page);
  watch.expectNone(`/all-projects (${name})`);

  await openPlan(page, plans.withDiagram.id);
  await expect(page.locator(".mermaid.rendered")).toHaveCount(1, { timeout: DIAGRAM_RENDER_MS });
  await settle(page);
  watch.expectNone(`/plan with a diagram (${name})`);

  await openPlan(page, plans.withoutDiagrams.id);
  await settle(page);
  watch.expectNone(`/plan without diagrams (${name})`);

  for (const path of SETTINGS_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await settle(page);
    watch.expectNone(`${path} (${name})`);
  }
}
