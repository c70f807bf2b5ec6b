import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ACCOUNT_ERRORS, PASSWORD_STRENGTH_TEXT } from "../../src/lib/errors/accounts";
import { uniqueEmail, waitForMailLink } from "./helpers/mailbox";
import { screenshotForReview } from "./helpers/screenshots";

const PASSWORD = "sturdy-planning-42";

/**
 * Each test gets its own client IP (the app sits behind a proxy that sets X-Forwarded-For), so
 * the server's per-IP lockout and rate limits never mix between tests.
 */
function freshIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 253);
  return `10.${octet()}.${octet()}.${octet()}`;
}

async function useFreshIp(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": freshIp() });
}

/** The form's message (scoped to main: Next's route announcer is an alert too). */
function formAlert(page: Page) {
  return page.getByRole("main").getByRole("alert");
}

test.describe("sign-up and e-mail confirmation", () => {
  test.beforeEach(async ({ context }) => useFreshIp(context));

  test("sign up, confirm through the mailed link, land signed in on /dashboard", async ({
    page,
  }) => {
    const email = uniqueEmail("ann");
    await page.goto("/auth/sign-up");
    await expect(page).toHaveTitle(/Create your account/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Create your account" }),
    ).toBeVisible();
    // The password rules are shown as a hint tied to the field.
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      "Use 8 to 128 characters.",
    );

    await page.getByLabel("Full name (optional)").fill("Ann Example");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
    await expect(page.getByText(`Check your inbox to confirm ${email}.`)).toBeVisible();
    await screenshotForReview(page, { path: "test-results/screenshots/auth-sign-up-sent.png" });

    // The link can be sent again; the toast says so.
    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(page.getByText(ACCOUNT_ERRORS.confirmationSent)).toBeVisible();

    const link = await waitForMailLink(email, "confirm-email", 1);
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("client-side checks focus the first invalid field; a taken address is an e-mail error", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("taken");
    const created = await request.post("/api/auth/signup", {
      data: { email, password: PASSWORD },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(created.status()).toBe(201);

    await page.goto("/auth/sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    const emailField = page.getByLabel("Email", { exact: true });
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription("Email is required");

    await emailField.fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAccessibleDescription(ACCOUNT_ERRORS.emailTaken);
  });

  test("a guessable password is refused with a field error; the meter rates it as it is typed", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("weakpw");
    await page.goto("/auth/sign-up");
    await page.getByLabel("Full name (optional)").fill("Ann Example");
    await page.getByLabel("Email", { exact: true }).fill(email);
    const password = page.getByLabel("Password", { exact: true });
    const meter = page.getByRole("meter", { name: PASSWORD_STRENGTH_TEXT.meterLabel });
    await expect(meter).toHaveCount(0);

    for (const weak of ["password", "12345678", "        ", email]) {
      await password.fill(weak);
      await expect(meter).toHaveAttribute("aria-valuetext", /add another word/);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription(
        weak === email ? PASSWORD_STRENGTH_TEXT.isEmail : /^This password is too easy to guess\./,
      );
    }
    await expect(
      page.getByRole("heading", { level: 1, name: "Create your account" }),
    ).toBeVisible();

    // The server applies the same rule to callers that skip the form.
    const direct = await request.post("/api/auth/signup", {
      data: { email, password: "12345678" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).error.fieldErrors.password[0]).toMatch(/too easy to guess/);

    await password.fill(PASSWORD);
    await expect(meter).toHaveAttribute("aria-valuetext", "Strong");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  });

  test("signing in before confirming says so and can resend the confirmation", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("unconfirmed");
    await request.post("/api/auth/signup", {
      data: { email, password: PASSWORD },
      headers: { "x-forwarded-for": freshIp() },
    });

    await page.goto("/auth/login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(formAlert(page)).toContainText(ACCOUNT_ERRORS.emailNotConfirmed);

    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(page.getByText(ACCOUNT_ERRORS.confirmationSent)).toBeVisible();
  });

  test("an expired or invalid confirmation link says so and offers a new one", async ({ page }) => {
    await page.goto("/auth/confirm?error=INVALID_TOKEN");
    await expect(page).toHaveTitle(/Confirm your email/);
    await expect(page.getByText(ACCOUNT_ERRORS.confirmLinkExpired)).toBeVisible();
    // Only a sign-in link failure offers a new sign-in link.
    await expect(page.getByRole("button", { name: "Email me a new sign-in link" })).toHaveCount(0);

    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(page.getByText("Email is required")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await expect(page.getByText(ACCOUNT_ERRORS.confirmationSent)).toBeVisible();

    await page.goto("/auth/confirm?flow=magic-link&error=INVALID_TOKEN");
    await expect(page.getByText(ACCOUNT_ERRORS.linkExpired)).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Email me a new sign-in link" }).click();
    await expect(page.getByText(ACCOUNT_ERRORS.checkYourInbox)).toBeVisible();
  });

  test("the confirm page without a session or error explains and offers a new link", async ({
    page,
  }) => {
    await page.goto("/auth/confirm");
    await expect(page.getByText(ACCOUNT_ERRORS.emailUnconfirmedHelp)).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend confirmation email" })).toBeVisible();
  });
});
