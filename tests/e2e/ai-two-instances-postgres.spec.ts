/**
 * Two app instances on one PostgreSQL database (TEST_DATABASE_URL, always set in CI;
 * playwright.config.ts leaves this spec out without one): a long offline reply started on
 * instance A keeps being written by A while the browser reloads the thread from instance B; B
 * serves the reconnect from the stored chunks and the NOTIFYs A sends, so the same reply
 * continues live to its end, once, with nothing lost.
 *
 * Both servers listen on 127.0.0.1, and cookies are per host (not port), so the session made on
 * A is sent to B as well; the sessions are rows in the shared database.
 */
import { expect, test, type Response } from "@playwright/test";
import { conversation, lastReply, sendMessage, signInOn, stopButton } from "./helpers/ai-app";
import { watchConsole } from "./helpers/console-watch";
import {
  createScratchDatabase,
  queryDatabase,
  type ScratchDatabase,
} from "./helpers/flaky-database";
import { startSecondServer, type SecondServer } from "./helpers/second-server";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
/** Slow enough that the reply is still being written when the page moves to the other instance. */
const SLOW_STREAM = { AI_OFFLINE_STREAM_DELAY_MS: "500" };
const BRIEF =
  "Plan a website redesign for Crumb & Co. bakery with a $5,000 budget in 6 weeks: online orders, a weekly menu editor, a gallery and a contact form.";

test.describe("AI generations across two instances on PostgreSQL", () => {
  let database: ScratchDatabase;
  let a: SecondServer;
  let b: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createScratchDatabase(serverUrl);
    // One after the other: the first applies the migrations.
    a = await startSecondServer({ DATABASE_URL: database.url, ...SLOW_STREAM });
    b = await startSecondServer({ DATABASE_URL: database.url, ...SLOW_STREAM });
  });

  test.afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  test("a reply started on instance A continues live after a reload served by instance B", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ baseURL: a.baseUrl });
    const page = await context.newPage();
    const watch = watchConsole(page);
    await signInOn(a, page, "ai-two-instances");

    await page.goto("/ai");
    await sendMessage(page, BRIEF);
    await page.waitForURL(/\/ai\/thread\/[\w-]+$/);
    const threadPath = new URL(page.url()).pathname;
    await expect(lastReply(page)).not.toBeEmpty();
    await expect(stopButton(page)).toBeVisible();
    const beforeMove = (await lastReply(page).innerText()).trim();

    const fromB: Response[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(`${b.baseUrl}/api/ai/`)) fromB.push(response);
    });
    await page.goto(`${b.baseUrl}${threadPath}`);
    // Still being written: B shows it live (Stop offered), then to its end.
    await expect(stopButton(page)).toBeVisible();
    await expect(stopButton(page)).toBeHidden({ timeout: 120_000 });
    const full = (await lastReply(page).innerText()).trim();
    expect(full.length).toBeGreaterThan(beforeMove.length);
    // Nothing lost: what A showed before the move is where the reply B finished starts.
    expect(full.startsWith(beforeMove.slice(0, 80))).toBe(true);
    // B served the reconnect: its stream route answered this page.
    expect(
      fromB.some((response) => /\/stream$/.test(new URL(response.url()).pathname)),
      fromB.map((response) => `${response.status()} ${response.url()}`).join("\n"),
    ).toBe(true);

    // The generation ran on one instance and ended once; B's reload shows one stored reply.
    const rows = await queryDatabase<{ status: string; instance_id: string }>(
      database.url,
      "select status, instance_id from ai_generations",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("finished");
    await page.reload();
    await expect(conversation(page).locator('[data-role="assistant"]')).toHaveCount(1);
    expect((await lastReply(page).innerText()).trim()).toBe(full);
    watch.expectNone("/ai/thread on two instances");
    await context.close();
  });
});
