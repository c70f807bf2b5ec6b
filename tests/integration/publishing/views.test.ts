/**
 * Views of shared plans (issue 14, point 5; issue 23, point A3): counted per plan and UTC day
 * without cookies and without storing IP addresses, once per visitor (client address and user
 * agent, told apart by a keyed hash under a key that lives one day), never for automated clients
 * or the owner; the day's first counted view notifies the owner exactly once, even when many
 * arrive at the same moment; the owner reads the views per day, another user cannot.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";
import { isPrefetchRequest } from "@/lib/http/prefetch-request";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { VIEW_HISTORY_MAX_DAYS, VIEW_TOTALS_RECENT_DAYS } from "@/lib/publishing/view-rules";
import { createCallerFactory, createTRPCContext } from "@/server/api/trpc";
import { publishingViewsRouter } from "@/server/api/routers/publishing-views";
import { signedInUser } from "@/server/auth/session-user";
import {
  notifications,
  planViewDays,
  planViewVisitors,
  users,
  viewDayKeys,
} from "@/server/db/schema";
import { runPlansMaintenance } from "@/server/services/plans/maintenance";
import { planViewTotals, recordPlanView, viewDay } from "@/server/services/publishing/views";
import { describeTarget, serverUrl } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";
import { failureOf } from "../plans/plans-test-kit";
import { insertSharedPlan, insertUser } from "./public-meta-kit";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
/** Link previews, crawlers, headless browsers, HTTP libraries and no user agent at all. */
const AUTOMATED = [
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Twitterbot/1.0",
  "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  "WhatsApp/2.23.20.0 A",
  "TelegramBot (like TwitterBot)",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
  "curl/8.5.0",
  "python-requests/2.32.3",
  "node",
  "",
  null,
];

const OWNER = { id: "views-owner", email: "owner@views.test", username: "viewsowner" };
const READER = { id: "views-reader", email: "reader@views.test", username: "viewsreader" };
const NOON = new Date("2026-03-10T12:00:00Z");
const DAY_MS = 86_400_000;
/** Documentation addresses (RFC 5737): one visitor's, unless a test says otherwise. */
const ADDRESS = "203.0.113.7";

type Visitor = { userAgent?: string | null; address?: string | null; viewer?: string };

