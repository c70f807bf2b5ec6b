/**
 * Set-up shared by the plans API suites: a fresh database for the describe block, real user rows,
 * and tRPC callers whose session is built from those rows — the same path a request takes.
 */
import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { signedInUser } from "@/server/auth/session-user";
import { plans, users } from "@/server/db/schema";
import { useTestDatabase } from "../../helpers/use-test-database";

export type Caller = ReturnType<typeof appRouter.createCaller>;

export const OWNER = { id: "owner-1", name: "Olivia Owner", email: "olivia@example.com" };
export const STRANGER = { id: "stranger-1", name: "Sam Stranger", email: "sam@example.com" };

/** Registers the database and the two users for the describe block it is called in. */
export function usePlansApi() {
  const database = useTestDatabase();
  beforeAll(async () => {
    await database.db.insert(users).values([
      { ...OWNER, emailVerified: true },
      { ...STRANGER, emailVerified: true },
    ]);
  });

  async function callerFor(userId: string | null): Promise<Caller> {
    const db = database.db;
    return appRouter.createCaller(
      await createTRPCContext({
        headers: new Headers(),
        db,
        resolveSession: async () => {
          if (userId === null) return null;
          const [row] = await db.select().from(users).where(eq(users.id, userId));
          return row ? { user: signedInUser(row) } : null;
        },
      }),
    );
  }

  return {
    get db() {
      return database.db;
    },
    owner: () => callerFor(OWNER.id),
    stranger: () => callerFor(STRANGER.id),
    anonymous: () => callerFor(null),
    callerFor,
    /** Pretends the plan was last changed `ms` ago (revision pause, list order). */
    async ageUpdatedAt(planId: string, ms: number) {
      await database.db
        .update(plans)
        .set({ updatedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
        .where(eq(plans.id, planId));
    },
  };
}

/** The tRPC error a call fails with (fails the test when it succeeds). */
export async function failureOf(call: Promise<unknown>): Promise<TRPCError> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome, "the call should have failed").toBeInstanceOf(TRPCError);
  return outcome as TRPCError;
}
