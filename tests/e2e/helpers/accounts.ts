import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForMailLink } from "./mailbox";

export const TEST_PASSWORD = "correct horse battery";

export interface NewAccount {
  email: string;
  password?: string;
  fullName?: string;
  username?: string;
}

let ipCounter = 0;
/**
 * A client address of its own for each sign-up: the server limits sign-ups per IP, and every
 * test browser would otherwise share 127.0.0.1 and use up the allowance of the whole suite.
 */
function freshClientIp(): string {
  ipCounter += 1;
  return `10.77.${Math.floor(Math.random() * 250)}.${ipCounter % 250}`;
}

/** Signs up through the REST API (no sign-in: the address is not confirmed yet). */
export async function signUp(request: APIRequestContext, account: NewAccount): Promise<void> {
  const response = await request.post("/api/auth/signup", {
    headers: { "x-forwarded-for": freshClientIp() },
    data: {
      email: account.email,
      password: account.password ?? TEST_PASSWORD,
      ...(account.fullName ? { full_name: account.fullName } : {}),
      ...(account.username ? { username: account.username } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Whether the cookies of `request` belong to a live session. */
export async function hasSession(request: APIRequestContext): Promise<boolean> {
  const response = await request.get("/api/auth/session");
  if (!response.ok()) return false;
  const body = (await response.json()) as { data?: { session?: unknown } };
  return !!body.data?.session;
}

/**
 * A new, confirmed account, signed in in `page`'s browser context: signs up through the REST API
 * from the page's own request context, then follows the mailed confirmation link with that
 * context's request client, which confirms the address and sets the session cookie the browser
 * shares. The page itself stays where it was: the confirmation page and the dashboard it moves on
 * to are auth-confirm-links.spec.ts' and the dashboard specs' business, and rendering them for
 * every test cost seconds each.
 */
export async function signUpAndConfirm(page: Page, account: NewAccount): Promise<void> {
  await signUp(page.request, account);
  const link = await waitForMailLink(account.email, "confirm-email");
  const confirmed = await page.request.get(link, { maxRedirects: 0 });
  expect(confirmed.status(), "the confirmation link redirects to the confirm page").toBe(302);
  expect(await hasSession(page.request), "signed in").toBe(true);
}

/** POST /api/auth/login from a request context; answers the HTTP status. */
export async function loginStatus(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  return response.status();
}

/** A username nobody has used in this run (3–30 characters). */
export function uniqueUsername(label: string): string {
  return `${label}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 30);
}

/** Opens the user menu of the app header. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

/** Signs out through the user menu. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
}
