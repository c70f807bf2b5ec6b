import { readFileSync, statSync } from "node:fs";
import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { SERVER_LOG } from "../../playwright.config";
import { ERROR_MESSAGES } from "../../src/lib/error-catalogue";
import { signOutFromMenu, signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

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

  // A failed sign-in (logged by the tRPC logger link as a failed call), then the right one.
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInThroughForm(page, email, WRONG_PASSWORD);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(ERROR_MESSAGES.loginFailed);
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
