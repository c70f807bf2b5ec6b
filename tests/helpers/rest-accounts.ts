/**
 * Shared steps of the accounts integration tests: the app's real route handlers, the app's own
 * singletons (database, auth, mail outbox), and helpers that sign users up and in. What the calls
 * answer is in ./accounts-answers.
 *
 * This module imports the route handlers, which read the environment when they load: test files
 * get it through `startInMemoryApp()` (./in-memory-app), which stubs the environment first.
 */
import { expect } from "vitest";
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
import { detachedTasksSettled } from "@/server/after-response";
import { getDb } from "@/server/db/client";
import type { Database } from "@/server/db/types";
import { listOutbox, type OutboxEntry } from "@/server/services/mail";
import { badRequest, NOT_JSON_MESSAGE } from "./accounts-answers";
import { RestBrowser } from "./rest-client";

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

type Handler = Parameters<RestBrowser["call"]>[0];

/** The app's database (in-memory PGlite, from DATA_DIR=memory://). */
export function appDb(): Promise<Database> {
  return getDb();
}

/**
 * Mails sent to `email` (exactly as sent, i.e. normalised), newest first. Link requests answer
 * before they mail: the work they left running after their answer is awaited first.
 */
export async function mailsTo(email: string): Promise<OutboxEntry[]> {
  await detachedTasksSettled();
  return listOutbox(await getDb(), { to: email, limit: 500 });
}

/** The newest mail of `kind` sent to `email`; fails the test when there is none. */
export async function latestMail(email: string, kind: OutboxEntry["kind"]): Promise<OutboxEntry> {
  const mail = (await mailsTo(email)).find((entry) => entry.kind === kind);
  expect(mail, `a ${kind} mail to ${email}`).toBeDefined();
  return mail!;
}

/** The link in the newest mail of `kind` sent to `email` (see {@link latestMail}). */
export async function latestLink(email: string, kind: OutboxEntry["kind"]): Promise<string> {
  return (await latestMail(email, kind)).link!;
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

/** GET /api/auth/user as `browser`. */
export function currentUser(browser: RestBrowser) {
  return browser.call(routes.user, "/api/auth/user", GET);
}

/** GET /api/auth/session as `browser`. */
export function currentSession(browser: RestBrowser) {
  return browser.call(routes.session, "/api/auth/session", GET);
}

/** Signs up through POST /api/auth/signup (which must answer 201) and leaves it unconfirmed. */
export async function createUnconfirmedUser(
  email: string,
  password: string,
  extra: { full_name?: string; username?: string } = {},
) {
  const created = await newBrowser().call(routes.signup, "/api/auth/signup", {
    body: { email, password, ...extra },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created;
}

/**
 * Signs up through POST /api/auth/signup and confirms through the mailed link, then signs in
 * through POST /api/auth/login. Returns the signed-in browser and the user.
 */
export async function createConfirmedUser(
  email: string,
  password: string,
  extra: { full_name?: string; username?: string } = {},
) {
  const created = await createUnconfirmedUser(email, password, extra);
  const normalised = created.body!.data.email as string;
  const confirmed = await newBrowser().visit(
    routes.identityGet,
    await latestLink(normalised, "confirm-email"),
  );
  expect([200, 302]).toContain(confirmed.status);
  const { browser, answer: signedIn } = await signIn(email, password);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { browser, user: signedIn.body!.data.user as SignedInUserJson, email: normalised };
}

/** Signs an existing, confirmed user in with a new browser. */
export async function signIn(email: string, password: string) {
  const browser = newBrowser();
  const answer = await browser.call(routes.login, "/api/auth/login", { body: { email, password } });
  return { browser, answer };
}

/**
 * Creates a confirmed user, signs in once more and answers that sign-in's session cookies as
 * one Cookie header, as a browser would send them to a route outside the accounts API.
 */
export async function confirmedUserCookie(email: string, password: string): Promise<string> {
  await createConfirmedUser(email, password);
  const { answer } = await signIn(email, password);
  expect(answer.status).toBe(200);
  return answer.response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The status POST /api/auth/login answers for this e-mail and password. */
export async function signInStatus(email: string, password: string): Promise<number> {
  return (await signIn(email, password)).answer.status;
}

export interface SignedInUserJson {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

/**
 * The three refusals of a call that takes { email }: 400 with field errors for a missing and for
 * a malformed address, and 400 for a body that is not JSON.
 */
export async function expectBadEmailRequests(
  handler: Handler,
  path: string,
  bad: { malformed: string; rawBody: string },
) {
  const missing = await newBrowser().call(handler, path, { body: {} });
  expect(missing.status).toBe(400);
  expect(missing.body).toEqual(badRequest("Email is required", { email: ["Email is required"] }));
  const malformed = await newBrowser().call(handler, path, { body: { email: bad.malformed } });
  expect(malformed.status).toBe(400);
  expect(malformed.body?.error.fieldErrors).toEqual({ email: ["Enter a valid email address"] });
  const notJson = await newBrowser().call(handler, path, { rawBody: bad.rawBody });
  expect(notJson.status).toBe(400);
  expect(notJson.body?.error.message).toBe(NOT_JSON_MESSAGE);
}
