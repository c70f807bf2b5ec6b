import { readFileSync, statSync } from "node:fs";
import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { SERVER_LOG } from "../../playwright.config";
import { SESSION_COOKIE_NAME } from "../../src/lib/auth/session-cookie";
import { ACCOUNT_ERRORS } from "../../src/lib/errors/accounts";
import { signOutFromMenu, signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail, waitForMailLink } from "./helpers/mailbox";
import { createAndPublish, signUpOwner } from "./helpers/publishing";

/**
 * No password reaches a log line: the browser console (the tRPC logger link prints failed calls
 * in production, every call in development) or the server's output, while a person signs in,
 * fails a sign-in and changes the password.
 */
const marker = Date.now().toString(36);
const PASSWORD = `first lantern ${marker} orbit`;
const WRONG_PASSWORD = `wrong cactus ${marker} meadow`;
const NEW_PASSWORD = `second violet ${marker} harbor`;

function serverLogSize(): number {
  try {
    return statSync(SERVER_LOG).size;
  } catch {
    return 0;
  }
}

/** Every console message of `page` as text, its arguments serialised as the console holds them. */
function captureConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    const line = [message.text()];
    lines.push(message.text());
    void Promise.all(
      message.args().map((arg) =>
        arg.jsonValue().then(
          (value: unknown) => JSON.stringify(value),
          () => "",
        ),
      ),
    ).then((args) => lines.push([...line, ...args].join(" ")));
  });
  return lines;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("passwords appear in no browser console line and no server log line", async ({ page }) => {
  const logStart = serverLogSize();
  const consoleLines = captureConsole(page);
  const email = uniqueEmail("no-secrets");
  await signUpAndConfirm(page, { email, password: PASSWORD });
  await page.goto("/dashboard");

  // A failed sign-in (logged by the tRPC logger link as a failed call), then the right one.
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInThroughForm(page, email, WRONG_PASSWORD);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(ACCOUNT_ERRORS.loginFailed);
  await signInThroughForm(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === "/dashboard");

  // Change the password; the form may or may not ask for the current one.
  await page.goto("/settings/security");
  const current = page.getByLabel("Current password");
  if (await current.count()) await current.fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  // A failing change too (wrong current password), when the form has that field.
  if (await current.count()) {
    await current.fill(WRONG_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The password is not correct.")).toBeVisible();
  }

  // Something was logged in the browser (the failed calls), so the check below has teeth.
  await expect.poll(() => consoleLines.some((line) => line.includes("auth.signIn"))).toBe(true);
  const serverOutput = readFileSync(SERVER_LOG, "utf8").slice(logStart);
  for (const secret of [PASSWORD, WRONG_PASSWORD, NEW_PASSWORD]) {
    expect(consoleLines.filter((line) => line.includes(secret))).toEqual([]);
    expect(serverOutput.split("\n").filter((line) => line.includes(secret))).toEqual([]);
  }
});

/**
 * Issue 23, point A5: the public routes, hit with the secrets they carry — an unlisted link's
 * token, a password-reset token, a session — and with paths spoiled by a NUL, a control character
 * or bytes that do not decode, write none of those secrets to a server log line. (Next.js used to
 * log `/p/{token}%00`'s failed query with the token as its parameter.) The one line allowed to
 * hold the reset link is the outbox's own "[mail] reset-password to …": with no mail provider
 * configured, the server log is the developer's inbox by design.
 */
test("no share token, reset token or session id in a server log line, whatever reaches the public routes", async ({
  browser,
  request,
}) => {
  // Sign-up, publishing, a link-preview picture drawn on first request and ~60 requests.
  test.setTimeout(120_000);
  const logStart = serverLogSize();
  const owner = await signUpOwner(browser, "log-secrets");
  const slug = `secret-plan-${marker}`;
  const { state } = await createAndPublish(
    owner.request,
    { title: "Secret plan", sections: [{ kind: "overview", body: "Body." }] },
    { visibility: "public", slug },
  );
  const shareToken = state.unlistedPath!.split("/").at(-1)!;
  const sessionCookie = (await owner.context.cookies()).find(
    (cookie) => cookie.name === SESSION_COOKIE_NAME,
  );
  // Better Auth's cookie is "<session token>.<signature>".
  const sessionToken = decodeURIComponent(sessionCookie!.value).split(".")[0]!;
  const reset = await request.post("/api/auth/reset", { data: { email: owner.email } });
  expect(reset.status()).toBe(200);
  const resetLink = new URL(await waitForMailLink(owner.email, "reset-password"));
  const resetToken = resetLink.pathname.split("/").at(-1)!;
  for (const secret of [shareToken, sessionToken, resetToken])
    expect(secret.length).toBeGreaterThan(15);

  const spoil = ["%00", "%0A", "%FF"];
  const addresses = [
    `/p/${shareToken}`,
    `/api/og/unlisted/${shareToken}`,
    ...spoil.flatMap((bad) => [
      `/p/${shareToken}${bad}`,
      `/p/${bad}${shareToken}`,
      `/p/${shareToken}/${bad}`,
      `/api/og/unlisted/${shareToken}${bad}`,
      `/@${owner.username}/p/${slug}${bad}`,
      `/api/og/public/${owner.username}/${slug}${bad}`,
      `/api/identity/reset-password/${resetToken}${bad}?callbackURL=%2Fauth%2Freset-password`,
      `/auth/reset-password?token=${resetToken}${bad}`,
    ]),
    `/p/${shareToken}?v=%00`,
    `/api/og/unlisted/${shareToken}?v=%00`,
  ];
  const statuses: number[] = [];
  for (const context of [request, owner.request]) {
    for (const address of addresses) {
      statuses.push((await context.get(address, { maxRedirects: 0 })).status());
    }
    // A reset and a session lookup with the token spoiled inside the body and the cookie.
    statuses.push(
      (
        await context.post("/api/identity/reset-password", {
          data: { token: `${resetToken}\u0000`, newPassword: "another lantern orbit" },
        })
      ).status(),
    );
  }
  statuses.push(
    (
      await request.get("/api/auth/session", {
        headers: { cookie: `${SESSION_COOKIE_NAME}=${sessionToken}%00.x` },
      })
    ).status(),
  );
  await owner.context.close();

  const lines = readFileSync(SERVER_LOG, "utf8").slice(logStart).split("\n");
  const outboxLine = `[mail] reset-password to ${owner.email}: `;
  for (const [name, secret] of Object.entries({ shareToken, sessionToken, resetToken })) {
    const leaks = lines.filter((line) => line.includes(secret) && !line.startsWith(outboxLine));
    expect(leaks, `${name} in the server log`).toEqual([]);
  }
  // None of them was a server error either (hostile-paths.spec.ts covers every route).
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
});
