/**
 * The chat on /ai with real providers: a production server whose OpenAI and Anthropic models are
 * the real `@ai-sdk/openai` / `@ai-sdk/anthropic` packages talking to local wire fakes the test
 * starts and scripts (tests/e2e/helpers/ai-app.ts). What the browser shows for a streamed reply,
 * a 429 with retry-after, a wrong key, a cut stream, Stop mid-stream and a hold the balance
 * cannot cover — and that a failure charges nothing.
 */
import { expect, test, type Page } from "@playwright/test";
import { AI_TEXT } from "@/lib/errors/ai";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import {
  collectReplyTexts,
  conversation,
  creditBalance,
  FAKE_MODEL,
  lastReply,
  menuCredits,
  modelId,
  sendButton,
  sendMessage,
  shootLooks,
  signInOn,
  startProviderApp,
  stopButton,
  type ProviderApp,
} from "./helpers/ai-app";
import { watchConsole, type ConsoleWatch } from "./helpers/console-watch";

/** Credits of a new account (CREDITS_SIGNUP_BONUS's default; the server sets no other). */
const SIGNUP_CREDITS = 20;
/** The reply the fake streams, one piece every STREAM_DELAY_MS. */
const WORDS = (
  "Start with a kickoff call, then a scope review with the owners, a design sprint for " +
  "the order flow, two build sprints, a content freeze, testing on real phones, and the launch."
)
  .split(/(?<= )/)
  .filter(Boolean);
const STREAM_DELAY_MS = 250;

let app: ProviderApp;
let watch: ConsoleWatch;

async function openChat(page: Page, label: string) {
  await signInOn(app.server, page, label);
  await page.goto("/ai");
  await expect(page.getByLabel("Model")).toHaveValue(modelId.fake);
}

/** The alert the thread shows for a failed reply. */
const failure = (page: Page) => conversation(page).getByRole("alert");

async function expectNothingCharged(page: Page) {
  await expect
    .poll(() => creditBalance(page.request))
    .toEqual({ balance: SIGNUP_CREDITS, held: 0, available: SIGNUP_CREDITS });
}

