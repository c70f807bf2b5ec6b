/**
 * The AI chat in the browser: a second production server of the same build whose env switches
 * on real providers pointed at the local wire fakes (tests/helpers/fake-openai-server.ts,
 * fake-anthropic-server.ts) that the test starts, so the real `@ai-sdk/openai` and
 * `@ai-sdk/anthropic` packages run inside `next start` against scripted replies; plus sign-in on
 * such a server and the chat page's selectors (roles and labels, which double as checks).
 */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { FAKE_ANTHROPIC_KEY, startFakeAnthropicServer } from "../../helpers/fake-anthropic-server";
import type { FakeLlmServer } from "../../helpers/fake-llm-server";
import { startFakeOpenAiServer } from "../../helpers/fake-openai-server";
import { openUserMenu, signUp } from "./accounts";
import { uniqueEmail } from "./mailbox";
import { startSecondServer, type SecondServer } from "./second-server";
import { trpcQuery } from "./trpc";
import { REVIEW_SCREENSHOTS, screenshotForReview } from "./screenshots";

/** The OpenAI model the fake serves (an id the registry does not know: its defaults apply). */
export const FAKE_MODEL = "gpt-fake";
/** An OpenAI model priced so high that its hold is more than a new account's credits. */
export const PRICEY_MODEL = "gpt-pricey";
/** An Anthropic model whose key the server has wrong (the fake answers 401). */
export const WRONG_KEY_MODEL = "claude-wrong-key";

export const modelId = {
  fake: `openai:${FAKE_MODEL}`,
  pricey: `openai:${PRICEY_MODEL}`,
  wrongKey: `anthropic:${WRONG_KEY_MODEL}`,
} as const;

export interface ProviderApp {
  openai: FakeLlmServer;
  anthropic: FakeLlmServer;
  server: SecondServer;
  stop(): Promise<void>;
}

/**
 * Starts the provider fakes and a production server that offers: `gpt-fake` (right key, cheap:
 * its hold fits the sign-up bonus), `gpt-pricey` (right key, a hold far above it) and
 * `claude-wrong-key` (Anthropic with a key the fake refuses).
 */
export async function startProviderApp(env: Record<string, string> = {}): Promise<ProviderApp> {
  const openai = await startFakeOpenAiServer();
  const anthropic = await startFakeAnthropicServer();
  try {
    const server = await startSecondServer({
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.url,
      OPENAI_MODELS: `${FAKE_MODEL},${PRICEY_MODEL}`,
      ANTHROPIC_API_KEY: `${FAKE_ANTHROPIC_KEY}-revoked`,
      ANTHROPIC_BASE_URL: anthropic.url,
      ANTHROPIC_MODELS: WRONG_KEY_MODEL,
      AI_MODEL_PRICES: `${FAKE_MODEL}=1/1,${PRICEY_MODEL}=1000/1000`,
      AI_DEFAULT_MODEL: modelId.fake,
      ...env,
    });
    return {
      openai,
      anthropic,
      server,
      async stop() {
        await server.stop();
        await openai.close();
        await anthropic.close();
      },
    };
  } catch (error) {
    await openai.close();
    await anthropic.close();
    throw error;
  }
}

/** The newest confirmation link `server` logged for `email` (its outbox writes to its output). */
function confirmLinkIn(output: string, email: string): string | undefined {
  const prefix = `[mail] confirm-email to ${email}: `;
  return output
    .split("\n")
    .findLast((line) => line.startsWith(prefix))
    ?.split(" → ")[1]
    ?.trim();
}

/**
 * A new account on `server`, signed in in `page`'s context (whose baseURL is the server's): signs
 * up and opens the mailed confirmation link, as a person would. Returns the address.
 */
export async function signInOn(server: SecondServer, page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUp(page.request, { email, fullName: "Alma Assistant" });
  let link: string | undefined;
  await expect
    .poll(() => (link = confirmLinkIn(server.output(), email)), {
      message: `a confirm-email mail to ${email}`,
      timeout: 15_000,
    })
    .toBeTruthy();
  await page.goto(link!);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  return email;
}

export interface Balance {
  balance: number;
  held: number;
  available: number;
}

export const creditBalance = (request: APIRequestContext) =>
  trpcQuery<Balance>(request, "credits.balance");

export const conversation = (page: Page) => page.getByRole("log", { name: "Conversation" });
export const lastReply = (page: Page): Locator =>
  conversation(page).locator('[data-role="assistant"]').last();
export const sendButton = (page: Page) => page.getByRole("button", { name: "Send" });
export const stopButton = (page: Page) => page.getByRole("button", { name: "Stop" });

/** Types `text` into the composer and sends it with Enter. */
export async function sendMessage(page: Page, text: string, scope: Page | Locator = page) {
  const box = scope.getByLabel("Message", { exact: true });
  await box.fill(text);
  await box.press("Enter");
}

/**
 * Reads the last reply's text over and over until the composer offers Send again (the reply has
 * ended), keeping each different text shown: proof that a reply arrived piece by piece, without
 * timing assertions. Survives the /ai → /ai/thread/{id} address change.
 */
export async function collectReplyTexts(page: Page, limitMs = 60_000): Promise<string[]> {
  const shown: string[] = [];
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const text = await lastReply(page)
      .innerText({ timeout: 1_000 })
      .catch(() => "");
    if (text && shown.at(-1) !== text) shown.push(text);
    const ended = await sendButton(page)
      .isVisible()
      .catch(() => false);
    if (ended && shown.length > 0) return shown;
    await page.waitForTimeout(40);
  }
  throw new Error(`the reply did not end; shown so far: ${JSON.stringify(shown)}`);
}

/** The available credits as the user menu shows them ("20 credits"), on a fresh load of `path`. */
export async function menuCredits(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await openUserMenu(page);
  const item = page.getByTestId("user-menu-credits");
  await expect(item).toContainText(/\d/);
  const text = (await item.innerText()).trim();
  await page.keyboard.press("Escape");
  return text;
}

export const SCREENSHOT_DIR = "test-results/screenshots";

/**
 * Screenshots of what `page` shows now in light, dark and at phone width (390 px, light), for a
 * look by eye; the page is left as it was (light, its own size).
 */
export async function shootLooks(page: Page, name: string): Promise<void> {
  // Only the pictures need the themes and the phone width: without them there is nothing to do.
  if (!REVIEW_SCREENSHOTS) return;
  const size = page.viewportSize();
  await page.emulateMedia({ colorScheme: "light" });
  await screenshotForReview(page, { path: `${SCREENSHOT_DIR}/${name}-light.png` });
  await page.emulateMedia({ colorScheme: "dark" });
  await screenshotForReview(page, { path: `${SCREENSHOT_DIR}/${name}-dark.png` });
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: `${SCREENSHOT_DIR}/${name}-phone.png` });
  if (size) await page.setViewportSize(size);
}
