/**
 * The publishing actions of the plans list on many plans at once: share (private → unlisted,
 * shared → updated), update public versions, unpublish — only the caller's plans that are not in
 * the trash, one revision per plan, one notification per kind of change.
 */
import { describe, expect, it } from "vitest";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { describeTarget } from "../../helpers/test-database";
import { OWNER, STRANGER, createPlan, usePublishingApi } from "./publish-test-kit";

describe(`bulk publishing on ${describeTarget()}`, () => {
  const api = usePublishingApi();

  /** Ids of the user's notifications so far, to tell the new ones apart later. */
  const notificationIds = async (userId: string) =>
    new Set((await api.notificationsOf(userId)).map((row) => row.id));
  const newNotifications = async (userId: string, seen: Set<string>) =>
    (await api.notificationsOf(userId)).filter((row) => !seen.has(row.id));

  it("shares private plans as unlisted and updates shared ones; another user's ids change nothing", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const [privateA, privateB, publicPlan] = await Promise.all(
      ["Bulk A", "Bulk B", "Bulk public"].map((title) => createPlan(owner, title)),
    );
    await owner.publishing.publish({ planId: publicPlan!.id, visibility: "public", slug: "bulk" });
    const theirs = await createPlan(stranger, "Not yours");
    const ownerSeen = await notificationIds(OWNER.id);
    const strangerSeen = await notificationIds(STRANGER.id);

    const outcome = await owner.publishing.bulkPublish({
      ids: [privateA!.id, theirs.id, privateB!.id, publicPlan!.id, privateA!.id],
    });
    expect(outcome).toEqual({ count: 3 });

    for (const plan of [privateA!, privateB!]) {
      expect(await api.planRow(plan.id)).toMatchObject({
        visibility: "unlisted",
        status: "published",
      });
      expect((await api.planRow(plan.id)).unlistedToken).toBeTruthy();
      expect(await api.publication(plan.id)).toMatchObject({ revision: 1 });
      expect(await api.revisionReasons(plan.id)).toEqual([REVISION_REASONS.publish]);
    }
    // The public plan stays public at its slug, with a new version.
    expect(await api.planRow(publicPlan!.id)).toMatchObject({ visibility: "public", slug: "bulk" });
    expect(await api.publication(publicPlan!.id)).toMatchObject({ revision: 2 });
    expect(await api.revisionReasons(publicPlan!.id)).toEqual(
      [REVISION_REASONS.publish, REVISION_REASONS.publishUpdate].sort(),
    );
    expect(await newNotifications(OWNER.id, ownerSeen)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: NOTIFICATION_KINDS.planPublished,
          title: PUBLISHING_TEXT.notification.manyPublishedTitle(2),
          link: "/all-projects",
        }),
        expect.objectContaining({
          kind: NOTIFICATION_KINDS.planPublicationUpdated,
          body: PUBLISHING_TEXT.notification.updated("Bulk public"),
          link: `/plan/${publicPlan!.id}`,
        }),
      ]),
    );
    expect(await newNotifications(OWNER.id, ownerSeen)).toHaveLength(2);

    // The stranger's plan: untouched.
    expect(await api.planRow(theirs.id)).toMatchObject({
      visibility: "private",
      unlistedToken: null,
    });
    expect(await api.publication(theirs.id)).toBeNull();
    expect(await api.revisionReasons(theirs.id)).toEqual([]);
    expect(await newNotifications(STRANGER.id, strangerSeen)).toEqual([]);
  });

  it("updates only shared plans, and a changed plan's snapshot follows it", async () => {
    const owner = await api.owner();
    const shared = await createPlan(owner, "Shared one");
    const notShared = await createPlan(owner, "Private one");
    await owner.publishing.publish({ planId: shared.id, visibility: "unlisted" });
    await owner.plan.section.update({
      planId: shared.id,
      sectionId: shared.sections[1]!.id,
      expectedVersion: 1,
      body: "changed",
    });
    expect((await owner.publishing.state({ planId: shared.id })).hasUnpublishedChanges).toBe(true);

    expect(await owner.publishing.bulkUpdate({ ids: [shared.id, notShared.id] })).toEqual({
      count: 1,
    });
    expect((await owner.publishing.state({ planId: shared.id })).hasUnpublishedChanges).toBe(false);
    expect((await api.publication(shared.id))!.snapshot.sections[1]!.body).toBe("changed");
    expect(await api.publication(notShared.id)).toBeNull();
    expect(await api.revisionReasons(notShared.id)).toEqual([]);

    // Nothing shared among the ids: nothing happens, and it is not an error.
    expect(await owner.publishing.bulkUpdate({ ids: [notShared.id] })).toEqual({ count: 0 });
  });

  it("unpublishes shared plans: snapshots and links gone, one notification for several", async () => {
    const owner = await api.owner();
    const [one, two, never] = await Promise.all(
      ["Off one", "Off two", "Never shared"].map((title) => createPlan(owner, title)),
    );
    await owner.publishing.publish({ planId: one!.id, visibility: "unlisted" });
    await owner.publishing.publish({ planId: two!.id, visibility: "public", slug: "off-two" });
    const seen = await notificationIds(OWNER.id);

    expect(await owner.publishing.bulkUnpublish({ ids: [one!.id, two!.id, never!.id] })).toEqual({
      count: 2,
    });
    for (const plan of [one!, two!]) {
      expect(await api.planRow(plan.id)).toMatchObject({
        visibility: "private",
        status: "draft",
        unlistedToken: null,
      });
      expect(await api.publication(plan.id)).toBeNull();
      expect(await api.revisionReasons(plan.id)).toContain(REVISION_REASONS.unpublish);
    }
    expect(await api.revisionReasons(never!.id)).toEqual([]);
    expect(await newNotifications(OWNER.id, seen)).toEqual([
      expect.objectContaining({
        kind: NOTIFICATION_KINDS.planUnpublished,
        title: PUBLISHING_TEXT.notification.manyUnpublishedTitle(2),
      }),
    ]);
  });

  it("skips plans in the trash; only another user's ids answer NOT_FOUND", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const binned = await createPlan(owner, "Binned");
    await owner.plan.trash({ ids: [binned.id] });
    expect(await owner.publishing.bulkPublish({ ids: [binned.id] })).toEqual({ count: 0 });
    expect(await api.publication(binned.id)).toBeNull();

    const theirs = await createPlan(stranger, "Theirs only");
    // Each call starts only when awaited: no rejection is left unobserved.
    for (const call of [
      () => owner.publishing.bulkPublish({ ids: [theirs.id] }),
      () => owner.publishing.bulkUpdate({ ids: [theirs.id] }),
      () => owner.publishing.bulkUnpublish({ ids: [theirs.id] }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await api.publication(theirs.id)).toBeNull();
  });
});
