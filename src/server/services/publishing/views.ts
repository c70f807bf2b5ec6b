/**
 * Views of shared pages: one counter per plan and UTC day, no cookie and no IP address stored.
 * A visitor (client address, user agent) counts once per plan and day: they are told apart by a
 * keyed hash under a key that lives one day (view-visitors.ts). Automated clients (crawlers,
 * link previews, headless browsers, HTTP libraries — by user agent) and the plan's owner are not
 * counted. The first counted view of a day notifies the owner ('Your plan "X" was opened').
 */
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { isAutomatedUserAgent } from "@/lib/bot-user-agent";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { VIEW_TOTALS_RECENT_DAYS } from "@/lib/publishing/view-rules";
import { planPublications, plans, planViewDays } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { createNotifications } from "@/server/services/notifications/notifications";
import { findOwnedPlan } from "@/server/services/plans/plan-access";
import { firstViewOfVisitor, forgetViewDaysBefore, viewDayKey, visitorHash } from "./view-visitors";

export type PlanViewInput = {
  planId: string;
  /** The signed-in visitor, if any (the owner is not counted). */
  viewerUserId: string | null;
  /** The client address as per-IP limits count it (clientIpFrom), or null; never stored. */
  clientAddress: string | null;
  /** Never stored either. */
  userAgent: string | null;
  /**
   * The page was fetched ahead of time, not opened (`isPrefetchRequest(headers)` from
   * src/lib/http/prefetch-request.ts): not counted.
   */
  prefetch?: boolean;
  now?: Date;
};

export type PlanViewTotals = { total: number; today: number; last30Days: number };
export type PlanViewDay = { day: string; views: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `date` as stored in plan_view_days.day ('YYYY-MM-DD'). */
export function viewDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Deletes the visitor keys of the days before today (UTC) and with them every visitor hash of
 * those days: the plans maintenance runs it hourly, so a day with no view after it still ends.
 */
export async function forgetPastViewDays(db: Database, now: Date = new Date()): Promise<number> {
  return forgetViewDaysBefore(db, viewDay(now));
}

function daysBefore(date: Date, days: number): string {
  return viewDay(new Date(date.getTime() - days * DAY_MS));
}

/**
 * Counts a view of a shared plan (unlisted or public, published, not in the trash), unless this
 * visitor was already counted for the plan today. The visitor's hash and the counter are written
 * in one transaction; the counter's new value says whether this was the day's first view, so of
 * any number of concurrent first views exactly one notifies the owner (the unique keys make the
 * others wait and then add to the rows it created). The notification is in that transaction too.
 */
export async function recordPlanView(
  db: Database,
  input: PlanViewInput,
): Promise<{ counted: boolean }> {
  if (input.prefetch || isAutomatedUserAgent(input.userAgent)) return { counted: false };
  const [plan] = await db
    .select({ ownerId: plans.ownerId, title: plans.title })
    .from(plans)
    .innerJoin(planPublications, eq(planPublications.planId, plans.id))
    .where(
      and(
        eq(plans.id, input.planId),
        inArray(plans.visibility, ["unlisted", "public"]),
        isNull(plans.deletedAt),
      ),
    );
  if (!plan || plan.ownerId === input.viewerUserId) return { counted: false };

  const day = viewDay(input.now ?? new Date());
  const key = await viewDayKey(db, day);
  if (key === null) return { counted: false };
  const visitor = visitorHash(key, {
    clientAddress: input.clientAddress,
    userAgent: input.userAgent,
    planId: input.planId,
    day,
  });
  const counted = await db.transaction(async (tx) => {
    if (!(await firstViewOfVisitor(tx, day, visitor))) return false;
    const [row] = await tx
      .insert(planViewDays)
      .values({ planId: input.planId, day, views: 1 })
      .onConflictDoUpdate({
        target: [planViewDays.planId, planViewDays.day],
        set: { views: sql`${planViewDays.views} + 1` },
      })
      .returning({ views: planViewDays.views });
    if (row?.views !== 1) return true;
    await createNotifications(tx, [
      {
        userId: plan.ownerId,
        kind: NOTIFICATION_KINDS.planOpened,
        title: PUBLIC_META_TEXT.planOpened(plan.title),
        body: PUBLIC_META_TEXT.planOpenedBody,
        link: `/plan/${input.planId}`,
      },
    ]);
    return true;
  });
  return { counted };
}

/** All views, today's (UTC) and the last 30 days' (today included), in one query. */
export async function planViewTotals(
  db: Pick<Database, "select">,
  planId: string,
  now: Date = new Date(),
): Promise<PlanViewTotals> {
  const today = viewDay(now);
  const recentFrom = daysBefore(now, VIEW_TOTALS_RECENT_DAYS - 1);
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${planViewDays.views}), 0)::int`,
      today: sql<number>`coalesce(sum(${planViewDays.views}) filter (where ${planViewDays.day} = ${today}), 0)::int`,
      last30Days: sql<number>`coalesce(sum(${planViewDays.views}) filter (where ${planViewDays.day} >= ${recentFrom}), 0)::int`,
    })
    .from(planViewDays)
    .where(eq(planViewDays.planId, planId));
  return {
    total: Number(row?.total ?? 0),
    today: Number(row?.today ?? 0),
    last30Days: Number(row?.last30Days ?? 0),
  };
}

/**
 * The owner's views of one plan: every day of the last `days` (UTC, today included, oldest
 * first; days without a view are 0) and the totals. Another user's plan, or one in the trash,
 * is NOT_FOUND.
 */
export async function planViewHistory(
  db: Database,
  ownerId: string,
  planId: string,
  days: number,
  now: Date = new Date(),
): Promise<{ days: PlanViewDay[]; totals: PlanViewTotals }> {
  await findOwnedPlan(db, ownerId, planId);
  const from = daysBefore(now, days - 1);
  const [rows, totals] = await Promise.all([
    db
      .select({ day: planViewDays.day, views: planViewDays.views })
      .from(planViewDays)
      .where(and(eq(planViewDays.planId, planId), gte(planViewDays.day, from)))
      .orderBy(asc(planViewDays.day)),
    planViewTotals(db, planId, now),
  ]);
  const counted = new Map(rows.map((row) => [row.day, row.views]));
  const history: PlanViewDay[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    const day = daysBefore(now, back);
    history.push({ day, views: counted.get(day) ?? 0 });
  }
  return { days: history, totals };
}
