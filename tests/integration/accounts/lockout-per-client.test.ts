/**
 * Nobody can lock another person out (issue 23, A2): failed sign-ins lock the client that made
 * them (per e-mail and client IP, spec sections 4 and 8), a device that signed in before keeps
 * getting in, a much higher per-e-mail ceiling slows guessing from many addresses, and a mailed
 * sign-in link works through any lock — through the app's real REST and tRPC handlers, on PGlite
 * and (with TEST_DATABASE_URL) on PostgreSQL.
 */
import superjson from "superjson";
import { beforeAll, describe, expect, it } from "vitest";
import {
  LOCKOUT_MINUTES,
  MAX_FAILED_LOGINS,
  MAX_FAILED_LOGINS_PER_EMAIL,
  lockoutMessage,
} from "@/lib/auth/lockout-rules";
import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import { locationOf, LOGIN_FAILED } from "../../helpers/accounts-answers";
import { APP_ORIGIN, RestBrowser } from "../../helpers/rest-client";
import { startAppOnTestTarget } from "../../helpers/trpc-http";

const { createConfirmedUser, freshIp, latestLink, routes } = await startAppOnTestTarget();
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");

const PASSWORD = "victim's sturdy lantern 7";
const LOCKED = {
  error: { code: "ACCOUNT_LOCKED", message: lockoutMessage(LOCKOUT_MINUTES) },
};

/**
 * One browser: a client IP and a cookie jar. `at(ip)` is the same browser (same cookies) seen
 * from another address, as a laptop moving between networks.
 */
class Device {
  constructor(
    readonly ip: string = freshIp(),
    readonly jar = new Map<string, string>(),
  ) {}

