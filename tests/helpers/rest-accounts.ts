/**
 * Shared steps of the accounts REST integration tests: the app's real route handlers, the app's
 * own singletons (database, auth, mail outbox) and a few helpers that sign users up and in.
 *
 * This module imports the route handlers, which read the environment when they load: a test file
 * stubs its environment first (DATA_DIR=memory:// and friends) and then imports this module
 * dynamically, after the stubs.
 */
import { expect, vi } from "vitest";
import * as deleteAccountRoute from "@/app/api/auth/delete/route";
import * as loginRoute from "@/app/api/auth/login/route";
import * as magicLinkRoute from "@/app/api/auth/magic-link/route";
import * as oauthUrlRoute from "@/app/api/auth/oauth-url/route";
import * as resendRoute from "@/app/api/auth/resend/route";
import * as resetRoute from "@/app/api/auth/reset/route";
import * as sessionRoute from "@/app/api/auth/session/route";
import * as signoutRoute from "@/app/api/auth/signout/route";
import * as signupRoute from "@/app/api/auth/signup/route";
import * as updatePasswordRoute from "@/app/api/auth/update-password/route";
import * as userRoute from "@/app/api/auth/user/route";
import * as identityRoute from "@/app/api/identity/[...all]/route";
import * as checkUsernameRoute from "@/app/api/profile/check-username/route";
import * as profileRoute from "@/app/api/profile/route";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { listOutbox, type OutboxEntry } from "@/server/services/mail";
import { RestBrowser } from "./rest-client";

export { RestBrowser };

/** Every accounts route handler, by call. */
export const routes = {
  login: loginRoute.POST,
  session: sessionRoute.GET,
  user: userRoute.GET,
  signout: signoutRoute.POST,
  oauthUrl: oauthUrlRoute.POST,
  magicLink: magicLinkRoute.POST,
  signup: signupRoute.POST,
  resend: resendRoute.POST,
  reset: resetRoute.POST,
  updatePassword: updatePasswordRoute.POST,
  deleteAccount: deleteAccountRoute.DELETE,
  getProfile: profileRoute.GET,
  putProfile: profileRoute.PUT,
  checkUsername: checkUsernameRoute.POST,
  identityGet: identityRoute.GET,
  identityPost: identityRoute.POST,
} as const;

/** The app's database (in-memory PGlite, from DATA_DIR=memory://). */
export function appDb(): Promise<Database> {
  return getDb();
}

/** Mails sent to `email` (exactly as sent, i.e. normalised), newest first. */
export async function mailsTo(email: string): Promise<OutboxEntry[]> {
  return listOutbox(await getDb(), { to: email, limit: 500 });
}

/** The newest mail of `kind` sent to `email`; fails the test when there is none. */
export async function latestMail(email: string, kind: OutboxEntry["kind"]): Promise<OutboxEntry> {
  const mail = (await mailsTo(email)).find((entry) => entry.kind === kind);
  expect(mail, `a ${kind} mail to ${email}`).toBeDefined();
  return mail!;
}

let ipCounter = 0;
/** A client IP no other test in the file used, so lockout counts per IP never mix. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${(ipCounter * 7) % 250}`;
}

/** A new browser with its own IP and no cookies. */
export function newBrowser(): RestBrowser {
  return new RestBrowser(freshIp());
}

export const GET = { method: "GET" } as const;

/**
 * Signs up through POST /api/auth/signup and confirms through the mailed link, then signs in
 * through POST /api/auth/login. Returns the signed-in browser and the user.
 */
export async function createConfirmedUser(
  email: string,
  password: string,
  extra: { full_name?: string; username?: string } = {},
) {
  const visitor = newBrowser();
  const created = await visitor.call(routes.signup, "/api/auth/signup", {
    body: { email, password, ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const normalised = created.body!.data.email as string;
  const confirm = await latestMail(normalised, "confirm-email");
  const confirmed = await visitor.visit(routes.identityGet, confirm.link!);
  expect([200, 302]).toContain(confirmed.status);
  const browser = newBrowser();
  const signedIn = await browser.call(routes.login, "/api/auth/login", {
    body: { email, password },
  });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { browser, user: signedIn.body!.data.user as SignedInUserJson, email: normalised };
}

/** Signs an existing, confirmed user in with a new browser. */
export async function signIn(email: string, password: string) {
  const browser = newBrowser();
  const answer = await browser.call(routes.login, "/api/auth/login", { body: { email, password } });
  return { browser, answer };
}

export interface SignedInUserJson {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

/** Closes the app's database and forgets the app's singletons (for afterAll). */
export async function closeApp(): Promise<void> {
  const globalForApp = globalThis as unknown as {
    plansmithDb?: Promise<{ close(): Promise<void> }>;
    plansmithAuth?: unknown;
  };
  await globalForApp.plansmithDb?.then((handle) => handle.close());
  globalForApp.plansmithDb = undefined;
  globalForApp.plansmithAuth = undefined;
  vi.unstubAllEnvs();
}
