import { expect, test } from "@playwright/test";
import { AUTH_TEXT } from "../../src/lib/errors/accounts";

/**
 * A GitHub or Google sign-in that fails comes back to the login page with Better Auth's error
 * code (tests/integration/accounts/oauth-sign-in.test.ts proves where each failure lands); the
 * page says what went wrong instead of Better Auth's bare error page.
 */
test("a failed GitHub or Google sign-in lands on the login page saying what went wrong", async ({
  page,
}) => {
  await page.goto("/auth/login?error=account_not_linked");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    AUTH_TEXT.oauthAccountNotLinked,
  );
  await page.goto("/auth/login?error=state_mismatch");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(AUTH_TEXT.oauthFailed);
  await page.goto("/auth/login?error=access_denied");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(AUTH_TEXT.oauthCancelled);
  // Without an error, no alert.
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});
