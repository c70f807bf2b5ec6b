/**
 * The generation runner against the real OpenAI provider package and the local fake: a reply is
 * stored and followed, survives its follower leaving, and settles its credits; stop cancels the
 * provider call and charges only what streamed.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditsForTokens, estimateTokens } from "@/lib/ai/models";
import { creditHolds, creditLedger, creditUsageShortfalls } from "@/server/db/schema";
import { followGeneration, getGeneration, stopGeneration } from "@/server/services/ai/generations";
import { promptText } from "@/server/services/ai/generations/start";
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
    // 1,200 × 0.2 + 800 × 1 per 1,000 tokens = 1.04 → rounded up to 2 credits.
    const cost = 2;
    expect(
      creditsForTokens(
        { inputPer1k: 0.2, outputPer1k: 1 },
        { inputTokens: 1200, outputTokens: 800 },
      ),
    ).toBe(cost);
    expect(chunks.at(-1)).toMatchObject({
      type: "finish",
      messageMetadata: { generationId, modelId: "openai:gpt-5-mini", credits: cost },
    });
    const summary = await getGeneration(t.db, { userId: user, generationId });
    expect(summary).toMatchObject({ status: "finished", creditsCharged: cost, error: null });
    await t.expectCharged(user, generationId, cost);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user));
    expect(ledger.find((row) => row.kind !== "admin_grant")).toMatchObject({
      amount: -cost,
      balanceAfter: 100 - cost,
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
    // The prompt's estimate (42 characters → 11 tokens at 0.2) plus the streamed text's
    // (4,800 characters → 1,200 tokens at 1) per 1,000 tokens: 1.2022 → 2 credits, exactly.
    const prompt = promptText("You are a planning assistant.", [
      { role: "user", content: "Say hello." },
    ]);
    expect([estimateTokens(prompt), estimateTokens(partial)]).toEqual([11, 1200]);
    expect(summary.creditsCharged).toBe(2);
    await t.expectCharged(user, generationId, 2);
    const chunks = await followToEnd(t.db, user, generationId);
    expect(chunks.some((chunk) => chunk.type === "abort")).toBe(true);
  });

  it("usage beyond the hold charges the hold, and records the rest as a shortfall for admins", async () => {
    const user = await t.newUser(100);
    // The provider reports far more input than the prompt's estimate (a tool loop, images…).
    t.fake.script({
      kind: "text",
      chunks: ["A long answer."],
      usage: { inputTokens: 200_000, outputTokens: 16_000 },
    });
    const told: number[] = [];
    const { generationId } = await t.start({
      userId: user,
      hooks: {
        onEnd: async (outcome) => {
          told.push(outcome.creditsCharged);
        },
      },
    });
    const chunks = await followToEnd(t.db, user, generationId);
    // The hook (which stores the chat message with its cost) is told what is charged.
    expect(told).toEqual([17]);
    // Held: 11 input tokens at 0.2 + 16,000 output tokens at 1 → 16.0022 → 17 credits.
    // Used: 200,000 at 0.2 + 16,000 at 1 → 56 credits, 39 of them beyond the hold.
    const [hold] = await t.db
      .select()
      .from(creditHolds)
      .where(eq(creditHolds.referenceId, generationId));
    expect(hold).toMatchObject({ amount: 17, status: "settled", settledAmount: 17 });
    expect(chunks.at(-1)).toMatchObject({ type: "finish", messageMetadata: { credits: 17 } });
    await t.expectCharged(user, generationId, 17, { shortfall: 39 });
    const [shortfall] = await t.db
      .select()
      .from(creditUsageShortfalls)
      .where(eq(creditUsageShortfalls.referenceId, generationId));
    expect(shortfall).toMatchObject({
      userId: user,
      holdId: hold!.id,
      referenceType: "generation",
      referenceId: generationId,
      modelId: "openai:gpt-5-mini",
      charged: 17,
      cost: 56,
      amount: 39,
    });
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
