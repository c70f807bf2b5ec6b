/**
 * Every confirmation link — the one from sign-up, the one mailed when someone signs in before
 * confirming, the one from "resend" — lands on the confirm page saying what it did: `?status=
 * confirmed` (signed in), `?status=already-confirmed` when opened again (no session: sign in), and
 * Better Auth's `&error=` when it is expired or not valid. Through the app's real route handlers.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_EMAIL_LINK_TTL_SECONDS } from "@/server/services/mail/mail-links";
import { startInMemoryApp } from "../../helpers/in-memory-app";

const { createUnconfirmedUser, currentUser, latestLink, mailsTo, newBrowser, routes, signIn } =
  await startInMemoryApp();

const PASSWORD = "ember-cascade-lattice-73-norway";

/** Opens `link` (a mail's confirmation link) in a new browser: where it lands, and the browser. */
async function open(link: string) {
  const browser = newBrowser();
  const response = await browser.visit(routes.identityGet, link);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!, "http://localhost:3000");
  return { browser, landing: `${location.pathname}${location.search}` };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("confirmation links land on the confirm page with what they did", () => {
  it("the link mailed at a sign-in before confirming confirms, signs in, and says so", async () => {
    const email = "early.bird@example.com";
    await createUnconfirmedUser(email, PASSWORD);
    const signUpLink = await latestLink(email, "confirm-email");

    const early = await signIn(email, PASSWORD);
    expect(early.answer.status).toBe(403);
    expect(early.answer.body?.error.code).toBe("EMAIL_NOT_CONFIRMED");
    // Signing in before confirming mails a new link…
    const kinds = (await mailsTo(email)).map((mail) => mail.kind);
    expect(kinds).toEqual(["confirm-email", "confirm-email"]);
    const signInLink = await latestLink(email, "confirm-email");
    expect(signInLink).not.toBe(signUpLink);

    // …which lands on the confirm page (not the home page), signed in.
    const { browser, landing } = await open(signInLink);
    expect(landing).toBe("/auth/confirm?status=confirmed");
    expect(browser.hasSession()).toBe(true);
    expect((await currentUser(browser)).body?.data.user).toMatchObject({
      email,
      emailVerified: true,
    });

    // The sign-up link, opened after that: already confirmed, no session — sign in instead.
    const again = await open(signUpLink);
    expect(again.landing).toBe("/auth/confirm?status=already-confirmed");
    expect(again.browser.hasSession()).toBe(false);
  });

  it("a link opened a second time says already confirmed, and keeps where to go next", async () => {
    const email = "twice.opened@example.com";
    await createUnconfirmedUser(email, PASSWORD);
    const resent = await newBrowser().call(routes.resend, "/api/auth/resend", {
      body: { email, returnTo: "/auth/confirm?redirect=%2Fplan%2F42" },
    });
    expect(resent.status).toBe(200);
    const link = await latestLink(email, "confirm-email");

    const first = await open(link);
    expect(first.landing).toBe("/auth/confirm?status=confirmed&redirect=%2Fplan%2F42");
    expect(first.browser.hasSession()).toBe(true);
    const second = await open(link);
    expect(second.landing).toBe("/auth/confirm?status=already-confirmed&redirect=%2Fplan%2F42");
    expect(second.browser.hasSession()).toBe(false);
  });

  it("an expired link lands with TOKEN_EXPIRED and confirms nothing", async () => {
    const email = "too.late@example.com";
    await createUnconfirmedUser(email, PASSWORD);
    const link = await latestLink(email, "confirm-email");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    vi.setSystemTime(Date.now() + (CONFIRM_EMAIL_LINK_TTL_SECONDS + 60) * 1000);
    const { browser, landing } = await open(link);
    expect(landing).toBe("/auth/confirm?status=confirmed&error=TOKEN_EXPIRED");
    expect(browser.hasSession()).toBe(false);
    vi.useRealTimers();
    expect((await signIn(email, PASSWORD)).answer.status).toBe(403);
  });

  it("a garbled link lands with INVALID_TOKEN", async () => {
    const email = "garbled@example.com";
    await createUnconfirmedUser(email, PASSWORD);
    const link = new URL(await latestLink(email, "confirm-email"));
    link.searchParams.set("token", `${link.searchParams.get("token")!.slice(0, -4)}AAAA`);
    const tampered = await open(link.toString());
    expect(tampered.landing).toBe("/auth/confirm?status=confirmed&error=INVALID_TOKEN");
    expect(tampered.browser.hasSession()).toBe(false);

    link.searchParams.set("token", "not-a-token");
    const garbage = await open(link.toString());
    expect(garbage.landing).toBe("/auth/confirm?error=INVALID_TOKEN");
  });

  it("a link that lost its callback still lands on the confirm page", async () => {
    const email = "no.callback@example.com";
    await createUnconfirmedUser(email, PASSWORD);
    const link = new URL(await latestLink(email, "confirm-email"));
    link.searchParams.delete("callbackURL");
    const { landing } = await open(link.toString());
    expect(landing).toBe("/auth/confirm?status=confirmed");
  });
});
