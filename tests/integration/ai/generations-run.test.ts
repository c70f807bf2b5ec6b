/**
 * The generation runner against the real OpenAI provider package and the local fake: a reply is
 * stored and followed, survives its follower leaving, and settles its credits; stop cancels the
 * provider call and charges only what streamed.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditsForTokens, estimateTokens } from "@/lib/ai/models";
import { creditHolds, creditLedger } from "@/server/db/schema";
import { followGeneration, getGeneration, stopGeneration } from "@/server/services/ai/generations";
import { describeTarget } from "../../helpers/test-database";
import {
  followToEnd,
  offlineModelId,
  providerCalled,
  readUntil,
  textOf,
  useGenerationsSetup,
} from "./generations-kit";

describe(`the generation runner on ${describeTarget()}`, () => {
  const t = useGenerationsSetup();

  it("streams the reply to a follower, stores it finished and settles the actual cost", async () => {
    const user = await t.newUser(100);
    t.fake.script({
      kind: "text",
      chunks: ["Plans ", "are ", "ready."],
      usage: { inputTokens: 1200, outputTokens: 800 },
    });
    const { generationId, messageId } = await t.start({
      userId: user,
      description: "AI chat: hello",
    });
    const chunks = await followToEnd(t.db, user, generationId);
    expect(textOf(chunks)).toBe("Plans are ready.");
    expect(chunks[0]).toMatchObject({ type: "start", messageId });
    const cost = creditsForTokens(
      { inputPer1k: 0.2, outputPer1k: 1 },
      { inputTokens: 1200, outputTokens: 800 },
    );
    expect(chunks.at(-1)).toMatchObject({
      type: "finish",
      messageMetadata: { generationId, modelId: "openai:gpt-5-mini", credits: cost },
    });
    const summary = await getGeneration(t.db, { userId: user, generationId });
    expect(summary).toMatchObject({ status: "finished", creditsCharged: cost, error: null });
    expect(await t.balance(user)).toMatchObject({ balance: 100 - cost, held: 0 });
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user));
    expect(ledger.find((row) => row.kind !== "admin_grant")).toMatchObject({
      amount: -cost,
      referenceType: "generation",
      referenceId: generationId,
      description: "AI chat: hello",
    });
    // The provider was asked for no more than the hold covers.
    expect(t.fake.requests.at(-1)?.body.max_output_tokens).toBe(16_000);
  });

  it("keeps running and stores the whole reply when its follower leaves early", async () => {
    const user = await t.newUser(100);
    const pieces = Array.from({ length: 12 }, (_, index) => `part${index} `);
    t.fake.script({ kind: "text", chunks: pieces, delayMs: 20 });
    const { generationId } = await t.start({ userId: user });
    const early = await readUntil(
      await followGeneration(t.db, { userId: user, generationId }),
      (chunks) => chunks.some((chunk) => chunk.type === "text-delta"),
    );
    expect(textOf(early).length).toBeLessThan(pieces.join("").length);
    const request = t.fake.requests.at(-1);
    expect(await request?.outcome).toBe("finished");
    const replay = await followToEnd(t.db, user, generationId);
    expect(textOf(replay)).toBe(pieces.join(""));
    expect((await getGeneration(t.db, { userId: user, generationId })).status).toBe("finished");
  });

  it("stop before any output cancels the provider call and releases the whole hold", async () => {
    const user = await t.newUser(100);
    t.fake.script({ kind: "hang", chunks: [] });
    const calls = t.fake.requests.length;
    const { generationId } = await t.start({ userId: user });
    await providerCalled(t.fake, calls + 1);
    const summary = await stopGeneration(t.db, { userId: user, generationId });
    expect(summary).toMatchObject({ status: "stopped", creditsCharged: 0 });
    expect(await t.fake.requests[calls]?.outcome).toBe("disconnected");
    await t.expectReleased(user, generationId);
  });

  it("stop after output charges the estimate of what streamed (no usage after an abort)", async () => {
    const user = await t.newUser(100);
    const partial = "A partial answer that streamed before the stop. ".repeat(100);
    t.fake.script({ kind: "hang", chunks: [partial] });
    const calls = t.fake.requests.length;
    const { generationId } = await t.start({ userId: user });
    const seen = await readUntil(
      await followGeneration(t.db, { userId: user, generationId }),
      (chunks) => textOf(chunks).length >= partial.length,
    );
    expect(textOf(seen)).toBe(partial);
    const summary = await stopGeneration(t.db, { userId: user, generationId });
    expect(await t.fake.requests[calls]?.outcome).toBe("disconnected");
    expect(summary.status).toBe("stopped");
    expect(summary.creditsCharged).toBeGreaterThan(0);
    // Output priced on the streamed text's estimate (1 credit per 1k output tokens, rounded up).
    expect(summary.creditsCharged).toBeGreaterThanOrEqual(
      Math.ceil(estimateTokens(partial) / 1000),
    );
    expect(await t.balance(user)).toMatchObject({ balance: 100 - summary.creditsCharged, held: 0 });
    const chunks = await followToEnd(t.db, user, generationId);
    expect(chunks.some((chunk) => chunk.type === "abort")).toBe(true);
  });

  it("runs the offline planner for free: no hold, no ledger row", async () => {
    const user = await t.newUser(0);
    const { generationId } = await t.start({ userId: user, modelId: offlineModelId });
    const chunks = await followToEnd(t.db, user, generationId);
    expect(textOf(chunks).length).toBeGreaterThan(0);
    expect(await getGeneration(t.db, { userId: user, generationId })).toMatchObject({
      status: "finished",
      creditsCharged: 0,
    });
    const holds = await t.db
      .select()
      .from(creditHolds)
      .where(and(eq(creditHolds.userId, user), eq(creditHolds.referenceId, generationId)));
    expect(holds).toHaveLength(0);
  });
});
