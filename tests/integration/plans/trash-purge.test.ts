/**
 * The trash keeps plans for TRASH_RETENTION_DAYS: a plan 29 days in the trash stays, one 31 days
 * in is deleted for good and its owner is notified ('plans_purged'). The purge runs on a schedule
 * and whenever the owner opens the trash.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { TRASH_RETENTION_DAYS } from "@/lib/plans/plan-schemas";
import { planSections, plans } from "@/server/db/schema";
import { startPlansMaintenance } from "@/server/services/plans/maintenance";
import { purgeExpiredTrash } from "@/server/services/plans/trash-purge";
import { describeTarget, serverUrl } from "../../helpers/test-database";
import { usePlansApi, type Caller } from "./plans-test-kit";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

describe(`trash purge on ${describeTarget()}`, () => {
  const api = usePlansApi();

  async function trashedPlan(caller: Caller, title: string) {
    const plan = await caller.plan.create({ title, sections: [{ kind: "scope", body: title }] });
    await caller.plan.trash({ ids: [plan.id] });
    return plan;
  }
  const exists = async (id: string) =>
    (await api.db.select({ id: plans.id }).from(plans).where(eq(plans.id, id))).length === 1;

  it(`keeps a plan ${TRASH_RETENTION_DAYS - 1} days in the trash and deletes it after ${TRASH_RETENTION_DAYS + 1}, notifying each owner once`, async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    await owner.notification.markAllRead();
    await stranger.notification.markAllRead();
    const ownerPlans = [
      await trashedPlan(owner, "Old brief"),
      await trashedPlan(owner, "Old quote"),
    ];
    const strangerPlan = await trashedPlan(stranger, "Their old plan");
    const active = await owner.plan.create({ title: "Active", sections: [] });

    expect(await purgeExpiredTrash(api.db, daysFromNow(TRASH_RETENTION_DAYS - 1))).toEqual({
      count: 0,
    });
    for (const plan of [...ownerPlans, strangerPlan]) expect(await exists(plan.id)).toBe(true);
    expect((await owner.notification.list()).unreadCount).toBe(0);

    expect(await purgeExpiredTrash(api.db, daysFromNow(TRASH_RETENTION_DAYS + 1))).toEqual({
      count: 3,
    });
    for (const plan of [...ownerPlans, strangerPlan]) expect(await exists(plan.id)).toBe(false);
    expect(
      await api.db.select().from(planSections).where(eq(planSections.planId, ownerPlans[0]!.id)),
    ).toEqual([]);
    expect(await exists(active.id)).toBe(true);

    const ownerNotes = await owner.notification.list();
    expect(ownerNotes.unreadCount).toBe(1);
    expect(ownerNotes.items[0]).toMatchObject({
      kind: NOTIFICATION_KINDS.plansPurged,
      title: "2 plans were deleted from the trash",
      body: `“Old brief”, “Old quote” had been in the trash for ${TRASH_RETENTION_DAYS} days and were deleted for good.`,
    });
    const strangerNotes = await stranger.notification.list();
    expect(strangerNotes.items[0]).toMatchObject({
      kind: NOTIFICATION_KINDS.plansPurged,
      title: "A plan was deleted from the trash",
    });

    // A second run finds nothing and notifies nobody.
    expect(await purgeExpiredTrash(api.db, daysFromNow(TRASH_RETENTION_DAYS + 1))).toEqual({
      count: 0,
    });
    expect((await owner.notification.list()).unreadCount).toBe(1);
  });

  it("opening the trash purges the owner's expired plans first, so they never show", async () => {
    const owner = await api.owner();
    const expired = await trashedPlan(owner, "Expired");
    const recent = await trashedPlan(owner, "Recent");
    await api.db
      .update(plans)
      .set({ deletedAt: sql`now() - make_interval(days => ${TRASH_RETENTION_DAYS + 1})` })
      .where(eq(plans.id, expired.id));

    const trash = await owner.plan.list({ view: "trash" });
    expect(trash.items.map((item) => item.id)).toEqual([recent.id]);
    expect(trash.total).toBe(1);
    expect(await exists(expired.id)).toBe(false);
  });

  it("the maintenance schedule purges at once and reports failures instead of throwing", async () => {
    const owner = await api.owner();
    const expired = await trashedPlan(owner, "Scheduled");
    await api.db
      .update(plans)
      .set({ deletedAt: sql`now() - make_interval(days => ${TRASH_RETENTION_DAYS + 1})` })
      .where(eq(plans.id, expired.id));

    const onError = vi.fn();
    const kind = serverUrl ? "postgres" : "pglite";
    const stop = startPlansMaintenance(async () => ({ db: api.db, kind }), onError);
    await vi.waitFor(async () => expect(await exists(expired.id)).toBe(false));
    stop();
    expect(onError).not.toHaveBeenCalled();

    const failing = vi.fn();
    const stopFailing = startPlansMaintenance(() => Promise.reject(new Error("db down")), failing);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledWith(new Error("db down")));
    stopFailing();
  });
});
