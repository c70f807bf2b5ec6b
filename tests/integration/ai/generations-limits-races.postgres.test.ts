/**
 * Starts racing each other on PostgreSQL (PostgreSQL only, tests/helpers/postgres-races.ts):
 * the per-user lock keeps the running count under AI_MAX_CONCURRENT_GENERATIONS.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { creditHolds } from "@/server/db/schema";
import { startGeneration, stopGeneration } from "@/server/services/ai/generations";
import { holdRowLock } from "../../helpers/postgres-races";
import { chatRequest, followToEnd, providerCalled, useGenerationsSetup } from "./generations-kit";

describe("generation limits under racing starts (PostgreSQL)", () => {
  const t = useGenerationsSetup();

  it("racing starts never pass AI_MAX_CONCURRENT_GENERATIONS", async () => {
    const user = await t.newUser(1_000);
    const calls = t.fake.requests.length;
    // Only the two that start reach the provider: they hang until stopped.
    t.fake.script({ kind: "hang", chunks: [] }, { kind: "hang", chunks: [] });
    const options = t.options({ maxConcurrent: 2 });
    // Six starts on connections of their own, queued behind the per-user lock they all take, so
    // each counts the running generations while the others are in flight.
    const racers = await t.database.openAnother({ poolSize: 8 });
    const barrier = await holdRowLock(
      t.database.url!,
      "select pg_advisory_xact_lock(hashtext($1))",
      [`ai-generations:${user}`],
    );
    const racing = Promise.allSettled(
      Array.from({ length: 6 }, () =>
        startGeneration(racers.db, chatRequest({ userId: user }), options),
      ),
    );
    try {
      await barrier.waiters(6, racing);
    } finally {
      await barrier.release();
    }
    const results = await racing;
    const started = results.flatMap((result) =>
      result.status === "fulfilled" ? [result.value] : [],
    );
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason] : [],
    );
    expect(started).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const error of refused) {
      expect(error).toMatchObject({
        code: ERROR_CODES.aiTooManyGenerations,
        status: 429,
        message: AI_TEXT.tooManyGenerations(2),
      });
    }
    // Refused starts hold nothing: only the two running generations' holds are open.
    const holds = await t.db.select().from(creditHolds).where(eq(creditHolds.userId, user));
    expect(holds).toHaveLength(2);
    expect(await t.balance(user)).toEqual({
      balance: 1_000,
      held: holds[0]!.amount + holds[1]!.amount,
      available: 1_000 - holds[0]!.amount - holds[1]!.amount,
    });
    // Both calls reach the provider (so the scripted hangs are used up), then stop.
    await providerCalled(t.fake, calls + 2);
    for (const { generationId } of started)
      await stopGeneration(racers.db, { userId: user, generationId });
    // A stopped generation frees its slot.
    const again = await t.start({ userId: user }, options);
    await followToEnd(t.db, user, again.generationId);
  });
});
