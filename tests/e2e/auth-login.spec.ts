import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { lockoutMessage } from "../../src/lib/auth/lockout-rules";
import { ACCOUNT_ERRORS } from "../../src/lib/errors/accounts";
import { uniqueEmail, waitForMailLink } from "./helpers/mailbox";
import { screenshotForReview } from "./helpers/screenshots";

const PASSWORD = "sturdy-planning-42";
const SIGN_IN_PROCEDURE = "/api/trpc/auth.signIn";

/**
 * Each test (and each browser context) gets its own client IP (the app sits behind a proxy that
 * sets X-Forwarded-For), so the server's per-IP lockout and rate limits never mix between tests.
 */
function freshIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 253);
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Gives the context a client IP (a fresh one unless given) and answers it. */
async function useFreshIp(context: BrowserContext, ip = freshIp()): Promise<string> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  return ip;
}

/** Signs up through the REST API and follows the confirmation link: a ready account. */
async function createConfirmedUser(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const headers = { "x-forwarded-for": freshIp() };
  const created = await request.post("/api/auth/signup", {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(created.status()).toBe(201);
  const link = await waitForMailLink(email, "confirm-email");
  const confirmed = await request.get(link, { headers, maxRedirects: 0 });
  expect(confirmed.status()).toBeGreaterThanOrEqual(300);
  expect(confirmed.headers()["location"]).not.toContain("error=");
  return email;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

function signInButton(page: Page) {
  return page.getByRole("button", { name: "Sign in", exact: true });
}

/** Counts the page's calls to the sign-in procedure. */
function countSignInRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().includes(SIGN_IN_PROCEDURE)) count += 1;
  });
  return () => count;
}

/** The form's message (scoped to main: Next's route announcer is an alert too). */
function formAlert(page: Page) {
  return page.getByRole("main").getByRole("alert");
}

