/**
 * The chat on /ai with the offline planner: a reply streams into a new thread, a reload
 * mid-stream continues the same reply, Stop cancels it on the server (the stored reply is the
 * part written before Stop), and screenshots of /ai and the plan chat panel in light, dark and
 * at phone width for a look by eye.
 *
 * Reload and Stop run on a second server whose offline planner streams slowly
 * (AI_OFFLINE_STREAM_DELAY_MS), so there is time to act mid-reply without timing assertions.
 */
import { expect, test, type Page } from "@playwright/test";
import { AI_TEXT } from "@/lib/errors/ai";
import { signUp, signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { createPlanViaApi } from "./helpers/plans";
import { startSecondServer, type SecondServer } from "./helpers/second-server";
import { screenshotForReview } from "./helpers/screenshots";

const DIR = "test-results/screenshots";
const PROMPT = "Plan a website redesign for a bakery with a $5,000 budget in 6 weeks";
/** Milliseconds between streamed pieces on the slow server. */
const SLOW_STREAM_DELAY_MS = "150";

const log = (page: Page) => page.getByRole("log", { name: "Conversation" });
const reply = (page: Page) => log(page).locator('[data-role="assistant"]').last();
const stopButton = (page: Page) => page.getByRole("button", { name: "Stop" });

async function send(page: Page, text: string) {
  const box = page.getByLabel("Message", { exact: true });
  await box.fill(text);
  await box.press("Enter");
}

/** Signs a new account in on the second server (its confirmation link is in its output). */
async function signInOn(server: SecondServer, page: Page) {
  const email = uniqueEmail("chat-slow");
  await signUp(page.request, { email, fullName: "Sam Slow" });
  let link: string | undefined;
  await expect
    .poll(() => {
      const line = server
        .output()
        .split("\n")
        .findLast((entry) => entry.startsWith(`[mail] confirm-email to ${email}: `));
      link = line?.split(" → ")[1]?.trim();
      return !!link;
    })
    .toBe(true);
  await page.goto(link!);
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

test.describe("AI chat with the offline planner", () => {
  let slow: SecondServer;
  test.beforeAll(async () => {
    slow = await startSecondServer({ AI_OFFLINE_STREAM_DELAY_MS: SLOW_STREAM_DELAY_MS });
  });
  test.afterAll(async () => {
    await slow?.stop();
  });

  test("a reply streams into a new thread, continues after a reload mid-stream, and Stop keeps what was written", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: slow.baseUrl });
    const page = await context.newPage();
    await signInOn(slow, page);

    await page.goto("/ai");
    await send(page, PROMPT);
    await page.waitForURL(/\/ai\/thread\/[\w-]+$/);
    const threadUrl = page.url();
    await expect(reply(page)).not.toBeEmpty();
    await expect(stopButton(page)).toBeVisible();

    // Reload while the reply is being written: the same reply continues live, then ends.
    await page.reload();
    await expect(log(page).locator('[data-role="user"]')).toContainText(PROMPT);
    await expect(stopButton(page)).toBeVisible();
    await expect(stopButton(page)).toBeHidden({ timeout: 90_000 });
    const full = (await reply(page).innerText()).trim();
    expect(full.length).toBeGreaterThan(200);
    // The stored reply is the one that streamed, and it is there once (not twice).
    await page.reload();
    await expect(log(page).locator('[data-role="assistant"]')).toHaveCount(1);
    expect((await reply(page).innerText()).trim()).toBe(full);
    // The thread is titled from the first message.
    await expect(
      page.getByRole("navigation", { name: "Chat history" }).getByRole("link", { name: PROMPT }),
    ).toBeVisible();

    // Stop: the same prompt in a new chat, stopped after its first words.
    await page.goto("/ai");
    await send(page, PROMPT);
    await page.waitForURL(/\/ai\/thread\/[\w-]+$/);
    await expect(reply(page)).not.toBeEmpty();
    await stopButton(page).click();
    await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
    await page.reload();
    await expect(stopButton(page)).toBeHidden();
    const stopped = (await reply(page).innerText()).trim();
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped.length).toBeLessThan(full.length);
    await expect(page.getByTestId("reply-stopped")).toHaveText(AI_TEXT.stopped);
    expect(page.url()).not.toBe(threadUrl);
    await context.close();
  });
});

async function shootChat(page: Page, suffix: string) {
  await page.goto("/ai");
  await expect(page.getByRole("heading", { name: "What are we planning today?" })).toBeVisible();
  await screenshotForReview(page, { path: `${DIR}/ai-empty-${suffix}.png` });
  await send(page, "Draw a flowchart of our client onboarding: call, proposal, contract, kickoff");
  await page.waitForURL(/\/ai\/thread\/[\w-]+$/);
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 30_000 });
  // The reply's Mermaid block is drawn by the Diagrams renderer, and the thread is listed (in
  // the drawer on a phone).
  await expect(log(page).locator("svg[id]").first()).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole("button", { name: "Chat history" }).click();
  await expect(
    page
      .getByRole("navigation", { name: "Chat history" })
      .getByRole("link", { name: /^Draw a flowchart/ }),
  ).toBeVisible();
  if (phone) {
    await screenshotForReview(page, { path: `${DIR}/ai-history-drawer-${suffix}.png` });
    await page.keyboard.press("Escape");
  }
  await screenshotForReview(page, { path: `${DIR}/ai-thread-${suffix}.png` });

  const plan = await createPlanViaApi(page.request, {
    title: "Bakery website",
    summary: "A new site for Crumb & Co.",
    sections: [
      { kind: "overview", body: "A responsive website with online orders." },
      { kind: "goals", body: "- Online orders\n- Faster pages" },
    ],
  });
  await page.goto(`/plan/${plan.id}`);
  await page.getByRole("button", { name: "Ask AI" }).click();
  await send(page, "What is missing from this plan?");
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible({ timeout: 30_000 });
  await expect(reply(page)).not.toBeEmpty();
  // A change asked for in the panel comes back as a proposal card (diff, Apply, Dismiss).
  await send(page, "Add a section about testing");
  await expect(page.getByRole("button", { name: "Apply" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Apply" }).scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: `${DIR}/plan-chat-panel-${suffix}.png` });
}

test.describe("AI chat screenshots", () => {
  for (const [suffix, setup] of [
    ["light", (page: Page) => page.emulateMedia({ colorScheme: "light" })],
    ["dark", (page: Page) => page.emulateMedia({ colorScheme: "dark" })],
    ["phone", (page: Page) => page.setViewportSize({ width: 390, height: 844 })],
  ] as const) {
    test(suffix, async ({ page }) => {
      test.setTimeout(90_000);
      await setup(page);
      await signUpAndConfirm(page, { email: uniqueEmail(`chat-${suffix}`), fullName: "Cora Chat" });
      await shootChat(page, suffix);
    });
  }
});