describe(`views of shared plans on ${describeTarget()}`, () => {
  const database = useTestDatabase();
  const db = () => database.db;

  beforeAll(async () => {
    await insertUser(db(), { ...OWNER, name: "Olga Owner" });
    await insertUser(db(), { ...READER, name: "Rita Reader" });
  });

  // Each test keeps its own calendar: a later day's key left by another test would make its days
  // "over" (a finished day's key is never made again, see the key test below).
  afterEach(async () => {
    await db().delete(viewDayKeys);
  });

  const sharedPlan = (title: string, visibility: "unlisted" | "public" = "public") =>
    insertSharedPlan(db(), {
      ownerId: OWNER.id,
      title,
      visibility,
      slug: visibility === "public" ? title.toLowerCase().replace(/\W+/g, "-") : null,
      unlistedToken: `token-${title}`,
      published: { title, summary: "", at: NOON },
    });

  const view = (planId: string, at: Date, visitor: Visitor = {}) =>
    recordPlanView(db(), {
      planId,
      viewerUserId: visitor.viewer ?? null,
      clientAddress: visitor.address === undefined ? ADDRESS : visitor.address,
      userAgent: visitor.userAgent === undefined ? BROWSER : visitor.userAgent,
      now: at,
    });

  async function openedNotices(planId: string) {
    return db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, OWNER.id),
          eq(notifications.kind, NOTIFICATION_KINDS.planOpened),
          eq(notifications.link, `/plan/${planId}`),
        ),
      );
  }

  async function viewsOn(planId: string, day: string): Promise<number> {
    const [row] = await db()
      .select({ views: planViewDays.views })
      .from(planViewDays)
      .where(and(eq(planViewDays.planId, planId), eq(planViewDays.day, day)));
    return row?.views ?? 0;
  }

  it("counts each visitor's view per UTC day and notifies the owner at the day's first one only", async () => {
    const planId = await sharedPlan("Website redesign");
    expect(await view(planId, NOON)).toEqual({ counted: true });
    const lateEvening = new Date("2026-03-10T23:59:59Z");
    expect(await view(planId, lateEvening, { userAgent: PHONE })).toEqual({ counted: true });
    // A signed-in visitor who is not the owner is a reader too.
    expect(await view(planId, NOON, { viewer: READER.id, address: "203.0.113.8" })).toEqual({
      counted: true,
    });
    expect(await viewsOn(planId, "2026-03-10")).toBe(3);

    const notices = await openedNotices(planId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: PUBLIC_META_TEXT.planOpened("Website redesign"),
      body: PUBLIC_META_TEXT.planOpenedBody,
      link: `/plan/${planId}`,
    });
    expect(notices[0]!.title).toBe('Your plan "Website redesign" was opened');

    // Midnight UTC starts a new day: a new counter and a new notification.
    expect(await view(planId, new Date("2026-03-11T00:00:00Z"))).toEqual({ counted: true });
    expect(await viewsOn(planId, "2026-03-11")).toBe(1);
    expect(await openedNotices(planId)).toHaveLength(2);
  });

  it("counts unlisted plans too", async () => {
    const planId = await sharedPlan("Unlisted brief", "unlisted");
    expect(await view(planId, NOON)).toEqual({ counted: true });
    expect(await openedNotices(planId)).toHaveLength(1);
  });

  it("never counts bots, link previews, headless browsers, HTTP libraries, prefetches or the owner", async () => {
    const planId = await sharedPlan("Mobile app");
    for (const userAgent of AUTOMATED) {
      expect(await view(planId, NOON, { userAgent }), String(userAgent)).toEqual({
        counted: false,
      });
    }
    expect(await view(planId, NOON, { viewer: OWNER.id })).toEqual({ counted: false });
    // A prefetch (a link scrolled into view) is not an opened page.
    const prefetched = await recordPlanView(db(), {
      planId,
      viewerUserId: null,
      clientAddress: ADDRESS,
      userAgent: BROWSER,
      prefetch: isPrefetchRequest(new Headers({ "next-router-prefetch": "1" })),
      now: NOON,
    });
    expect(prefetched).toEqual({ counted: false });
    expect(await viewsOn(planId, viewDay(NOON))).toBe(0);
    expect(await openedNotices(planId)).toHaveLength(0);
  });

  it("never counts a private, trashed or unpublished plan", async () => {
    const privatePlan = await insertSharedPlan(db(), {
      ownerId: OWNER.id,
      title: "Private",
      visibility: "private",
    });
    const trashed = await insertSharedPlan(db(), {
      ownerId: OWNER.id,
      title: "Trashed",
      visibility: "public",
      slug: "trashed",
      published: { title: "Trashed", summary: "", at: NOON },
      trashed: true,
    });
    const noSnapshot = await insertSharedPlan(db(), {
      ownerId: OWNER.id,
      title: "No snapshot",
      visibility: "unlisted",
    });
    for (const planId of [privatePlan, trashed, noSnapshot]) {
      expect(await view(planId, NOON)).toEqual({ counted: false });
      expect(await viewsOn(planId, viewDay(NOON))).toBe(0);
    }
  });

  it("notifies exactly once when 20 first views of a day arrive at the same time", async () => {
    const planId = await sharedPlan("Launch plan");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        view(planId, NOON, { userAgent: i % 2 ? PHONE : BROWSER, address: `198.51.100.${i}` }),
      ),
    );
    expect(outcomes.every((outcome) => outcome.counted)).toBe(true);
    expect(await viewsOn(planId, viewDay(NOON))).toBe(20);
    expect(await openedNotices(planId)).toHaveLength(1);
  });

  it("adds up the total, today's and the last 30 days' views", async () => {
    const planId = await sharedPlan("Totals");
    const daysAgo = (n: number) => new Date(NOON.getTime() - n * 86_400_000);
    await view(planId, daysAgo(VIEW_TOTALS_RECENT_DAYS)); // just outside the 30 days
    await view(planId, daysAgo(VIEW_TOTALS_RECENT_DAYS - 1)); // the oldest day inside
    await view(planId, daysAgo(3));
    await view(planId, NOON);
    await view(planId, NOON, { address: "203.0.113.9" });
    expect(await planViewTotals(db(), planId, NOON)).toEqual({
      total: 5,
      today: 2,
      last30Days: 4,
    });
    expect(await planViewTotals(db(), await sharedPlan("Never opened"), NOON)).toEqual({
      total: 0,
      today: 0,
      last30Days: 0,
    });
  });

  it("stores no IP address, user agent or visitor: only the plan, the day and a count", async () => {
    const result = await db().execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'plan_view_days' order by column_name`,
    );
    const rows = (result as unknown as { rows: { column_name: string }[] }).rows;
    expect(rows.map((row) => row.column_name)).toEqual(["day", "plan_id", "views"]);
  });

  describe("one view per visitor, plan and day", () => {
    const dayKeys = async () =>
      (await db().select({ day: viewDayKeys.day }).from(viewDayKeys)).map((row) => row.day).sort();
    const visitorDays = async () =>
      (await db().select({ day: planViewVisitors.day }).from(planViewVisitors))
        .map((row) => row.day)
        .sort();

    it("adds 1 view for 100 loads of one visitor, one after another and at once", async () => {
      const planId = await sharedPlan("Reloaded");
      const outcomes = [];
      for (let load = 0; load < 100; load += 1) {
        outcomes.push(await view(planId, new Date(NOON.getTime() + load * 1000)));
      }
      outcomes.push(...(await Promise.all(Array.from({ length: 20 }, () => view(planId, NOON)))));
      expect(outcomes.filter((outcome) => outcome.counted)).toHaveLength(1);
      expect(await viewsOn(planId, viewDay(NOON))).toBe(1);
      expect(await openedNotices(planId)).toHaveLength(1);
    });

    it("adds 5 views for 5 visitors: another address or another user agent is another visitor", async () => {
      const planId = await sharedPlan("Five readers");
      const visitors: Visitor[] = [
        { address: "203.0.113.20" },
        { address: "203.0.113.21" },
        { address: "2001:db8::1" },
        { address: "203.0.113.20", userAgent: PHONE },
        // No address known (a request that did not come through the app server): still one.
        { address: null },
      ];
      for (const visitor of visitors) {
        for (let load = 0; load < 3; load += 1) await view(planId, NOON, visitor);
      }
      expect(await viewsOn(planId, viewDay(NOON))).toBe(5);
    });

    it("counts the same visitor again the next day, and on another plan the same day", async () => {
      const first = await sharedPlan("Daily reader");
      const second = await sharedPlan("Second plan");
      const nextDay = new Date(NOON.getTime() + DAY_MS);
      expect(await view(first, NOON)).toEqual({ counted: true });
      expect(await view(second, NOON)).toEqual({ counted: true });
      expect(await view(first, NOON)).toEqual({ counted: false });
      expect(await view(first, nextDay)).toEqual({ counted: true });
      expect(await view(first, nextDay)).toEqual({ counted: false });
      expect(await viewsOn(first, viewDay(NOON))).toBe(1);
      expect(await viewsOn(first, viewDay(nextDay))).toBe(1);
    });

    it("destroys a day's key and its visitors once the next day began: on the next view, or by the maintenance", async () => {
      const planId = await sharedPlan("Forgetful");
      const day1 = new Date("2026-05-01T10:00:00Z");
      const day2 = new Date("2026-05-02T00:00:01Z");
      const day3 = new Date("2026-05-03T09:00:00Z");
      await view(planId, day1);
      expect(await dayKeys()).toContain("2026-05-01");
      expect(await visitorDays()).toContain("2026-05-01");

      // The first view of the next day makes its key and deletes every earlier one.
      await view(planId, day2);
      expect(await dayKeys()).toEqual(["2026-05-02"]);
      expect(await visitorDays()).toEqual(["2026-05-02"]);

      // A quiet day ends too: the hourly maintenance deletes yesterday's key and hashes.
      const kind = serverUrl ? "postgres" : "pglite";
      expect(await runPlansMaintenance({ db: db(), kind }, day3)).toMatchObject({
        forgottenViewDays: 1,
      });
      expect(await dayKeys()).toEqual([]);
      expect(await visitorDays()).toEqual([]);

      // An instance whose clock is behind cannot bring a finished day's key back.
      await view(planId, day3);
      expect(await view(planId, day2, { address: "203.0.113.99" })).toEqual({ counted: false });
      expect(await dayKeys()).toEqual(["2026-05-03"]);
      // The counters stay: they hold no visitor.
      expect(await viewsOn(planId, "2026-05-01")).toBe(1);
    });

    it("stores no client address or user agent anywhere, in any table", async () => {
      const planId = await sharedPlan("Private reader");
      const address = "198.51.100.231";
      const ipv6 = "2001:db8:77:1::";
      const userAgent = `${BROWSER} VisitorMarker/7.3`;
      await view(planId, NOON, { address, userAgent });
      await view(planId, NOON, { address: ipv6, userAgent });
      expect(await viewsOn(planId, viewDay(NOON))).toBe(2);

      const tables = (await db().execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      )) as unknown as { rows: { table_name: string }[] };
      expect(tables.rows.map((row) => row.table_name)).toContain("plan_view_visitors");
      const found: string[] = [];
      for (const { table_name: table } of tables.rows) {
        for (const secret of [address, ipv6, "VisitorMarker", "Chrome/156"]) {
          const result = (await db().execute(
            sql`select count(*)::int as n from ${sql.identifier(table)} as t where t::text like ${`%${secret}%`}`,
          )) as unknown as { rows: { n: number }[] };
          if (Number(result.rows[0]!.n) > 0) found.push(`${secret} in ${table}`);
        }
      }
      expect(found).toEqual([]);
      // What is kept of a visitor: an opaque hash of the day.
      const [stored] = await db().select().from(planViewVisitors).limit(1);
      expect(stored!.visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });

  describe("publishingViews.daily", () => {
    const createCaller = createCallerFactory(publishingViewsRouter);
    async function callerFor(userId: string | null) {
      return createCaller(
        await createTRPCContext({
          headers: new Headers(),
          db: db(),
          resolveSession: async () => {
            if (userId === null) return null;
            const [row] = await db().select().from(users).where(eq(users.id, userId));
            return row ? { user: signedInUser(row) } : null;
          },
        }),
      );
    }

    it("gives the owner every day of the period, oldest first, with the totals", async () => {
      const planId = await sharedPlan("Daily");
      const today = new Date();
      await view(planId, new Date(today.getTime() - 2 * 86_400_000));
      await view(planId, today);
      await view(planId, today, { address: "203.0.113.10" });
      const answer = await (await callerFor(OWNER.id)).daily({ planId, days: 7 });
      expect(answer.days).toHaveLength(7);
      expect(answer.days.at(-1)).toEqual({ day: viewDay(today), views: 2 });
      expect(answer.days.at(-3)!.views).toBe(1);
      expect(answer.days.slice(0, 4).every((day) => day.views === 0)).toBe(true);
      expect(answer.totals).toEqual({ total: 3, today: 2, last30Days: 3 });
      // The default period is the last 30 days.
      expect((await (await callerFor(OWNER.id)).daily({ planId })).days).toHaveLength(
        VIEW_TOTALS_RECENT_DAYS,
      );
    });

    it("answers NOT_FOUND to another user and refuses signed-out callers and bad input", async () => {
      const planId = await sharedPlan("Someone else's");
      await view(planId, new Date());
      const reader = await callerFor(READER.id);
      expect((await failureOf(reader.daily({ planId }))).code).toBe("NOT_FOUND");
      const anonymous = await callerFor(null);
      expect((await failureOf(anonymous.daily({ planId }))).code).toBe("UNAUTHORIZED");
      const owner = await callerFor(OWNER.id);
      const tooMany = VIEW_HISTORY_MAX_DAYS + 1;
      expect((await failureOf(owner.daily({ planId, days: tooMany }))).code).toBe("BAD_REQUEST");
      expect((await failureOf(owner.daily({ planId: "not-a-uuid" }))).code).toBe("BAD_REQUEST");
    });
  });
});
