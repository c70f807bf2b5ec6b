/**
 * A released username does not take over old links (issue 23, A4): after bob renames himself,
 * "bob" stays reserved for him for the hold (the availability check, the username change and
 * sign-up refuse it to others; bob may take it back), and when carol takes it after the hold and
 * publishes at bob's old slug, bob's old link still reaches bob's plan. Through the app's real
 * REST and tRPC handlers and the public page, on PGlite and (with TEST_DATABASE_URL) PostgreSQL;
 * the clock is moved past the hold through the services' injectable `now`.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { USERNAME_MESSAGES } from "@/lib/auth/username-rules";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { publicPlanPath } from "@/lib/publishing/public-paths";
import { plans } from "@/server/db/schema";
import type { RestBrowser } from "../../helpers/rest-client";
import { startAppOnTestTarget } from "../../helpers/trpc-http";

const app = await startAppOnTestTarget();
const { appDb, createConfirmedUser, newBrowser, routes } = app;
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");
const { resultData, TrpcHttpClient } = await import("../../helpers/trpc-http");
const { checkUsernameAvailability, setUsername } =
  await import("@/server/services/accounts/profile");
const { DEFAULT_USERNAME_RELEASE_HOLD_DAYS, usernameReleaseHoldMs } =
  await import("@/server/services/accounts/username-release");
const { publicPlanByAddress } = await import("@/server/services/publishing/public-pages");
const { default: PublicPlanPage } = await import("@/app/[handle]/p/[slug]/page");

const PASSWORD = "renamed lantern orchard 4";
const DAY = 24 * 60 * 60_000;
const HELD = ACCOUNT_ERRORS.usernameReleasedRecently;
const SLUG = "garden-plan";

interface Account {
  id: string;
  browser: RestBrowser;
  trpc: InstanceType<typeof TrpcHttpClient>;
}

/** A confirmed account with a username, signed in for REST (browser) and tRPC calls. */
async function account(email: string, username: string): Promise<Account> {
  const { browser, user } = await createConfirmedUser(email, PASSWORD, { username });
  const { answer } = await app.signIn(email, PASSWORD);
  const trpc = new TrpcHttpClient(trpcRoute);
  trpc.cookie = answer.response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: user.id, browser, trpc };
}

const usernameOf = async (who: Account) =>
  (await who.browser.call(routes.getProfile, "/api/profile", { method: "GET" })).body?.data.profile
    .username as string | null;
const putProfile = (who: Account, body: unknown) =>
  who.browser.call(routes.putProfile, "/api/profile", { method: "PUT", body });
const checkUsername = (who: Account, username: string) =>
  who.browser.call(routes.checkUsername, "/api/profile/check-username", { body: { username } });

/** Creates a plan and publishes it publicly at `slug`; answers the tRPC call's answer. */
async function publishNewPlan(who: Account, title: string, slug: string) {
  const created = await who.trpc.call("plan.create", {
    title,
    summary: `About ${title}`,
    sections: [{ kind: "overview", body: `${title}: the overview.` }],
  });
  expect(created.status, created.text).toBe(200);
  const planId = resultData(created).id as string;
  const published = await who.trpc.call("publishing.publish", {
    planId,
    visibility: "public",
    slug,
  });
  return { planId, published };
}

/** Where the public page at /{handle}/p/{slug} sends the browser (its permanent redirect). */
async function pageRedirect(handle: string, slug: string): Promise<string | null> {
  try {
    await PublicPlanPage({ params: Promise.resolve({ handle, slug }) });
    return null;
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    const match = /^NEXT_REDIRECT;[a-z]+;([^;]+);308;/.exec(digest);
    if (!match) throw error;
    return match[1]!;
  }
}

