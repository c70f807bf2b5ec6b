/**
 * Set-up shared by the publishing suites: the plans API kit (fresh database, owner and stranger)
 * plus a username for the owner (public plans live under it) and readers of the stored rows, so
 * tests assert on what the database holds, not only on what the API answers.
 */
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { isAppError, type AppError } from "@/lib/app-error";
import type { PublishedSnapshot } from "@/lib/publishing/snapshot";
import {
  notifications,
  planPublications,
  planRevisions,
  planSlugRedirects,
  plans,
  profiles,
} from "@/server/db/schema";
import { OWNER, STRANGER, usePlansApi, type Caller } from "../plans/plans-test-kit";

export { OWNER, STRANGER, type Caller };
export const OWNER_USERNAME = "olivia";
export const STRANGER_USERNAME = "sam";

export function usePublishingApi() {
  const api = usePlansApi();
  beforeAll(async () => {
    await api.db.insert(profiles).values([
      { userId: OWNER.id, username: OWNER_USERNAME },
      { userId: STRANGER.id, username: STRANGER_USERNAME },
    ]);
  });
  const db = () => api.db;
  return {
    owner: api.owner,
    stranger: api.stranger,
    anonymous: api.anonymous,
    callerFor: api.callerFor,
    get db() {
      return api.db;
    },
    async planRow(planId: string) {
      const [row] = await db().select().from(plans).where(eq(plans.id, planId));
      return row!;
    },
    async publication(planId: string) {
      const [row] = await db()
        .select()
        .from(planPublications)
        .where(eq(planPublications.planId, planId));
      return row ? { ...row, snapshot: row.snapshot as PublishedSnapshot } : null;
    },
    async revisionReasons(planId: string) {
      const rows = await db()
        .select({ reason: planRevisions.reason })
        .from(planRevisions)
        .where(eq(planRevisions.planId, planId));
      return rows.map((row) => row.reason).sort();
    },
    async notificationsOf(userId: string) {
      return db().select().from(notifications).where(eq(notifications.userId, userId));
    },
    async redirectsOf(userId: string) {
      const rows = await db()
        .select({ slug: planSlugRedirects.slug, planId: planSlugRedirects.planId })
        .from(planSlugRedirects)
        .where(eq(planSlugRedirects.ownerId, userId));
      return rows.sort((a, b) => a.slug.localeCompare(b.slug));
    },
  };
}

/** A plan with an overview (one mermaid block) and a budget section. */
export function createPlan(caller: Caller, title: string) {
  return caller.plan.create({
    title,
    summary: `About ${title}`,
    sections: [
      { kind: "overview", body: "Intro\n\n```mermaid\ngraph TD; A-->B\n```\n" },
      { kind: "budget", body: "- [ ] price it" },
    ],
  });
}

/** The AppError behind a failed call (fails the test when the call succeeds). */
export async function appErrorOf(call: Promise<unknown>): Promise<AppError & { trpc: TRPCError }> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome, "the call should have failed").toBeInstanceOf(TRPCError);
  const cause = (outcome as TRPCError).cause;
  expect(isAppError(cause), "the failure should be an AppError").toBe(true);
  return Object.assign(cause as AppError, { trpc: outcome as TRPCError });
}
