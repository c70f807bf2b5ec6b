/**
 * Bulk actions of the list: trash, restore (with a notification), delete forever (trash only)
 * and duplicate — each touching only the caller's plans, even when another user's ids are mixed in.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { MAX_BULK_IDS } from "@/lib/plans/plan-schemas";
import { planRevisions, planSections, plans } from "@/server/db/schema";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, usePlansApi, type Caller } from "./plans-test-kit";

describe(`plan bulk actions on ${describeTarget()}`, () => {
  const api = usePlansApi();

  const create = (caller: Caller, title: string) =>
    caller.plan.create({
      title,
      summary: `About ${title}`,
      sections: [
        { kind: "overview", body: `${title} overview` },
        { kind: "budget", body: "- [ ] price it" },
      ],
    });

  const idsIn = async (caller: Caller, view: "active" | "trash") =>
    (await caller.plan.list({ view, pageSize: 100 })).items.map((item) => item.id).sort();

  it("trashes and restores several plans; another user's ids in the same call change nothing", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const mine = [await create(owner, "Mine 1"), await create(owner, "Mine 2")];
    const theirs = await create(stranger, "Theirs");
    const mixed = [mine[0]!.id, theirs.id, mine[1]!.id, mine[0]!.id];

    expect(await owner.plan.trash({ ids: mixed })).toEqual({ count: 2 });
    expect(await idsIn(owner, "trash")).toEqual(mine.map((p) => p.id).sort());
    expect(await stranger.plan.get({ id: theirs.id })).toMatchObject({ deletedAt: null });
    await expect(owner.plan.get({ id: mine[0]!.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    await stranger.plan.trash({ ids: [theirs.id] });
    expect(await owner.plan.restore({ ids: mixed })).toEqual({ count: 2 });
    expect(await idsIn(owner, "trash")).toEqual([]);
    expect(await idsIn(stranger, "trash")).toEqual([theirs.id]);
    expect((await owner.plan.get({ id: mine[1]!.id })).sections).toHaveLength(2);
  });

  it("restoring leaves a 'plan_restored' notification: one plan links to it, several to the list", async () => {
    const owner = await api.owner();
    await owner.notification.markAllRead();
    const one = await create(owner, "Comeback");
    const two = [await create(owner, "Pair A"), await create(owner, "Pair B")];
    await owner.plan.trash({ ids: [one.id, ...two.map((p) => p.id)] });

    await owner.plan.restore({ ids: [one.id] });
    await owner.plan.restore({ ids: two.map((p) => p.id) });
    const { items, unreadCount } = await owner.notification.list();
    expect(unreadCount).toBe(2);
    expect(items.slice(0, 2)).toMatchObject([
      { kind: NOTIFICATION_KINDS.planRestored, title: "2 plans restored", link: "/all-projects" },
      {
        kind: NOTIFICATION_KINDS.planRestored,
        title: "Plan restored",
        body: "“Comeback” is back in your plans.",
        link: `/plan/${one.id}`,
        readAt: null,
      },
    ]);
    expect((await (await api.stranger()).notification.list()).items).toEqual([]);
  });

  it("deletes forever only plans in the trash, with their sections and revisions", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const active = await create(owner, "Still active");
    const trashed = await create(owner, "Trashed");
    const theirs = await create(stranger, "Their trashed");
    await owner.plan.trash({ ids: [trashed.id] });
    await stranger.plan.trash({ ids: [theirs.id] });

    expect(await owner.plan.deleteForever({ ids: [active.id, trashed.id, theirs.id] })).toEqual({
      count: 1,
    });
    expect(await owner.plan.get({ id: active.id })).toMatchObject({ title: "Still active" });
    expect(await api.db.select().from(plans).where(eq(plans.id, trashed.id))).toEqual([]);
    expect(
      await api.db.select().from(planSections).where(eq(planSections.planId, trashed.id)),
    ).toEqual([]);
    expect(
      await api.db.select().from(planRevisions).where(eq(planRevisions.planId, trashed.id)),
    ).toEqual([]);
    expect(await idsIn(stranger, "trash")).toContain(theirs.id);

    // Nothing of the caller's in the right state: nothing happens, and it is not an error.
    expect(await owner.plan.deleteForever({ ids: [active.id] })).toEqual({ count: 0 });
  });

  it("duplicates plans with their sections as private drafts titled 'Copy of …', in the order asked", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const first = await create(owner, "First");
    const second = await create(owner, "Second");
    await owner.plan.section.update({
      planId: second.id,
      sectionId: second.sections[0]!.id,
      expectedVersion: 1,
      body: "edited overview",
    });
    const theirs = await create(stranger, "Not yours");

    const { ids } = await owner.plan.duplicate({ ids: [second.id, theirs.id, first.id] });
    expect(ids).toHaveLength(2);
    const [copyOfSecond, copyOfFirst] = await Promise.all(ids.map((id) => owner.plan.get({ id })));
    expect(copyOfSecond).toMatchObject({
      title: "Copy of Second",
      summary: "About Second",
      status: "draft",
      visibility: "private",
      slug: null,
      version: 1,
    });
    expect(copyOfSecond!.sections.map((s) => [s.position, s.kind, s.body, s.version])).toEqual([
      [0, "overview", "edited overview", 1],
      [1, "budget", "- [ ] price it", 1],
    ]);
    expect(copyOfFirst!.title).toBe("Copy of First");
    // The copies are found by search like any plan.
    const found = await owner.plan.list({ query: "Copy Second" });
    expect(found.items.map((item) => item.id)).toEqual([copyOfSecond!.id]);
    // The originals are untouched; the stranger got nothing.
    expect((await owner.plan.get({ id: second.id })).title).toBe("Second");
    expect((await stranger.plan.list({})).items.map((i) => i.title)).toEqual(["Not yours"]);
  });

  it("keeps a copied title within the title limit", async () => {
    const owner = await api.owner();
    const long = await owner.plan.create({ title: "x".repeat(200), sections: [] });
    const { ids } = await owner.plan.duplicate({ ids: [long.id] });
    const copy = await owner.plan.get({ id: ids[0]! });
    expect(copy.title).toHaveLength(200);
    expect(copy.title.startsWith("Copy of x")).toBe(true);
  });

  it("answers NOT_FOUND when none of the ids is the caller's, and validates the list", async () => {
    const owner = await api.owner();
    const theirs = await create(await api.stranger(), "Only theirs");
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const call of [
      () => owner.plan.trash({ ids: [theirs.id, unknown] }),
      () => owner.plan.restore({ ids: [theirs.id] }),
      () => owner.plan.deleteForever({ ids: [unknown] }),
      () => owner.plan.duplicate({ ids: [theirs.id] }),
    ]) {
      const failure = await failureOf(call());
      expect(failure.code).toBe("NOT_FOUND");
      expect(failure.message).toBe(PLAN_ERRORS.planNotFound);
    }
    expect((await failureOf(owner.plan.trash({ ids: [] }))).code).toBe("BAD_REQUEST");
    const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, () => unknown);
    expect((await failureOf(owner.plan.trash({ ids: tooMany }))).code).toBe("BAD_REQUEST");
  });
});
