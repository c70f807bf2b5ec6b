/**
 * The console check of console-errors.spec.ts against a second production server of the same
 * build on PostgreSQL (TEST_DATABASE_URL, always set in CI; playwright.config.ts leaves this spec
 * out without one). A read over the network outlasts a render where embedded PGlite answers at
 * once: this is where the plan page's hydration mismatch (#418 on every load) showed.
 */
import { expect, test } from "@playwright/test";
import { signUp, TEST_PASSWORD } from "./helpers/accounts";
import { watchConsole } from "./helpers/console-watch";
import {
  createScratchDatabase,
  queryDatabase,
  type ScratchDatabase,
} from "./helpers/flaky-database";
import { uniqueEmail } from "./helpers/mailbox";
import {
  BROWSER_LOCALE,
  BROWSER_TIME_ZONE,
  DIAGRAM_RENDER_MS,
  LOOKS,
  createTourPlans,
  tourSignedIn,
} from "./helpers/main-pages-tour";
import { FIRST_LOAD_MS } from "./helpers/plan-page";
import { startSecondServer, type SecondServer } from "./helpers/second-server";

/**
 * One look here: what differs on PostgreSQL is how long reads take, not how a theme is drawn
 * (console-errors.spec.ts tours every look). The user's own dark theme on a light system is the
 * one the server cannot know when it renders (it lives in local storage), so it is the look
 * where a slow read and the theme's script meet.
 */
const POSTGRES_LOOK = LOOKS.find((look) => look.theme === "dark")!;

/** Set whenever this spec runs (see playwright.config.ts). */
const serverUrl = process.env.TEST_DATABASE_URL ?? "";

test.describe("console errors on PostgreSQL", () => {
  let database: ScratchDatabase;
  let server: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(FIRST_LOAD_MS);
    database = await createScratchDatabase(serverUrl);
    server = await startSecondServer({ DATABASE_URL: database.url });
  });

  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("dashboard, all projects, plans and every settings page, in the user's own dark theme, log nothing", async ({
    browser,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + DIAGRAM_RENDER_MS);
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      timezoneId: BROWSER_TIME_ZONE,
      locale: BROWSER_LOCALE,
    });
    const page = await context.newPage();
    const watch = watchConsole(page);

    // A confirmed, signed-in account (confirmed in the database: this server's outbox is not
    // what is tested here).
    const email = uniqueEmail("console-pg");
    await signUp(context.request, { email, fullName: "Paula Postgres" });
    await queryDatabase(database.url, "update users set email_verified = true where email = $1", [
      email,
    ]);
    const login = await context.request.post("/api/auth/login", {
      data: { email, password: TEST_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const plans = await createTourPlans(context.request);

    // The theme lives in the origin's local storage: open the origin first.
    await page.goto("/");
    await tourSignedIn(page, watch, plans, POSTGRES_LOOK);
    await context.close();
  });
});
