/**
 * Another user's plan: every publishing procedure answers NOT_FOUND (never FORBIDDEN, so plan ids
 * cannot be probed) and nothing changes — not the plan, its snapshot, its link, its revisions or
 * anyone's notifications. Without a session, UNAUTHORIZED.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { describeTarget } from "../../helpers/test-database";
import { OWNER, STRANGER, createPlan, usePublishingApi, type Caller } from "./publish-test-kit";

type Call = (caller: Caller) => Promise<unknown>;

describe(`publishing procedures: ownership on ${describeTarget()}`, () => {
  const api = usePublishingApi();
  let sharedId: string;
  let privateId: string;

  beforeAll(async () => {
    const owner = await api.owner();
    sharedId = (await createPlan(owner, "Olivia's public plan")).id;
    privateId = (await createPlan(owner, "Olivia's private plan")).id;
    await owner.publishing.publish({ planId: sharedId, visibility: "public", slug: "olivias" });
  });

  const calls: Record<string, (planId: () => string) => Call> = {
    "publishing.state": (id) => (c) => c.publishing.state({ planId: id() }),
    "publishing.checkSlug": (id) => (c) => c.publishing.checkSlug({ planId: id(), slug: "mine" }),
    "publishing.publish (unlisted)": (id) => (c) =>
      c.publishing.publish({ planId: id(), visibility: "unlisted" }),
    "publishing.publish (public)": (id) => (c) =>
      c.publishing.publish({ planId: id(), visibility: "public", slug: "stolen" }),
    "publishing.update": (id) => (c) => c.publishing.update({ planId: id() }),
    "publishing.unpublish": (id) => (c) => c.publishing.unpublish({ planId: id() }),
    "publishing.regenerateToken": (id) => (c) => c.publishing.regenerateToken({ planId: id() }),
    "publishing.bulkPublish": (id) => (c) => c.publishing.bulkPublish({ ids: [id()] }),
    "publishing.bulkUpdate": (id) => (c) => c.publishing.bulkUpdate({ ids: [id()] }),
    "publishing.bulkUnpublish": (id) => (c) => c.publishing.bulkUnpublish({ ids: [id()] }),
  };

  async function everything() {
    return {
      rows: await Promise.all([api.planRow(sharedId), api.planRow(privateId)]),
      publications: await Promise.all([api.publication(sharedId), api.publication(privateId)]),
      revisions: await Promise.all([api.revisionReasons(sharedId), api.revisionReasons(privateId)]),
      notifications: [
        (await api.notificationsOf(OWNER.id)).length,
        (await api.notificationsOf(STRANGER.id)).length,
      ],
      redirects: await api.redirectsOf(OWNER.id),
    };
  }

  it.each(Object.entries(calls))(
    "%s: another user's plan is NOT_FOUND and nothing changes",
    async (_, call) => {
      const stranger = await api.stranger();
      const before = await everything();
      for (const planId of [sharedId, privateId]) {
        await expect(call(() => planId)(stranger)).rejects.toMatchObject({ code: "NOT_FOUND" });
      }
      expect(await everything()).toEqual(before);
    },
  );

  it.each(Object.entries(calls))("%s: without a session UNAUTHORIZED", async (_, call) => {
    const anonymous = await api.anonymous();
    await expect(call(() => sharedId)(anonymous)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("the owner still can do all of it", async () => {
    const owner = await api.owner();
    expect((await owner.publishing.state({ planId: sharedId })).slug).toBe("olivias");
    await owner.publishing.update({ planId: sharedId });
    await owner.publishing.regenerateToken({ planId: sharedId });
    await owner.publishing.unpublish({ planId: sharedId });
    expect((await api.planRow(sharedId)).visibility).toBe("private");
  });
});
