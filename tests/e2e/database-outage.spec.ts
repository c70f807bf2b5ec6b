/**
 * A database outage is not a sign-out (issue 10, point 17). A second production server of the
 * same build runs on PostgreSQL (TEST_DATABASE_URL) through a TCP proxy; while a person types in
 * the editor, the proxy refuses and drops every database connection for 15 s. The editor says
 * it is offline and keeps the text; when the database is back the pending edits are saved, the
 * server has every word, and the person was never sent to the login page.
 */
import { expect, test } from "@playwright/test";
import { SAVE_STATE_TEXT } from "@/lib/plans/editor-autosave";
import { signUp, TEST_PASSWORD } from "./helpers/accounts";
import {
  createScratchDatabase,
  queryDatabase,
  startFlakyProxy,
  type FlakyProxy,
  type ScratchDatabase,
} from "./helpers/flaky-database";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { startSecondServer, type SecondServer } from "./helpers/second-server";

const OUTAGE_MS = 15_000;
/** Set whenever this spec runs: playwright.config.ts leaves it out without a PostgreSQL server. */
const serverUrl = process.env.TEST_DATABASE_URL ?? "";

test.describe("a database outage while typing", () => {
  let database: ScratchDatabase;
  let proxy: FlakyProxy;
  let server: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(FIRST_LOAD_MS);
    const target = new URL(serverUrl);
    database = await createScratchDatabase(serverUrl);
    proxy = await startFlakyProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startSecondServer({
      DATABASE_URL: database.urlThrough("127.0.0.1", proxy.port),
      // Small pool and quick connect timeout so refused connections surface at once.
      DATABASE_POOL_SIZE: "4",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  test("loses no word and never signs the person out", async ({ browser }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    // A confirmed, signed-in account with one plan (the address is confirmed in the database:
    // the mail outbox of this server is not what is tested here).
    const email = uniqueEmail("outage");
    await signUp(context.request, { email });
    await queryDatabase(database.url, "update users set email_verified = true where email = $1", [
      email,
    ]);
    const login = await context.request.post("/api/auth/login", {
      data: { email, password: TEST_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const plan = await createPlanViaApi(context.request, {
      title: "Outage plan",
      sections: [{ kind: "overview", body: "Start." }],
    });
    await openPlan(page, plan.id);

    const editor = page.getByRole("textbox", { name: "Overview text" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" before");
    await expect(page.getByTestId("save-status")).toHaveText(SAVE_STATE_TEXT.saved);

    // The database goes away for 15 s while the person keeps typing, a word every few seconds.
    const words = ["alpha", "bravo", "charlie", "delta", "echo"];
    proxy.cutOff();
    const outageStarted = Date.now();
    for (const word of words) {
      await page.keyboard.type(` ${word}`);
      await page.waitForTimeout(OUTAGE_MS / words.length - 500);
    }
    await expect(page.getByTestId("save-status")).toHaveText(SAVE_STATE_TEXT.offline);
    await page.waitForTimeout(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
    proxy.restore();

    // Back: the waiting edits are saved without anyone doing anything.
    await expect(page.getByTestId("save-status")).toHaveText(SAVE_STATE_TEXT.saved, {
      timeout: 30_000,
    });
    const [section] = await queryDatabase<{ body: string }>(
      database.url,
      "select body from plan_sections where plan_id = $1 and kind = 'overview'",
      [plan.id],
    );
    for (const word of ["before", ...words]) expect(section?.body).toContain(word);

    expect(visited.filter((path) => path.startsWith("/auth"))).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/plan/${plan.id}`);
    await context.close();
  });
});
