import { type Page } from "@playwright/test";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";

/** A new, confirmed, signed-in account, on its dashboard. */
export async function signUpOnDashboard(
  page: Page,
  label: string,
  fullName?: string,
): Promise<void> {
  await signUpAndConfirm(page, { email: uniqueEmail(label), ...(fullName ? { fullName } : {}) });
  await page.goto("/dashboard");
}
