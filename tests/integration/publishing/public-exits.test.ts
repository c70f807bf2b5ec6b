/**
 * Issue 23, point B7: a plan is publicly listed while it is published (has a snapshot), public,
 * has a slug, is not in the trash, and its owner exists and has a username — and on every public
 * surface at once: the profile page, the public page, the sitemap, GET /api/plans/public (with
 * and without ?author=), GET /api/publish/landing and its link-preview picture. Each fixture
 * takes one path out of public, through the app's own actions where the product has one; each
 * must vanish from every surface while the control plan stays on all of them. Dropping any one
 * condition of the listing (listed-plans.ts) makes one of these fail.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startAppOnTestTarget } from "../../helpers/trpc-http";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { insertSharedPlan, insertUser } from "./public-meta-kit";

const { appDb } = await startAppOnTestTarget();
const { appRouter } = await import("@/server/api/root");
const { createTRPCContext } = await import("@/server/api/trpc");
const { signedInUser } = await import("@/server/auth/session-user");
const schema = await import("@/server/db/schema");
const { updateProfile } = await import("@/server/services/accounts/profile");
const { publicPlanByAddress, publicProfileByUsername } =
  await import("@/server/services/publishing/public-pages");
const { buildSitemap } = await import("@/server/services/publishing/sitemap");
const { GET: listRoute } = await import("@/app/api/plans/public/route");
const { GET: landingRoute } = await import("@/app/api/publish/landing/route");
const { GET: publicOgRoute } = await import("@/app/api/og/public/[handle]/[slug]/route");

/** Every surface a public plan is shown on. */
const EVERY_SURFACE = [
  "profile",
  "page",
  "sitemap",
  "sitemap profile",
  "list",
  "list by author",
  "landing",
  "og image",
] as const;
type Surface = (typeof EVERY_SURFACE)[number];

/** One owner per fixture, so the landing page's two-per-author limit never hides a leak. */
type Fixture = { name: string; username: string; userId: string; title: string; slug: string };

function fixture(name: string): Fixture {
  const key = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    name,
    username: `exit_${key}`.slice(0, 30),
    userId: `exit-user-${key}`,
    title: `${name} TITLE`,
    slug: `plan-${key}`.slice(0, 60),
  };
}

async function callerFor(userId: string) {
  const db = await appDb();
  return appRouter.createCaller(
    await createTRPCContext({
      headers: new Headers(),
      db,
      resolveSession: async () => {
        const [row] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
        return row ? { user: signedInUser(row) } : null;
      },
    }),
  );
}

/** Signs the fixture's owner up (with a username) and publishes a plan publicly. */
async function publishPublicly(plan: Fixture): Promise<string> {
  await insertUser(await appDb(), {
    id: plan.userId,
    email: `${plan.userId}@exits.test`,
    username: plan.username,
    name: plan.name,
  });
  const owner = await callerFor(plan.userId);
  const created = await owner.plan.create({
    title: plan.title,
    summary: `${plan.name} SUMMARY`,
    sections: [{ kind: "overview", body: "Body." }],
  });
  await owner.publishing.publish({ planId: created.id, visibility: "public", slug: plan.slug });
  return created.id;
}

async function getJson(route: (request: Request) => Promise<Response>, path: string) {
  const response = await route(new Request(`${APP_ORIGIN}${path}`));
  expect(response.status).toBe(200);
  return (await response.json()) as { data: { plans: { title: string; path: string }[] } };
}

/** Where `plan` can be seen by an anonymous visitor right now. */
async function surfacesShowing(plan: Fixture): Promise<Surface[]> {
  const shown: Surface[] = [];
  const profile = await publicProfileByUsername(plan.username);
  if (profile?.plans.some((listed) => listed.title === plan.title)) shown.push("profile");
  if ((await publicPlanByAddress(plan.username, plan.slug)).kind === "found") shown.push("page");
  const sitemap = (await buildSitemap(await appDb(), APP_ORIGIN)).map((entry) => entry.url);
  if (sitemap.some((url) => url.endsWith(`/p/${plan.slug}`) && url.includes(plan.username))) {
    shown.push("sitemap");
  }
  if (sitemap.some((url) => url.endsWith(`/@${plan.username}`))) shown.push("sitemap profile");
  const listed = await getJson(listRoute, "/api/plans/public?pageSize=50");
  if (listed.data.plans.some((item) => item.title === plan.title)) shown.push("list");
  const byAuthor = await getJson(listRoute, `/api/plans/public?author=${plan.username}`);
  if (byAuthor.data.plans.some((item) => item.title === plan.title)) shown.push("list by author");
  const landing = await getJson(landingRoute, "/api/publish/landing");
  if (landing.data.plans.some((item) => item.title === plan.title)) shown.push("landing");
  const og = await publicOgRoute(
    new Request(`${APP_ORIGIN}/api/og/public/${plan.username}/${plan.slug}`),
    { params: Promise.resolve({ handle: plan.username, slug: plan.slug }) },
  );
  if (og.status === 200) shown.push("og image");
  else expect(og.status).toBe(404);
  return shown;
}

