import { expect, type Page } from "@playwright/test";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

/**
 * A new, confirmed, signed-in account, once the confirmation page has moved on to the dashboard
 * by itself — before that, its redirect can overtake the test's own first navigation.
 */
export async function signUpOnDashboard(
  page: Page,
  label: string,
  fullName?: string,
): Promise<void> {
  await signUpAndConfirm(page, { email: uniqueEmail(label), ...(fullName ? { fullName } : {}) });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}