  at(ip: string): Device {
    return new Device(ip, this.jar);
  }

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  absorb(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(line) || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async rest(handler: (request: Request) => Promise<Response>, path: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    const answer = await new RestBrowser(this.ip).call(handler, path, { body, headers });
    this.absorb(answer.response);
    return answer;
  }

  login(email: string, password: string) {
    return this.rest(routes.login, "/api/auth/login", { email, password });
  }

  signOut() {
    return this.rest(routes.signout, "/api/auth/signout");
  }

  hasSession(): boolean {
    return [...this.jar.keys()].some((name) => name.endsWith("session_token"));
  }

  /** auth.signIn through the real tRPC endpoint. */
  async trpcSignIn(email: string, password: string) {
    const headers = new Headers({
      origin: APP_ORIGIN,
      "content-type": "application/json",
      [CLIENT_IP_HEADER]: this.ip,
    });
    if (this.jar.size > 0) headers.set("cookie", this.cookieHeader());
    const response = await trpcRoute.POST(
      new Request(`${APP_ORIGIN}/api/trpc/auth.signIn`, {
        method: "POST",
        headers,
        body: JSON.stringify(superjson.serialize({ email, password })),
      }),
    );
    this.absorb(response);
    const json = (await response.json()) as {
      error?: { json: { message: string; data: { appCode: string | null } } };
    };
    return {
      status: response.status,
      message: json.error?.json.message,
      appCode: json.error?.json.data.appCode,
    };
  }

  /** Follows a mailed link through Better Auth's handler. */
  async visit(link: string) {
    const headers = new Headers({ [CLIENT_IP_HEADER]: this.ip });
    if (this.jar.size > 0) headers.set("cookie", this.cookieHeader());
    const response = await routes.identityGet(new Request(link, { headers, redirect: "manual" }));
    this.absorb(response);
    return response;
  }
}

/** Fails `count` sign-ins for `email` from `device`, each answered 401 'Login failed'. */
async function failLogins(device: Device, email: string, count: number) {
  for (let i = 0; i < count; i++) {
    const failed = await device.login(email, `wrong guess ${i}`);
    expect(failed.status, JSON.stringify(failed.body)).toBe(401);
    expect(failed.body).toEqual(LOGIN_FAILED);
  }
}

/**
 * A device that has signed in to `email` and signed out again: what is left in its jar is what
 * it earned by signing in (its trust), not a session.
 */
async function deviceThatSignedInBefore(email: string): Promise<Device> {
  const device = new Device();
  expect((await device.login(email, PASSWORD)).status).toBe(200);
  await device.signOut();
  expect(device.hasSession()).toBe(false);
  return device;
}

/** The cookie the device earned by signing in (the one sign-out leaves in place). */
function earnedCookie(device: Device): [string, string] {
  const entries = [...device.jar];
  expect(entries, "a device cookie left after sign-out").toHaveLength(1);
  return entries[0]!;
}

/** Each test signs in a dozen times: room for a loaded machine. */
const SIGN_INS = { timeout: 120_000 };

describe("a failed client locks only itself", SIGN_INS, () => {
  const email = "victim.one@example.com";
  beforeAll(async () => {
    await createConfirmedUser(email, PASSWORD);
  }, 180_000);

  it("five failures from address A lock A with the spec's text; the victim signs in from B", async () => {
    const attacker = new Device();
    await failLogins(attacker, email, MAX_FAILED_LOGINS);

    // A is locked, even with the right password, with the spec's words and code.
    const locked = await attacker.login(email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(LOCKED);
    // The same through tRPC, from A.
    const lockedTrpc = await attacker.trpcSignIn(email, PASSWORD);
    expect(lockedTrpc).toEqual({
      status: 429,
      message: lockoutMessage(LOCKOUT_MINUTES),
      appCode: "ACCOUNT_LOCKED",
    });
    // A fresh browser from A (local storage cleared, same address) is no way around it.
    expect((await new Device(attacker.ip).login(email, PASSWORD)).body).toEqual(LOCKED);

    // The victim, on a fresh browser from another address: in, through REST and tRPC.
    const victim = new Device();
    const signedIn = await victim.login(email, PASSWORD);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(victim.hasSession()).toBe(true);
    expect((await new Device().trpcSignIn(email, PASSWORD)).status).toBe(200);

    // The victim's success gives the attacker no fresh tries.
    expect((await attacker.login(email, PASSWORD)).body).toEqual(LOCKED);
  });

  it("the victim's own failures from B still lock B (and only B)", async () => {
    const clumsy = new Device();
    await failLogins(clumsy, email, MAX_FAILED_LOGINS);
    expect((await clumsy.trpcSignIn(email, PASSWORD)).appCode).toBe("ACCOUNT_LOCKED");
    expect((await new Device().login(email, PASSWORD)).status).toBe(200);
  });
});

describe("a device that signed in before, during an attack from many addresses", SIGN_INS, () => {
  const email = "victim.two@example.com";
  const other = "someone.else@example.com";
  const ATTACK_ADDRESSES = 50;
  let trusted: Device;
  /** What each device earned by signing in: the victim's, and another account's. */
  let trustedCookie: [string, string];
  let otherAccountsCookie: [string, string];

  beforeAll(async () => {
    await Promise.all([createConfirmedUser(email, PASSWORD), createConfirmedUser(other, PASSWORD)]);
    trusted = await deviceThatSignedInBefore(email);
    trustedCookie = earnedCookie(trusted);
    otherAccountsCookie = earnedCookie(await deviceThatSignedInBefore(other));
    // 50 addresses, each staying under its own lock, together reach the per-e-mail ceiling.
    const perAddress = Math.ceil(MAX_FAILED_LOGINS_PER_EMAIL / ATTACK_ADDRESSES);
    expect(perAddress).toBeLessThan(MAX_FAILED_LOGINS);
    // A hundred password checks: seconds on an idle machine, minutes on a loaded one.
    for (let i = 0; i < ATTACK_ADDRESSES; i++) await failLogins(new Device(), email, perAddress);
  }, 600_000);

  it("the trusted device signs in, from its own and from a new address", async () => {
    const fromNewNetwork = trusted.at(freshIp());
    const answer = await fromNewNetwork.login(email, PASSWORD);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await fromNewNetwork.signOut();
    expect((await trusted.trpcSignIn(email, PASSWORD)).status).toBe(200);
  });

  it("a fresh device from a new address is refused with the lockout text", async () => {
    const fresh = new Device();
    const refused = await fresh.login(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LOCKED);
    expect(fresh.hasSession()).toBe(false);
    expect((await new Device().trpcSignIn(email, PASSWORD)).appCode).toBe("ACCOUNT_LOCKED");
  });

  it("a forged, tampered or other account's device cookie gives no trust", async () => {
    const [name, value] = trustedCookie;
    const [otherName, otherValue] = otherAccountsCookie;
    expect(otherName).toBe(name);
    // One character changed in the middle (the signed part), one at the end (the signature).
    const middle = Math.floor(value.length / 3);
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    const forgeries = [
      `${name}=forged-device`,
      `${name}=${flip(value, middle)}`,
      `${name}=${flip(value, value.length - 2)}`,
      // Earned, but by another account: it says nothing about this one.
      `${name}=${otherValue}`,
    ];
    for (const cookie of forgeries) {
      const device = new Device();
      device.jar.set(cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1));
      const refused = await device.login(email, PASSWORD);
      expect(refused.status, cookie).toBe(429);
      expect(refused.body).toEqual(LOCKED);
    }
  });

  it("a mailed sign-in link signs the locked-out person in", async () => {
    const locked = new Device();
    expect((await locked.login(email, PASSWORD)).body).toEqual(LOCKED);
    const asked = await locked.rest(routes.magicLink, "/api/auth/magic-link", { email });
    expect(asked.status).toBe(200);
    const landing = await locked.visit(await latestLink(email, "magic-link"));
    expect(landing.status).toBe(302);
    expect(locationOf(landing).pathname).toBe("/dashboard");
    expect(locked.hasSession()).toBe(true);
    // Having signed in, this device is now trusted: the password works on it again.
    await locked.signOut();
    expect((await locked.login(email, PASSWORD)).status).toBe(200);
  });
});
