/**
 * What anonymous visitors can read (public-read.ts): public plans by username (any case) and slug,
 * old slugs as "moved", unlisted plans by token, public profiles — and nothing once unpublished,
 * trashed or re-linked, even when the page's render is cached.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import { publicPlanPath } from "@/lib/publishing/public-paths";
import { profiles } from "@/server/db/schema";
import { readPublicAvatar } from "@/server/services/accounts/avatar";
import { planViewOf } from "@/server/services/publishing/public-pages";
import { listPublicPlans } from "@/server/services/publishing/public-listing";
import {
  findPublicPlan,
  findPublicProfile,
  findUnlistedPlan,
} from "@/server/services/publishing/public-read";
import { snapshotRenderCount } from "@/server/services/publishing/render/render-snapshot";
import { describeTarget } from "../../helpers/test-database";
import { OWNER, OWNER_USERNAME, STRANGER, createPlan, usePublishingApi } from "./publish-test-kit";

describe(`public pages' reads on ${describeTarget()}`, () => {
  const api = usePublishingApi();

  async function publishPublic(title: string, slug: string) {
    const owner = await api.owner();
    const plan = await createPlan(owner, title);
    await owner.publishing.publish({ planId: plan.id, visibility: "public", slug });
    return plan;
  }

  it("finds a public plan by username in any case and slug, with the author but never the e-mail", async () => {
    const plan = await publishPublic("Garden design", "garden-design");

    const lookup = await findPublicPlan(api.db, OWNER_USERNAME.toUpperCase(), "garden-design");

    expect(lookup.kind).toBe("found");
    if (lookup.kind !== "found") return;
    expect(lookup.page).toMatchObject({
      planId: plan.id,
      visibility: "public",
      slug: "garden-design",
      revision: 1,
      author: { username: OWNER_USERNAME, displayName: OWNER_USERNAME, avatarPath: null },
    });
    expect(lookup.page.snapshot.title).toBe("Garden design");
    expect(JSON.stringify(lookup)).not.toContain(OWNER.email);
    expect(JSON.stringify(lookup)).not.toContain("unlisted_token");
    const row = await api.planRow(plan.id);
    expect(JSON.stringify(lookup)).not.toContain(row.unlistedToken!);
  });

  it("answers missing for an unknown user, a reserved name, another user's slug and an unlisted plan", async () => {
    await publishPublic("Kitchen plan", "kitchen-plan");
    const owner = await api.owner();
    const unlisted = await createPlan(owner, "Secret plan");
    await owner.publishing.publish({ planId: unlisted.id, visibility: "unlisted" });

    expect(await findPublicPlan(api.db, "nobody-here", "kitchen-plan")).toEqual({
      kind: "missing",
    });
    expect(await findPublicPlan(api.db, "admin", "kitchen-plan")).toEqual({ kind: "missing" });
    expect(await findPublicPlan(api.db, "sam", "kitchen-plan")).toEqual({ kind: "missing" });
    expect(await findPublicPlan(api.db, OWNER_USERNAME, "secret-plan")).toEqual({
      kind: "missing",
    });
  });

  it("answers moved for an old slug (and for the slug in another case), missing once unpublished", async () => {
    const owner = await api.owner();
    const plan = await publishPublic("Shop launch", "shop-launch");
    await owner.publishing.publish({ planId: plan.id, visibility: "public", slug: "shop-opening" });

    expect(await findPublicPlan(api.db, OWNER_USERNAME, "shop-launch")).toEqual({
      kind: "moved",
      username: OWNER_USERNAME,
      slug: "shop-opening",
    });
    expect(await findPublicPlan(api.db, OWNER_USERNAME, "Shop-Opening")).toEqual({
      kind: "moved",
      username: OWNER_USERNAME,
      slug: "shop-opening",
    });

    await owner.publishing.unpublish({ planId: plan.id });
    expect(await findPublicPlan(api.db, OWNER_USERNAME, "shop-launch")).toEqual({
      kind: "missing",
    });
    expect(await findPublicPlan(api.db, OWNER_USERNAME, "shop-opening")).toEqual({
      kind: "missing",
    });
  });

  it("finds unlisted and public plans by token; a new link or unpublishing kills the old one", async () => {
    const owner = await api.owner();
    const plan = await createPlan(owner, "Client proposal");
    await owner.publishing.publish({ planId: plan.id, visibility: "unlisted" });
    const firstToken = (await api.planRow(plan.id)).unlistedToken!;

    expect((await findUnlistedPlan(api.db, firstToken))?.planId).toBe(plan.id);
    expect(await findUnlistedPlan(api.db, `${firstToken}x`)).toBeNull();
    expect(await findUnlistedPlan(api.db, "")).toBeNull();

    await owner.publishing.regenerateToken({ planId: plan.id });
    const secondToken = (await api.planRow(plan.id)).unlistedToken!;
    expect(await findUnlistedPlan(api.db, firstToken)).toBeNull();
    expect((await findUnlistedPlan(api.db, secondToken))?.visibility).toBe("unlisted");

    await owner.publishing.unpublish({ planId: plan.id });
    expect(await findUnlistedPlan(api.db, secondToken)).toBeNull();
  });

  it("serves a cached render only while the publication exists, and renders each revision once", async () => {
    const owner = await api.owner();
    const plan = await publishPublic("Cached plan", "cached-plan");
    const before = snapshotRenderCount();
    const read = async () => {
      const lookup = await findPublicPlan(api.db, OWNER_USERNAME, "cached-plan");
      return lookup.kind === "found" ? planViewOf(lookup.page) : null;
    };

    const first = await read();
    const second = await read();
    expect(first?.rendered).toBe(second?.rendered);
    expect(snapshotRenderCount() - before).toBe(1);

    const [section] = (await owner.plan.get({ id: plan.id })).sections;
    await owner.plan.section.update({
      planId: plan.id,
      sectionId: section!.id,
      body: "A new **version**.",
      expectedVersion: section!.version,
    });
    await owner.publishing.update({ planId: plan.id });
    const updated = await read();
    expect(snapshotRenderCount() - before).toBe(2);
    expect(JSON.stringify(updated?.rendered)).toContain("<strong>version</strong>");

    await owner.publishing.unpublish({ planId: plan.id });
    expect(await read()).toBeNull();
  });

  it("answers missing for an address holding a NUL or bytes no slug or token has, without a query failing", async () => {
    const plan = await publishPublic("Nul plan", "nul-plan");
    const token = (await api.planRow(plan.id)).unlistedToken!;
    // PostgreSQL cannot hold U+0000: these used to fail inside the database (a 500).
    for (const slug of ["nul-plan\u0000", "\u0000", "nul plan", "x".repeat(61)]) {
      expect(await findPublicPlan(api.db, OWNER_USERNAME, slug), JSON.stringify(slug)).toEqual({
        kind: "missing",
      });
    }
    for (const bad of [`${token}\u0000`, `\u0000${token}`, `${token}/`, "x".repeat(129)]) {
      expect(await findUnlistedPlan(api.db, bad), JSON.stringify(bad)).toBeNull();
    }
    expect(await readPublicAvatar(api.db, `${OWNER.id}\u0000`)).toBeNull();
    // The well-formed addresses still answer.
    expect((await findPublicPlan(api.db, OWNER_USERNAME, "nul-plan")).kind).toBe("found");
    expect(await findUnlistedPlan(api.db, token)).not.toBeNull();
  });

  it("hides a plan in the trash", async () => {
    const owner = await api.owner();
    const plan = await publishPublic("Trashed plan", "trashed-plan");
    const token = (await api.planRow(plan.id)).unlistedToken!;
    await owner.plan.trash({ ids: [plan.id] });

    expect(await findPublicPlan(api.db, OWNER_USERNAME, "trashed-plan")).toEqual({
      kind: "missing",
    });
    expect(await findUnlistedPlan(api.db, token)).toBeNull();
    const profile = await findPublicProfile(api.db, OWNER_USERNAME);
    expect(profile?.plans.map((p) => p.title)).not.toContain("Trashed plan");
  });

  it("shows a profile: full name, bio, avatar path, and only public plans, newest first", async () => {
    await api.db
      .update(profiles)
      .set({
        fullName: "Olivia Owner",
        bio: "I plan gardens.",
        avatarDataUrl: "data:image/png;base64,iVBORw0KGgo=",
      })
      .where(eq(profiles.userId, OWNER.id));
    const owner = await api.owner();
    const hidden = await createPlan(owner, "Only by link");
    await owner.publishing.publish({ planId: hidden.id, visibility: "unlisted" });
    await publishPublic("Older public", "older-public");
    await publishPublic("Newer public", "newer-public");

    const profile = await findPublicProfile(api.db, "OLIVIA");

    expect(profile?.author).toMatchObject({
      userId: OWNER.id,
      username: OWNER_USERNAME,
      displayName: "Olivia Owner",
      bio: "I plan gardens.",
    });
    expect(profile?.author.avatarPath).toMatch(
      new RegExp(`^/api/public/avatars/${OWNER.id}\\?v=[0-9a-z]+$`),
    );
    // The same versioned address as the listings, which the avatar route caches for good.
    const listed = await listPublicPlans(api.db, { author: OWNER_USERNAME, page: 1, pageSize: 1 });
    expect(listed.plans[0]?.author.avatarPath).toBe(profile?.author.avatarPath);
    const titles = profile!.plans.map((p) => p.title);
    expect(titles.slice(0, 2)).toEqual(["Newer public", "Older public"]);
    expect(titles).not.toContain("Only by link");
    expect(profile!.plans[0]!.path).toBe(publicPlanPath(OWNER_USERNAME, "newer-public"));
    expect(JSON.stringify(profile)).not.toContain(OWNER.email);
    expect(JSON.stringify(profile)).not.toContain("data:image");
  });

  it("answers null for unknown and reserved profiles; a user without names is never shown by e-mail", async () => {
    expect(await findPublicProfile(api.db, "nobody-here")).toBeNull();
    expect(await findPublicProfile(api.db, "dashboard")).toBeNull();

    await api.db.update(profiles).set({ username: null }).where(eq(profiles.userId, STRANGER.id));
    const stranger = await api.stranger();
    const plan = await createPlan(stranger, "Nameless plan");
    await stranger.publishing.publish({ planId: plan.id, visibility: "unlisted" });
    const token = (await api.planRow(plan.id)).unlistedToken!;

    const page = await findUnlistedPlan(api.db, token);
    expect(page?.author.displayName).toBe(PUBLIC_PAGE_TEXT.anonymousAuthor);
    expect(JSON.stringify(page)).not.toContain(STRANGER.email);
  });
});
