/**
 * Several app instances on one PostgreSQL: a generation running on one instance is followed live
 * and stopped from another (LISTEN/NOTIFY), and a generation whose process died (stale heartbeat)
 * ends failed with its hold released.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { aiGenerations, creditHolds } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/types";
import {
  followGeneration,
  getGeneration,
  stopGeneration,
  sweepStaleGenerations,
} from "@/server/services/ai/generations";
import { STALE_HEARTBEAT_MS } from "@/server/services/ai/generations/config";
import { reserveCredits } from "@/server/services/credits";
import { describeTarget, serverUrl } from "../../helpers/test-database";
import {
  followToEnd,
  NO_BONUS,
  providerCalled,
  readUntil,
  textOf,
  useGenerationsSetup,
} from "./generations-kit";

describe(`generations of dead processes on ${describeTarget()}`, () => {
  const t = useGenerationsSetup();

  async function orphan(userId: string, heartbeatAgoMs: number) {
    const id = crypto.randomUUID();
    const { hold } = await reserveCredits(
      t.db,
      {
        userId,
        amount: 20,
        reference: { type: "generation", id },
        idempotencyKey: `generation:${id}`,
        description: "AI chat",
      },
      NO_BONUS,
    );
    await t.db.insert(aiGenerations).values({
      id,
      userId,
      purpose: "chat",
      mode: "chat",
      modelId: "openai:gpt-5-mini",
      holdId: hold.id,
      instanceId: "a-process-that-died",
      heartbeatAt: sql`now() - make_interval(secs => ${heartbeatAgoMs / 1000})`,
    });
    return { id, holdId: hold.id };
  }

  it("the sweep fails a generation with a stale heartbeat and releases its hold", async () => {
    const user = await t.newUser(100);
    const dead = await orphan(user, STALE_HEARTBEAT_MS + 5_000);
    const alive = await orphan(user, 0);
    await sweepStaleGenerations(t.db);
    expect(await getGeneration(t.db, { userId: user, generationId: dead.id })).toMatchObject({
      status: "failed",
      error: { code: ERROR_CODES.aiStreamInterrupted, message: AI_TEXT.streamInterrupted },
      creditsCharged: 0,
    });
    expect((await getGeneration(t.db, { userId: user, generationId: alive.id })).status).toBe(
      "running",
    );
    const [hold] = await t.db.select().from(creditHolds).where(eq(creditHolds.id, dead.holdId));
    expect(hold?.status).toBe("released");
    expect(await t.balance(user)).toMatchObject({ balance: 100, held: 20 });
  });

  it("a follower treats a generation of a dead process as ended, before any sweep", async () => {
    const user = await t.newUser(100);
    const dead = await orphan(user, STALE_HEARTBEAT_MS + 5_000);
    const chunks = await followToEnd(t.db, user, dead.id);
    expect(chunks).toContainEqual({
      type: "data-generation-error",
      data: { code: ERROR_CODES.aiStreamInterrupted, message: AI_TEXT.streamInterrupted },
    });
  });
});

describe.skipIf(!serverUrl)("two app instances on one PostgreSQL server", () => {
  const t = useGenerationsSetup();
  let second: DatabaseHandle;

  it("follows live chunks on another instance and stops the provider call from it", async () => {
    second = await t.database.openAnother();
    const user = await t.newUser(100);
    t.fake.script({ kind: "hang", chunks: ["Written ", "on the first instance."] });
    const calls = t.fake.requests.length;
    const { generationId } = await t.start({ userId: user });
    await providerCalled(t.fake, calls + 1);

    const live = await readUntil(
      await followGeneration(second.db, { userId: user, generationId }),
      (chunks) => textOf(chunks) === "Written on the first instance.",
    );
    expect(textOf(live)).toBe("Written on the first instance.");

    const summary = await stopGeneration(second.db, { userId: user, generationId });
    expect(await t.fake.requests[calls]?.outcome).toBe("disconnected");
    expect(summary.status).toBe("stopped");
    // 11 prompt tokens at 0.2 + 30 characters (8 tokens) at 1 per 1,000: 1 credit, exactly.
    await t.expectCharged(user, generationId, 1);
    const replay = await followToEnd(second.db, user, generationId);
    expect(textOf(replay)).toBe("Written on the first instance.");
    expect(replay.some((chunk) => chunk.type === "abort")).toBe(true);
  });

  it("a follower on another instance is woken by NOTIFY as batches arrive", async () => {
    second ??= await t.database.openAnother();
    const user = await t.newUser(100);
    const pieces = Array.from({ length: 8 }, (_, index) => `piece${index} `);
    t.fake.script({ kind: "text", chunks: pieces, delayMs: 15 });
    const { generationId } = await t.start({ userId: user });
    const chunks = await followToEnd(second.db, user, generationId);
    expect(textOf(chunks)).toBe(pieces.join(""));
    expect(chunks.at(-1)?.type).toBe("finish");
  });
});
