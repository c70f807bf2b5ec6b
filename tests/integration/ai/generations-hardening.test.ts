/**
 * The runner under hostile conditions: a tool that throws does not fail the generation nor leak
 * its message, an onEnd hook that never answers cannot hold a generation (and its credits)
 * forever, a late follower of a long generation reads its batches a page at a time, and the
 * LISTEN connection comes back after PostgreSQL kills it.
 */
import { tool, type UIMessageChunk } from "ai";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { queryRows } from "@/server/db/query-rows";
import { aiGenerations } from "@/server/db/schema";
import {
  followGeneration,
  getGeneration,
  sweepStaleGenerations,
} from "@/server/services/ai/generations";
import { runningHere } from "@/server/services/ai/generations/channels";
import { CHUNKS_CHANNEL, FOLLOW_PAGE_BATCHES } from "@/server/services/ai/generations/config";
import { describeTarget, serverUrl } from "../../helpers/test-database";
import { followToEnd, providerCalled, textOf, useGenerationsSetup } from "./generations-kit";

const SECRET = "internal detail: db password hunter2";

/** Waits until this process has finished running the generation (bounded). */
async function runnerDone(generationId: string): Promise<void> {
  for (let i = 0; i < 1_000 && runningHere.has(generationId); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // runningHere is left before the end is written: one more turn for endGeneration.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe(`the generation runner under hostile conditions on ${describeTarget()}`, () => {
  const t = useGenerationsSetup();

  it("a tool that throws is reported to the model, the generation still finishes, and its message never reaches the client", async () => {
    const user = await t.newUser(100);
    t.fake.script(
      { kind: "tool-call", toolName: "readPlan", input: {} },
      { kind: "text", chunks: ["The plan could not be read."] },
    );
    const { generationId } = await t.start({
      userId: user,
      maxSteps: 2,
      tools: {
        readPlan: tool({
          description: "Reads the plan",
          inputSchema: z.object({}),
          execute: (): Promise<string> => Promise.reject(new Error(SECRET)),
        }),
      },
    });
    const chunks = await followToEnd(t.db, user, generationId);
    expect(textOf(chunks)).toBe("The plan could not be read.");
    expect(chunks.some((chunk) => chunk.type === "tool-output-error")).toBe(true);
    expect(JSON.stringify(chunks)).not.toContain("hunter2");
    const summary = await getGeneration(t.db, { userId: user, generationId });
    expect(summary).toMatchObject({ status: "finished", error: null });
    // Both steps' usage (10 + 10 input, 1 + 1 output tokens): 0.006 → 1 credit, exactly.
    await t.expectCharged(user, generationId, 1);
  });

  it("an onEnd hook that never answers fails the generation and releases its hold", async () => {
    const user = await t.newUser(100);
    t.fake.script({ kind: "text", chunks: ["Done."] });
    const { generationId } = await t.start(
      { userId: user, hooks: { onEnd: () => new Promise(() => {}) } },
      t.options({ onEndTimeoutMs: 50 }),
    );
    const chunks = await followToEnd(t.db, user, generationId);
    expect(chunks).toContainEqual({
      type: "data-generation-error",
      data: { code: ERROR_CODES.aiGenerationFailed, message: AI_TEXT.generationFailed },
    });
    const summary = await getGeneration(t.db, { userId: user, generationId });
    expect(summary).toMatchObject({ status: "failed", creditsCharged: 0 });
    await t.expectReleased(user, generationId);
  });

  /** Makes the generation look like one of a dead process to the stale sweep, and sweeps. */
  async function sweepAsDead(generationId: string) {
    await t.db.execute(
      sql`update ai_generations set heartbeat_at = now() - interval '1 hour'
          where id = ${generationId}`,
    );
    // SKIP LOCKED passes a row a chunk insert holds (its foreign key lock): sweep again then.
    let failed = 0;
    for (let attempt = 0; attempt < 50 && failed === 0; attempt += 1) {
      failed = (await sweepStaleGenerations(t.db)).failed;
      if (failed === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(failed).toBe(1);
  }

  it("a generation the stale sweep ended while it still ran keeps the sweep's verdict: no onEnd, nothing charged", async () => {
    const user = await t.newUser(100);
    const pieces = Array.from({ length: 10 }, (_, index) => `piece${index} `);
    t.fake.script({ kind: "text", chunks: pieces, delayMs: 30 });
    const calls = t.fake.requests.length;
    let onEndCalls = 0;
    const { generationId } = await t.start({
      userId: user,
      hooks: {
        onEnd: () => {
          onEndCalls += 1;
          return Promise.resolve({ kind: "text", text: "stored" });
        },
      },
    });
    await providerCalled(t.fake, calls + 1);
    await sweepAsDead(generationId);
    await t.fake.requests[calls]?.outcome;
    await runnerDone(generationId);
    expect(onEndCalls).toBe(0);
    const summary = await getGeneration(t.db, { userId: user, generationId });
    expect(summary).toMatchObject({
      status: "failed",
      result: null,
      creditsCharged: 0,
      error: { code: ERROR_CODES.aiStreamInterrupted },
    });
    await t.expectReleased(user, generationId);
  });

  it("the heartbeat of a generation the sweep ended aborts its provider call", async () => {
    const user = await t.newUser(100);
    t.fake.script({ kind: "hang", chunks: ["Still thinking"] });
    const calls = t.fake.requests.length;
    const { generationId } = await t.start({ userId: user });
    await providerCalled(t.fake, calls + 1);
    await sweepAsDead(generationId);
    // Within one HEARTBEAT_INTERVAL_MS; without the check the fake would wait forever.
    expect(await t.fake.requests[calls]?.outcome).toBe("disconnected");
    await runnerDone(generationId);
    await t.expectReleased(user, generationId);
  });

  it("a late follower of a long generation reads its batches a page at a time", async () => {
    const user = await t.newUser(0);
    const id = crypto.randomUUID();
    await t.db.insert(aiGenerations).values({
      id,
      userId: user,
      purpose: "chat",
      mode: "chat",
      modelId: "openai:gpt-5-mini",
      status: "finished",
      instanceId: "test",
    });
    const batches = FOLLOW_PAGE_BATCHES * 3;
    await t.db.execute(
      sql`insert into ai_generation_chunks (generation_id, seq, chunks)
          select ${id}, n, jsonb_build_array(jsonb_build_object(
            'type', 'text-delta', 'id', 't', 'delta', 'piece ' || n))
          from generate_series(0, ${batches - 1}) as n`,
    );
    const reader = (await followGeneration(t.db, { userId: user, generationId: id })).getReader();
    const first = await reader.read();
    expect(first.value).toMatchObject({ type: "text-delta", delta: "piece 0" });
    // Whatever the follower has not read from the table yet is gone now: what still arrives is
    // what it had already loaded into memory.
    await t.db.execute(sql`delete from ai_generation_chunks where generation_id = ${id}`);
    const rest: UIMessageChunk[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      rest.push(next.value);
    }
    expect(rest).toHaveLength(FOLLOW_PAGE_BATCHES - 1);
  });
});

describe.skipIf(!serverUrl)("the LISTEN connection on a PostgreSQL server", () => {
  const t = useGenerationsSetup();

  it("comes back after PostgreSQL terminates it, and notifications arrive again", async () => {
    const payloads: string[] = [];
    await t.handle.listen(CHUNKS_CHANNEL, (payload) => payloads.push(payload));
    const killed = await queryRows<{ killed: boolean }>(
      t.db,
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and query ilike 'LISTEN%'`,
    );
    expect(killed).toEqual([{ killed: true }]);
    // The reconnect is asynchronous: notify until one arrives, a bounded number of times.
    for (let attempt = 0; attempt < 100 && !payloads.includes("after"); attempt += 1) {
      await t.db.execute(sql`select pg_notify(${CHUNKS_CHANNEL}, 'after')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(payloads).toContain("after");
  });
});