test.describe("AI chat with real provider packages against local fakes", () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startProviderApp();
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test("a streamed OpenAI reply appears piece by piece and is charged its tokens", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    watch = watchConsole(page);
    await openChat(page, "ai-stream");
    const requestsBefore = app.openai.requests.length;
    app.openai.script({
      kind: "text",
      chunks: WORDS,
      delayMs: STREAM_DELAY_MS,
      usage: { inputTokens: 600, outputTokens: 300 },
    });

    await sendMessage(page, "How should a website project start?");
    const shown = await collectReplyTexts(page);
    const full = WORDS.join("");
    await expect(lastReply(page)).toHaveText(full);
    // Several partial texts were shown, each the start of the full reply.
    const partial = shown.filter((text) => text.trim() !== full.trim());
    expect(partial.length, JSON.stringify(shown)).toBeGreaterThanOrEqual(2);
    for (const text of partial) expect(full.startsWith(text.trim())).toBe(true);

    const request = app.openai.requests[requestsBefore]!;
    expect(app.openai.requests).toHaveLength(requestsBefore + 1);
    expect(request).toMatchObject({ path: "/v1/responses", model: FAKE_MODEL, stream: true });
    expect(await request.outcome).toBe("finished");
    // 600 input and 300 output tokens at 1 credit per 1,000 each: 1 credit (rounded up).
    await expect
      .poll(() => creditBalance(page.request))
      .toEqual({ balance: SIGNUP_CREDITS - 1, held: 0, available: SIGNUP_CREDITS - 1 });
    // The stored reply is the streamed one.
    await page.reload();
    await expect(lastReply(page)).toHaveText(full);
    watch.expectNone("/ai after a streamed reply");
    await context.close();
  });

  test("a 429 with retry-after shows when to try again and charges nothing", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    watch = watchConsole(page);
    await openChat(page, "ai-429");
    expect(await menuCredits(page, "/ai")).toBe(`${SIGNUP_CREDITS} credits`);
    const requestsBefore = app.openai.requests.length;
    // The runner retries a 429 once (honouring retry-after); both attempts are refused.
    app.openai.script(
      { kind: "rate-limited", retryAfterSeconds: 2 },
      { kind: "rate-limited", retryAfterSeconds: 2 },
    );

    await sendMessage(page, "Outline a launch plan");
    await expect(failure(page)).toContainText(AI_TEXT.providerRateLimited(2), { timeout: 30_000 });
    expect(app.openai.requests.length - requestsBefore).toBe(2);
    await shootLooks(page, "ai-provider-rate-limited");
    await expectNothingCharged(page);
    expect(await menuCredits(page, page.url())).toBe(`${SIGNUP_CREDITS} credits`);
    watch.expectNone("/ai after a 429");
    await context.close();
  });

  test("a wrong Anthropic key shows the key message and charges nothing", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    watch = watchConsole(page);
    await openChat(page, "ai-401");
    await page.getByLabel("Model").selectOption(modelId.wrongKey);
    const requestsBefore = app.anthropic.requests.length;

    await sendMessage(page, "Draft a risks section");
    await expect(failure(page)).toContainText(AI_TEXT.providerAuth, { timeout: 30_000 });
    const sent = app.anthropic.requests.slice(requestsBefore);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.every((request) => !request.authorized && request.path === "/v1/messages")).toBe(
      true,
    );
    await expectNothingCharged(page);
    watch.expectNone("/ai after a refused key");
    await context.close();
  });

  test("a stream cut mid-answer says so and charges nothing", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    watch = watchConsole(page);
    await openChat(page, "ai-cut");
    app.openai.script({ kind: "cut", chunks: ["The first ", "two pieces"] });

    await sendMessage(page, "Summarise the timeline");
    await expect(failure(page)).toContainText(AI_TEXT.streamInterrupted, { timeout: 30_000 });
    await shootLooks(page, "ai-provider-cut-stream");
    await expectNothingCharged(page);
    watch.expectNone("/ai after a cut stream");
    await context.close();
  });

  test("Stop mid-stream cancels the provider call and keeps the partial reply", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    watch = watchConsole(page);
    await openChat(page, "ai-stop");
    const requestsBefore = app.openai.requests.length;
    // Two pieces, then the fake keeps the stream open until its client goes away.
    app.openai.script({ kind: "hang", chunks: ["Phase one is ", "discovery."] });

    await sendMessage(page, "Write a long plan");
    await expect(lastReply(page)).toHaveText("Phase one is discovery.");
    await stopButton(page).click();
    await expect(sendButton(page)).toBeVisible();
    const request = app.openai.requests[requestsBefore]!;
    // The server aborted its call to the provider: the fake saw its client leave mid-answer.
    expect(await request.outcome).toBe("disconnected");
    expect(request.chunksSent).toBe(2);

    await page.reload();
    // The stored partial reply, marked as stopped.
    await expect(lastReply(page)).toHaveText(/^Phase one is discovery\.\s*Stopped\.$/);
    await expect(stopButton(page)).toBeHidden();
    await shootLooks(page, "ai-provider-stopped");
    await expect.poll(async () => (await creditBalance(page.request)).held).toBe(0);
    watch.expectNone("/ai after Stop");
    await context.close();
  });

  test("a model whose hold exceeds the balance opens the insufficient-credits dialog and charges nothing", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: app.server.baseUrl });
    const page = await context.newPage();
    watch = watchConsole(page);
    await openChat(page, "ai-402");
    await page.getByLabel("Model").selectOption(modelId.pricey);
    const estimate = await page.getByTestId("chat-cost").innerText();
    const requestsBefore = app.openai.requests.length;

    await sendMessage(page, "Plan a conference for 300 people");
    const dialog = page.getByRole("dialog", { name: CREDITS_TEXT.insufficientTitle });
    await expect(dialog).toBeVisible();
    const body = await dialog.innerText();
    const needed = Number(/needs ([\d,]+) credits/.exec(body)?.[1]?.replace(/,/g, ""));
    expect(needed, body).toBeGreaterThan(SIGNUP_CREDITS);
    expect(body).toContain(CREDITS_TEXT.insufficientBody(needed, SIGNUP_CREDITS));
    // The composer's estimate said about as much before sending.
    expect(estimate).toMatch(/^Up to [\d,]+ credits$/);
    // No provider call, nothing held or charged.
    expect(app.openai.requests.length).toBe(requestsBefore);
    await expectNothingCharged(page);
    await shootLooks(page, "ai-insufficient-credits");
    // The browser itself logs the refused request (402); nothing else may be logged.
    expect(watch.take().filter((line) => !/status of 402 .*\/api\/ai\/chat/.test(line))).toEqual(
      [],
    );
    await context.close();
  });
});