test.describe("sign-in", () => {
  test.beforeEach(async ({ context }) => useFreshIp(context));

  test("a signed-in page sends you to login and back there after signing in (keyboard only)", async ({
    page,
    request,
  }) => {
    const email = await createConfirmedUser(request, "return");
    await page.goto("/settings/profile");
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsettings%2Fprofile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    // No OAuth provider is configured here: no provider buttons and no divider.
    await expect(page.getByRole("button", { name: /Continue with/ })).toHaveCount(0);
    await expect(page.getByText("or continue with email")).toHaveCount(0);

    // Keyboard only: focus the first field, type, Tab on, Enter submits.
    await page.getByLabel("Email", { exact: true }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/settings\/profile$/);

    // Signed in, the login page sends you on at once.
    await page.goto("/auth/login?redirect=%2Fsettings%2Fprofile");
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });

  test("magic link: request it, follow it from the mail, land signed in on /dashboard", async ({
    page,
    request,
  }) => {
    const email = await createConfirmedUser(request, "magic");
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Sign in with a link" }),
    ).toBeVisible();
    const emailField = page.getByLabel("Email", { exact: true });
    await expect(emailField).toBeFocused();
    await emailField.fill(email);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(ACCOUNT_ERRORS.checkYourInbox)).toBeVisible();

    const link = await waitForMailLink(email, "magic-link");
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The session is real: the login page forwards to the dashboard.
    await page.goto("/auth/login");
    await expect(page).toHaveURL(/\/dashboard$/);

    // A used link lands on the confirm page, which offers a new one.
    const fresh = await page.context().browser()!.newContext();
    await useFreshIp(fresh);
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/auth\/confirm\?.*error=/);
    await expect(other.getByText(ACCOUNT_ERRORS.linkExpired)).toBeVisible();
    await expect(other.getByRole("button", { name: "Email me a new sign-in link" })).toBeVisible();
    await fresh.close();
  });

  test("reset password: request, follow the link, set a new password, sign in with it", async ({
    page,
    request,
  }) => {
    const email = await createConfirmedUser(request, "reset");
    const newPassword = "a-brand-new-secret-7";

    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(ACCOUNT_ERRORS.checkYourInbox)).toBeVisible();

    const link = await waitForMailLink(email, "reset-password");
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    // A guessable password is refused on the field, and the link stays usable.
    await page.getByLabel("New password", { exact: true }).fill("12345678");
    await page.getByLabel("Confirm password", { exact: true }).fill("12345678");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
      /^This password is too easy to guess\./,
    );
    await expect(page.getByRole("meter", { name: "Password strength" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm password", { exact: true }).fill("something-else-1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByLabel("Confirm password", { exact: true })).toBeFocused();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Password changed" })).toBeFocused();
    await screenshotForReview(page, { path: "test-results/screenshots/auth-reset-done.png" });

    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await fillLogin(page, email, PASSWORD);
    await signInButton(page).click();
    await expect(formAlert(page)).toHaveText(ACCOUNT_ERRORS.loginFailed);

    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link worked once: following it again is an expired link with a new request form.
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password\?error=INVALID_TOKEN/);
    // It names the reset link, not the sign-in link.
    await expect(page.getByText(ACCOUNT_ERRORS.resetLinkExpired)).toBeVisible();
    await expect(page.getByText(ACCOUNT_ERRORS.linkExpired)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
  });

  test("lockout: five failures lock the form without asking the server; the server agrees for that client only", async ({
    page,
    context,
    request,
    browser,
  }) => {
    // Seven password checks (each a deliberate scrypt hash) and three browsers: past 30 s on a
    // busy 2-core machine.
    test.setTimeout(60_000);
    const email = await createConfirmedUser(request, "locked");
    // This client's address, to come back from it with an empty browser below.
    const lockedIp = await useFreshIp(context);
    const signInRequests = countSignInRequests(page);
    await page.goto("/auth/login");

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await fillLogin(page, email, `wrong-password-${attempt}`);
      await signInButton(page).click();
      await expect(formAlert(page)).toHaveText(ACCOUNT_ERRORS.loginFailed);
      await expect.poll(signInRequests).toBe(attempt);
      // Ready for the next try: the button is enabled again.
      await expect(signInButton(page)).toBeEnabled();
    }
    await fillLogin(page, email, "wrong-password-5");
    await signInButton(page).click();
    await expect.poll(signInRequests).toBe(5);
    await expect(formAlert(page)).toHaveText(lockoutMessage(15));

    // The sixth attempt, even with the right password, never reaches the server. Each attempt
    // while locked shows the notice anew (so it is announced again): once the old notice is gone,
    // the attempt has been handled, and any request it made would have been counted.
    await fillLogin(page, email, PASSWORD);
    const notice = await page.getByTestId("login-lockout").elementHandle();
    await signInButton(page).click();
    await expect.poll(() => notice!.evaluate((element) => element.isConnected)).toBe(false);
    await expect(formAlert(page)).toHaveText(
      "Too many failed login attempts. Please try again in 15 minutes.",
    );
    expect(signInRequests()).toBe(5);
    await screenshotForReview(page, { path: "test-results/screenshots/auth-login-locked.png" });

    // A fresh browser (empty local storage) from the same address: the server keeps this
    // client's lock and answers with the same words.
    const sameAddress = await browser.newContext();
    await useFreshIp(sameAddress, lockedIp);
    const again = await sameAddress.newPage();
    const againRequests = countSignInRequests(again);
    await again.goto("/auth/login");
    await fillLogin(again, email, PASSWORD);
    await signInButton(again).click();
    await expect(formAlert(again)).toHaveText(
      "Too many failed login attempts. Please try again in 15 minutes.",
    );
    expect(againRequests()).toBe(1);
    await expect(again).toHaveURL(/\/auth\/login$/);
    await sameAddress.close();

    // The account's owner, from another address: one client's failures lock nobody else out.
    const owner = await browser.newContext();
    await useFreshIp(owner);
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/auth/login");
    await fillLogin(ownerPage, email, PASSWORD);
    await signInButton(ownerPage).click();
    await expect(ownerPage).toHaveURL(/\/dashboard$/);
    await owner.close();
  });

  test("the lock survives a reload and shows the minutes left", async ({ page }) => {
    await page.goto("/auth/login");
    await page.evaluate(() =>
      window.localStorage.setItem(
        "plansmith:login-attempts",
        JSON.stringify({ attempts: 5, timestamp: Date.now() - 6 * 60_000 }),
      ),
    );
    await page.reload();
    await expect(formAlert(page)).toHaveText(lockoutMessage(9));
  });
});