const STILL_PUBLIC = fixture("Still public");
const THEN_UNLISTED = fixture("Public then unlisted");
const THEN_PRIVATE = fixture("Public then unpublished");
const THEN_BULK_PRIVATE = fixture("Public then bulk unpublished");
const THEN_TRASHED = fixture("Public then trashed");
const USERNAME_CLEARED = fixture("Owner cleared username");
const OWNER_DELETED = fixture("Owner deleted");
const NO_SLUG = fixture("Public without a slug");
const NO_SNAPSHOT = fixture("Public without a snapshot");

describe("every path out of public, on every public surface", () => {
  beforeAll(async () => {
    const db = await appDb();
    await publishPublicly(STILL_PUBLIC);

    // The Share dialog switched from Public to Unlisted: the plan keeps its slug.
    const unlisted = await publishPublicly(THEN_UNLISTED);
    await (
      await callerFor(THEN_UNLISTED.userId)
    ).publishing.publish({
      planId: unlisted,
      visibility: "unlisted",
    });

    const unpublished = await publishPublicly(THEN_PRIVATE);
    await (await callerFor(THEN_PRIVATE.userId)).publishing.unpublish({ planId: unpublished });

    const bulkUnpublished = await publishPublicly(THEN_BULK_PRIVATE);
    await (
      await callerFor(THEN_BULK_PRIVATE.userId)
    ).publishing.bulkUnpublish({
      ids: [bulkUnpublished],
    });

    const trashed = await publishPublicly(THEN_TRASHED);
    await (await callerFor(THEN_TRASHED.userId)).plan.trash({ ids: [trashed] });

    await publishPublicly(USERNAME_CLEARED);
    await updateProfile(db, USERNAME_CLEARED.userId, { username: null });

    await publishPublicly(OWNER_DELETED);
    await db.delete(schema.users).where(eq(schema.users.id, OWNER_DELETED.userId));

    // Half-written rows no action leaves behind, but a listing must not trust to that: public
    // with a snapshot but no slug, and public with a slug but no snapshot.
    for (const half of [NO_SLUG, NO_SNAPSHOT]) {
      await insertUser(db, {
        id: half.userId,
        email: `${half.userId}@exits.test`,
        username: half.username,
      });
    }
    await insertSharedPlan(db, {
      ownerId: NO_SLUG.userId,
      title: NO_SLUG.title,
      visibility: "public",
      slug: null,
      published: { title: NO_SLUG.title, summary: "", at: new Date() },
    });
    await insertSharedPlan(db, {
      ownerId: NO_SNAPSHOT.userId,
      title: NO_SNAPSHOT.title,
      visibility: "public",
      slug: NO_SNAPSHOT.slug,
    });
  });

  it("shows the plan that stayed public on every surface", async () => {
    expect(await surfacesShowing(STILL_PUBLIC)).toEqual([...EVERY_SURFACE]);
  });

  it.each([
    THEN_UNLISTED,
    THEN_PRIVATE,
    THEN_BULK_PRIVATE,
    THEN_TRASHED,
    USERNAME_CLEARED,
    OWNER_DELETED,
    NO_SLUG,
    NO_SNAPSHOT,
  ])("shows $name on no surface", async (plan) => {
    expect(await surfacesShowing(plan)).toEqual([]);
  });

  it("still shows the profile (without the plan) of an owner whose plan left public", async () => {
    const profile = await publicProfileByUsername(THEN_UNLISTED.username);
    expect(profile?.author.username).toBe(THEN_UNLISTED.username);
    expect(profile?.plans).toEqual([]);
  });
});