describe("a username given up by a rename", () => {
  let bob: Account;
  let carol: Account;
  let bobsPlanId: string;
  /** The rename happened between these two moments. */
  let renamedFrom: Date;
  let renamedBy: Date;

  beforeAll(async () => {
    [bob, carol] = await Promise.all([
      account("bob@example.com", "bob"),
      account("carol@example.com", "carol"),
    ]);
    const { planId, published } = await publishNewPlan(bob, "Bob's garden", SLUG);
    expect(published.status, published.text).toBe(200);
    bobsPlanId = planId;
    // A second plan, at the address a suggestion for the first would pick.
    const second = await publishNewPlan(bob, "Bob's garden, part two", `${SLUG}-2`);
    expect(second.published.status, second.published.text).toBe(200);
    // The link bob sends to his clients.
    expect((await publicPlanByAddress("bob", SLUG)).kind).toBe("found");

    renamedFrom = new Date();
    const renamed = await putProfile(bob, { username: "bobby" });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    renamedBy = new Date();
  }, 180_000);

  it(`is reserved for ${DEFAULT_USERNAME_RELEASE_HOLD_DAYS} days by default`, () => {
    expect(usernameReleaseHoldMs()).toBe(DEFAULT_USERNAME_RELEASE_HOLD_DAYS * DAY);
  });

  it("is reported unavailable by /api/profile/check-username during the hold, in any case", async () => {
    for (const username of ["bob", "BOB", "Bob"]) {
      const answer = await checkUsername(carol, username);
      expect(answer.status).toBe(200);
      expect(answer.body, username).toEqual({ data: { available: false, reason: HELD } });
    }
  });

  it("cannot be taken by another account during the hold, by a rename or at sign-up", async () => {
    const refused = await putProfile(carol, { username: "Bob" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: "USERNAME_TAKEN", message: HELD, fieldErrors: { username: [HELD] } },
    });
    expect(await usernameOf(carol)).toBe("carol");

    const signUp = await newBrowser().call(routes.signup, "/api/auth/signup", {
      body: { email: "newcomer@example.com", password: PASSWORD, username: "bob" },
    });
    expect(signUp.status).toBe(409);
    expect(signUp.body?.error.message).toBe(HELD);

    // Still held a minute before the hold ends.
    const db = await appDb();
    const almost = new Date(renamedFrom.getTime() + usernameReleaseHoldMs() - 60_000);
    await expect(setUsername(db, carol.id, "bob", { now: almost })).rejects.toMatchObject({
      status: 409,
      message: HELD,
    });
  });

  it("keeps bob's old link leading to his plan at his new address", async () => {
    expect(await publicPlanByAddress("bob", SLUG)).toEqual({
      kind: "moved",
      username: "bobby",
      slug: SLUG,
    });
    expect(await pageRedirect("bob", SLUG)).toBe(publicPlanPath("bobby", SLUG));
    expect(await pageRedirect("@bob", SLUG)).toBe(publicPlanPath("bobby", SLUG));
  });

  it("after the hold, carol takes it, and bob's old link still reaches bob's plan", async () => {
    const db = await appDb();
    const afterHold = new Date(renamedBy.getTime() + usernameReleaseHoldMs() + 60_000);
    expect(await checkUsernameAvailability(db, "bob", carol.id, { now: afterHold })).toEqual({
      available: true,
      reason: null,
    });
    await setUsername(db, carol.id, "bob", { now: afterHold });

    // Publishing at bob's old slug would hide behind its redirect: refused, with free suggestions.
    const { planId: carolsPlanId, published } = await publishNewPlan(carol, "Garden plan", SLUG);
    expect(published.status).toBe(409);
    expect(published.json.error.json.message).toBe(PUBLISHING_TEXT.slug.oldAddress);
    expect(published.json.error.json.data.appCode).toBe("SLUG_UNAVAILABLE");
    const { suggestions } = published.json.error.json.data.details as { suggestions: string[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions).not.toContain(SLUG);
    // Nor is any other of bob's old addresses offered.
    expect(suggestions).not.toContain(`${SLUG}-2`);
    // The Share dialog's check says so as she types.
    const check = await carol.trpc.call(
      "publishing.checkSlug",
      { planId: carolsPlanId, slug: SLUG },
      "GET",
    );
    expect(resultData(check)).toMatchObject({
      available: false,
      reason: "oldAddress",
      message: PUBLISHING_TEXT.slug.oldAddress,
    });
    // Any other address is hers.
    const elsewhere = await carol.trpc.call("publishing.publish", {
      planId: carolsPlanId,
      visibility: "public",
      slug: suggestions[0],
    });
    expect(elsewhere.status, elsewhere.text).toBe(200);
    expect((await publicPlanByAddress("bob", suggestions[0]!)).kind).toBe("found");

    // Bob's old link: bob's plan, at his new address.
    expect(await publicPlanByAddress("bob", SLUG)).toEqual({
      kind: "moved",
      username: "bobby",
      slug: SLUG,
    });
    expect(await pageRedirect("bob", SLUG)).toBe(publicPlanPath("bobby", SLUG));
    const reached = await publicPlanByAddress("bobby", SLUG);
    expect(reached.kind === "found" && reached.page.planId).toBe(bobsPlanId);
  });

  it("wins over a newer plan at the same address, however it got there", async () => {
    // A plan of carol's at the old address (as if published before this rule existed).
    const { planId } = await publishNewPlan(carol, "Shadow", "shadow-plan");
    const db = await appDb();
    await db.update(plans).set({ slug: SLUG }).where(eq(plans.id, planId));
    expect(await publicPlanByAddress("bob", SLUG)).toMatchObject({
      kind: "moved",
      username: "bobby",
    });
    // Once bob's plan is no longer public, the address leads nowhere: never to carol's plan,
    // and never to bob's plan while only its unlisted link may show it.
    const unlisted = await bob.trpc.call("publishing.publish", {
      planId: bobsPlanId,
      visibility: "unlisted",
    });
    expect(unlisted.status, unlisted.text).toBe(200);
    expect(await publicPlanByAddress("bob", SLUG)).toEqual({ kind: "missing" });
    const unpublished = await bob.trpc.call("publishing.unpublish", { planId: bobsPlanId });
    expect(unpublished.status, unpublished.text).toBe(200);
    expect(await publicPlanByAddress("bob", SLUG)).toEqual({ kind: "missing" });
    await db.update(plans).set({ slug: "shadow-plan" }).where(eq(plans.id, planId));
  });
});

