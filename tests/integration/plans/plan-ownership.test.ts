/**
 * Every plan, section, revision and notification procedure: another user's plan answers
 * NOT_FOUND (never FORBIDDEN, so ids cannot be probed) and changes nothing; without a session
 * every procedure answers UNAUTHORIZED 'User not authenticated'.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, usePlansApi, type Caller } from "./plans-test-kit";

type Call = (caller: Caller) => Promise<unknown>;

describe(`plan procedures: ownership on ${describeTarget()}`, () => {
  const api = usePlansApi();
  let planId: string;
  let trashedId: string;
  let sectionId: string;
  let revisionId: string;
  let notificationId: string;

  beforeAll(async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Olivia's plan",
      sections: [{ kind: "overview", body: "- [ ] private item" }, { kind: "goals" }],
    });
    planId = plan.id;
    sectionId = plan.sections[0]!.id;
    await owner.plan.section.delete({ planId, sectionId: plan.sections[1]!.id });
    revisionId = (await owner.plan.revision.list({ planId }))[0]!.id;
    const trashed = await owner.plan.create({ title: "Olivia's old plan", sections: [] });
    trashedId = trashed.id;
    await owner.plan.trash({ ids: [trashedId] });
    await owner.plan.restore({ ids: [trashedId] });
    await owner.plan.trash({ ids: [trashedId] });
    notificationId = (await owner.notification.list()).items[0]!.id;
  });

  /** Calls naming the owner's plan: each must be NOT_FOUND for the stranger. */
  const planCalls: Record<string, Call> = {
    "plan.get": (c) => c.plan.get({ id: planId }),
    "plan.updateDetails": (c) =>
      c.plan.updateDetails({ id: planId, expectedVersion: 1, title: "Mine" }),
    "plan.trash": (c) => c.plan.trash({ ids: [planId] }),
    "plan.restore": (c) => c.plan.restore({ ids: [trashedId] }),
    "plan.deleteForever": (c) => c.plan.deleteForever({ ids: [trashedId] }),
    "plan.duplicate": (c) => c.plan.duplicate({ ids: [planId] }),
    "plan.exportMarkdown": (c) => c.plan.exportMarkdown({ id: planId }),
    "plan.section.add": (c) => c.plan.section.add({ planId, kind: "custom", title: "Mine" }),
    "plan.section.update": (c) =>
      c.plan.section.update({ planId, sectionId, expectedVersion: 1, body: "Mine" }),
    "plan.section.delete": (c) => c.plan.section.delete({ planId, sectionId }),
    "plan.section.reorder": (c) => c.plan.section.reorder({ planId, sectionIds: [sectionId] }),
    "plan.section.addNextSteps": (c) => c.plan.section.addNextSteps({ planId }),
    "plan.revision.list": (c) => c.plan.revision.list({ planId }),
    "plan.revision.get": (c) => c.plan.revision.get({ planId, revisionId }),
    "plan.revision.restore": (c) => c.plan.revision.restore({ planId, revisionId }),
  };

  it.each(Object.entries(planCalls))("%s: another user's plan is NOT_FOUND", async (_, call) => {
    const failure = await failureOf(call(await api.stranger()));
    expect(failure.code).toBe("NOT_FOUND");
    expect(failure.message).toBe(PLAN_ERRORS.planNotFound);
  });

  it("the stranger's attempts changed nothing", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.get({ id: planId });
    expect(plan).toMatchObject({ title: "Olivia's plan", version: 1, deletedAt: null });
    expect(plan.sections.map((s) => [s.id, s.body, s.version])).toEqual([
      [sectionId, "- [ ] private item", 1],
    ]);
    expect(await owner.plan.revision.list({ planId })).toHaveLength(1);
    const trash = await owner.plan.list({ view: "trash" });
    expect(trash.items.map((item) => item.id)).toEqual([trashedId]);
    const stranger = await api.stranger();
    expect((await stranger.plan.list({})).total).toBe(0);
    expect((await stranger.plan.list({ view: "trash" })).total).toBe(0);
    expect((await stranger.plan.list({ query: "Olivia" })).total).toBe(0);
  });

  it("notifications are per user: the stranger sees none and cannot mark the owner's read", async () => {
    const stranger = await api.stranger();
    expect(await stranger.notification.list()).toEqual({ items: [], unreadCount: 0 });
    expect(await stranger.notification.markRead({ ids: [notificationId] })).toEqual({ count: 0 });
    expect(await stranger.notification.markAllRead()).toEqual({ count: 0 });
    const owner = await api.owner();
    expect((await owner.notification.list()).unreadCount).toBe(1);
  });

  /** Every procedure of the plan and notification routers, called without a session. */
  const allCalls: Record<string, Call> = {
    ...planCalls,
    "plan.create": (c) => c.plan.create({ title: "Anonymous", sections: [] }),
    "plan.list": (c) => c.plan.list({}),
    "notification.list": (c) => c.notification.list(),
    "notification.markRead": (c) => c.notification.markRead({ ids: [notificationId] }),
    "notification.markAllRead": (c) => c.notification.markAllRead(),
  };

  it.each(Object.entries(allCalls))(
    "%s: without a session is UNAUTHORIZED 'User not authenticated'",
    async (_, call) => {
      const failure = await failureOf(call(await api.anonymous()));
      expect(failure.code).toBe("UNAUTHORIZED");
      expect(failure.message).toBe(COMMON_ERRORS.notAuthenticated);
    },
  );

  it("a malformed id is a validation error, not a database error", async () => {
    const failure = await failureOf((await api.owner()).plan.get({ id: "not-a-uuid" }));
    expect(failure.code).toBe("BAD_REQUEST");
  });
});
