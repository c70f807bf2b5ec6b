/**
 * Publishing one plan: the snapshot, the revision and notification of publish / update /
 * unpublish, "Unpublished changes" from the fingerprint, the unlisted token and its renewal.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/codes";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { publicPlanPath, unlistedPlanPath } from "@/lib/publishing/public-paths";
import { planCustomizations, plans, users } from "@/server/db/schema";
import { UNLISTED_TOKEN_BYTES } from "@/server/services/publishing/tokens";
import { describeTarget } from "../../helpers/test-database";
import {
  OWNER,
  OWNER_USERNAME,
  appErrorOf,
  createPlan,
  usePublishingApi,
} from "./publish-test-kit";

describe(`publishing a plan on ${describeTarget()}`, () => {
  const api = usePublishingApi();

  it("publishes unlisted: a snapshot with the owner's branding, a secret link, a revision and a notification", async () => {
    const owner = await api.owner();
    await api.db.insert(planCustomizations).values({
      userId: OWNER.id,
      defaultSections: ["overview"],
      brandName: "Olivia Studio",
      accentColor: "#123456",
      logoDataUrl: null,
    });
    const plan = await createPlan(owner, "Website redesign");
    expect((await owner.publishing.state({ planId: plan.id })).visibility).toBe("private");

    const state = await owner.publishing.publish({ planId: plan.id, visibility: "unlisted" });

    const row = await api.planRow(plan.id);
    expect(row).toMatchObject({ visibility: "unlisted", status: "published", slug: null });
    // base64url of UNLISTED_TOKEN_BYTES random bytes: at least 128 bits, URL-safe.
    expect(row.unlistedToken).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(row.unlistedToken!, "base64url")).toHaveLength(UNLISTED_TOKEN_BYTES);
    expect(UNLISTED_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(state).toMatchObject({
      visibility: "unlisted",
      slug: null,
      publicPath: null,
      unlistedPath: unlistedPlanPath(row.unlistedToken!),
      hasUnpublishedChanges: false,
      estimate: null,
      username: OWNER_USERNAME,
    });
    expect(state.publishedAt).toBeInstanceOf(Date);
    expect(state.firstPublishedAt).toEqual(state.publishedAt);

    const publication = await api.publication(plan.id);
    expect(publication).toMatchObject({ revision: 1, showEstimate: false, ownerId: OWNER.id });
    expect(publication!.snapshot).toMatchObject({
      title: "Website redesign",
      summary: "About Website redesign",
      branding: { brandName: "Olivia Studio", accentColor: "#123456", logoDataUrl: null },
      estimate: null,
      diagrams: {},
    });
    expect(publication!.snapshot.sections).toEqual(
      plan.sections.map(({ id, kind, title, body }) => ({ id, kind, title, body })),
    );
    expect(await api.revisionReasons(plan.id)).toEqual([REVISION_REASONS.publish]);
    expect(await api.notificationsOf(OWNER.id)).toContainEqual(
      expect.objectContaining({
        kind: NOTIFICATION_KINDS.planPublished,
        body: PUBLISHING_TEXT.notification.published("Website redesign", "unlisted"),
        link: `/plan/${plan.id}`,
      }),
    );
  });

  it("publishes public at a slug with an estimate; later edits show as unpublished changes until updated", async () => {
    const owner = await api.owner();
    const plan = await createPlan(owner, "Mobile app");
    const estimate = { amountMinor: 1_250_000, currency: "EUR", note: "Fixed price" };
    const published = await owner.publishing.publish({
      planId: plan.id,
      visibility: "public",
      slug: "mobile-app",
      estimate,
    });
    expect(published).toMatchObject({
      visibility: "public",
      slug: "mobile-app",
      publicPath: publicPlanPath(OWNER_USERNAME, "mobile-app"),
      estimate,
      hasUnpublishedChanges: false,
    });
    expect(published.unlistedPath).toMatch(/^\/p\//);

    await owner.plan.section.update({
      planId: plan.id,
      sectionId: plan.sections[1]!.id,
      expectedVersion: 1,
      body: "- [x] priced",
    });
    const edited = await owner.publishing.state({ planId: plan.id });
    expect(edited.hasUnpublishedChanges).toBe(true);
    // Visitors still see the published words.
    expect((await api.publication(plan.id))!.snapshot.sections[1]!.body).toBe("- [ ] price it");

    const updated = await owner.publishing.update({ planId: plan.id });
    expect(updated).toMatchObject({
      hasUnpublishedChanges: false,
      slug: "mobile-app",
      estimate,
      unlistedPath: published.unlistedPath,
      firstPublishedAt: published.firstPublishedAt,
    });
    const publication = await api.publication(plan.id);
    expect(publication).toMatchObject({ revision: 2, showEstimate: true });
    expect(publication!.snapshot.sections[1]!.body).toBe("- [x] priced");
    expect(await api.revisionReasons(plan.id)).toEqual(
      [REVISION_REASONS.publish, REVISION_REASONS.publishUpdate].sort(),
    );
    expect(await api.notificationsOf(OWNER.id)).toContainEqual(
      expect.objectContaining({
        kind: NOTIFICATION_KINDS.planPublicationUpdated,
        body: PUBLISHING_TEXT.notification.updated("Mobile app"),
      }),
    );

    // A title change counts too; putting it back is no change at all.
    const row = await api.planRow(plan.id);
    await owner.plan.updateDetails({ id: plan.id, expectedVersion: row.version, title: "Other" });
    expect((await owner.publishing.state({ planId: plan.id })).hasUnpublishedChanges).toBe(true);
    await owner.plan.updateDetails({
      id: plan.id,
      expectedVersion: row.version + 1,
      title: "Mobile app",
    });
    expect((await owner.publishing.state({ planId: plan.id })).hasUnpublishedChanges).toBe(false);
  });

  it("publishing does not move the plan's version, so an open editor can keep saving", async () => {
    const owner = await api.owner();
    const plan = await createPlan(owner, "Versioned");
    const before = await api.planRow(plan.id);
    await owner.publishing.publish({ planId: plan.id, visibility: "unlisted" });
    const after = await api.planRow(plan.id);
    expect(after.version).toBe(before.version);
    expect(after.updatedAt).toEqual(before.updatedAt);
    await owner.plan.updateDetails({ id: plan.id, expectedVersion: before.version, title: "Ok" });
  });

  it("public needs a username; without one nothing changes", async () => {
    await api.db.insert(users).values({
      id: "nameless-1",
      name: "No Name",
      email: "noname@example.com",
      emailVerified: true,
    });
    const nameless = await api.callerFor("nameless-1");
    const plan = await createPlan(nameless, "Anonymous work");
    const error = await appErrorOf(
      nameless.publishing.publish({ planId: plan.id, visibility: "public", slug: "anon-work" }),
    );
    expect(error.code).toBe(ERROR_CODES.usernameRequired);
    expect(error.message).toBe(PUBLISHING_TEXT.usernameRequired);
    expect(await api.publication(plan.id)).toBeNull();
    expect(await api.planRow(plan.id)).toMatchObject({ visibility: "private", slug: null });
    expect(await api.revisionReasons(plan.id)).toEqual([]);
    // Unlisted needs no username.
    const state = await nameless.publishing.publish({ planId: plan.id, visibility: "unlisted" });
    expect(state).toMatchObject({ visibility: "unlisted", username: null, publicPath: null });
  });

  it("unpublishes: the snapshot and the unlisted token are gone at once; the slug is kept for next time", async () => {
    const owner = await api.owner();
    const plan = await createPlan(owner, "Going offline");
    await owner.publishing.publish({ planId: plan.id, visibility: "public", slug: "offline" });
    const token = (await api.planRow(plan.id)).unlistedToken!;

    const state = await owner.publishing.unpublish({ planId: plan.id });
    expect(state).toMatchObject({
      visibility: "private",
      slug: null,
      publicPath: null,
      unlistedPath: null,
      publishedAt: null,
      hasUnpublishedChanges: false,
      suggestedSlug: "offline",
    });
    expect(await api.publication(plan.id)).toBeNull();
    expect(await api.planRow(plan.id)).toMatchObject({
      visibility: "private",
      status: "draft",
      unlistedToken: null,
      slug: "offline",
    });
    expect(await api.db.select().from(plans).where(eq(plans.unlistedToken, token))).toEqual([]);
    expect(await api.revisionReasons(plan.id)).toEqual(
      [REVISION_REASONS.publish, REVISION_REASONS.unpublish].sort(),
    );
    expect(await api.notificationsOf(OWNER.id)).toContainEqual(
      expect.objectContaining({
        kind: NOTIFICATION_KINDS.planUnpublished,
        body: PUBLISHING_TEXT.notification.unpublished("Going offline"),
      }),
    );

    // Unpublishing a private plan changes nothing and records nothing.
    await owner.publishing.unpublish({ planId: plan.id });
    expect(await api.revisionReasons(plan.id)).toHaveLength(2);

    // Publishing again: a new link, and a revision number never used before (the render cache
    // is keyed by it, so an old render can never be served for the new snapshot).
    const again = await owner.publishing.publish({ planId: plan.id, visibility: "unlisted" });
    expect((await api.planRow(plan.id)).unlistedToken).not.toBe(token);
    expect((await api.publication(plan.id))!.revision).toBe(2);
    expect(again.firstPublishedAt).toEqual(again.publishedAt);
  });

  it("a new unlisted link replaces the old one at once; a private plan has no link to renew", async () => {
    const owner = await api.owner();
    const plan = await createPlan(owner, "Secret link");
    const first = await owner.publishing.publish({ planId: plan.id, visibility: "unlisted" });
    const oldToken = (await api.planRow(plan.id)).unlistedToken!;

    const renewed = await owner.publishing.regenerateToken({ planId: plan.id });
    const newToken = (await api.planRow(plan.id)).unlistedToken!;
    expect(newToken).not.toBe(oldToken);
    expect(renewed.unlistedPath).toBe(unlistedPlanPath(newToken));
    expect(renewed.unlistedPath).not.toBe(first.unlistedPath);
    expect(await api.db.select().from(plans).where(eq(plans.unlistedToken, oldToken))).toEqual([]);
    // The snapshot is untouched: a new link is not a new version.
    expect((await api.publication(plan.id))!.revision).toBe(1);

    const privatePlan = await createPlan(owner, "Never shared");
    const error = await appErrorOf(owner.publishing.regenerateToken({ planId: privatePlan.id }));
    expect(error.message).toBe(PUBLISHING_TEXT.notShared);
    expect((await api.planRow(privatePlan.id)).unlistedToken).toBeNull();
    const update = await appErrorOf(owner.publishing.update({ planId: privatePlan.id }));
    expect(update.message).toBe(PUBLISHING_TEXT.notShared);
  });

  it("a plan in the trash cannot be published", async () => {
    const owner = await api.owner();
    const plan = await createPlan(owner, "Binned");
    await owner.plan.trash({ ids: [plan.id] });
    const error = await appErrorOf(
      owner.publishing.publish({ planId: plan.id, visibility: "unlisted" }),
    );
    expect(error.trpc.code).toBe("NOT_FOUND");
    expect(await api.publication(plan.id)).toBeNull();
    expect((await api.planRow(plan.id)).visibility).toBe("private");
  });
});