describe("a username taken back, or taken over public plans", () => {
  it("can be taken back by its previous owner during the hold; its links are plainly theirs", async () => {
    const dave = await account("dave@example.com", "dave");
    const shop = await publishNewPlan(dave, "Dave's shop", "shop-plan");
    expect(shop.published.status).toBe(200);
    expect((await putProfile(dave, { username: "dave2" })).status).toBe(200);
    expect(await publicPlanByAddress("dave", "shop-plan")).toMatchObject({
      kind: "moved",
      username: "dave2",
    });

    expect((await checkUsername(dave, "dave")).body).toEqual({
      data: { available: true, reason: null },
    });
    const back = await putProfile(dave, { username: "Dave" });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const found = await publicPlanByAddress("dave", "shop-plan");
    expect(found.kind).toBe("found");
    // dave2 is now the name dave gave up: reserved for him, his link under it redirects back.
    expect(await publicPlanByAddress("dave2", "shop-plan")).toEqual({
      kind: "moved",
      username: "Dave",
      slug: "shop-plan",
    });

    // Back under "dave", the addresses are his to reuse: the shop moves, a new plan takes its
    // old address; when he gives "dave" up again, each address leads where it led then.
    const moved = await dave.trpc.call("publishing.publish", {
      planId: shop.planId,
      visibility: "public",
      slug: "dave-shop",
    });
    expect(moved.status, moved.text).toBe(200);
    const offers = await publishNewPlan(dave, "Dave's offers", "shop-plan");
    expect(offers.published.status, offers.published.text).toBe(200);
    expect((await putProfile(dave, { username: "dave3" })).status).toBe(200);
    expect(await publicPlanByAddress("dave", "shop-plan")).toEqual({
      kind: "moved",
      username: "dave3",
      slug: "shop-plan",
    });
    expect(await publicPlanByAddress("dave", "dave-shop")).toEqual({
      kind: "moved",
      username: "dave3",
      slug: "dave-shop",
    });
  });

  it("is refused to an account whose public plans sit at its old addresses", async () => {
    const erin = await account("erin@example.com", "erin");
    const frank = await account("frank@example.com", "frank");
    expect((await publishNewPlan(erin, "Erin's roadmap", "roadmap")).published.status).toBe(200);
    expect((await putProfile(erin, { username: "erin-new" })).status).toBe(200);
    expect((await publishNewPlan(frank, "Frank's roadmap", "roadmap")).published.status).toBe(200);

    const db = await appDb();
    const afterHold = new Date(Date.now() + usernameReleaseHoldMs() + DAY);
    // (A day past the hold of a release made moments ago.)
    const message = ACCOUNT_ERRORS.usernameOldAddressesInUse(["roadmap"]);
    await expect(setUsername(db, frank.id, "erin", { now: afterHold })).rejects.toMatchObject({
      status: 409,
      message,
      fieldErrors: { username: [message] },
    });
    expect(await usernameOf(frank)).toBe("frank");
    // Frank's plan stays where it is, and erin's old link still reaches erin's plan.
    expect((await publicPlanByAddress("frank", "roadmap")).kind).toBe("found");
    expect(await publicPlanByAddress("erin", "roadmap")).toMatchObject({
      kind: "moved",
      username: "erin-new",
    });
  });

  it("USERNAME_MESSAGES.taken still answers for a name another account holds", async () => {
    const grace = await account("grace@example.com", "grace");
    expect((await checkUsername(grace, "erin-new")).body).toEqual({
      data: { available: false, reason: USERNAME_MESSAGES.taken },
    });
  });
});
