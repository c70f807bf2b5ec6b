/**
 * The hooks a feature gives the runner: onChunk sees every chunk and may add data parts; onEnd
 * stores what the generation produced (its result is kept on the row) or refuses the output
 * (the generation fails with that message and is charged nothing). Also the Anthropic wire end
 * to end, and the text batching.
 */
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { getGeneration, type GenerationOutcome } from "@/server/services/ai/generations";
import { coalesceChunks } from "@/server/services/ai/generations/chunk-writer";
import { buildModelRegistry } from "@/server/services/ai/models/registry";
import { startFakeAnthropicServer } from "../../helpers/fake-anthropic-server";
import { describeTarget } from "../../helpers/test-database";
import { followToEnd, textOf, useGenerationsSetup } from "./generations-kit";

describe(`generation hooks on ${describeTarget()}`, () => {
  const t = useGenerationsSetup();

  it("onChunk adds data parts; onEnd's result is stored and the outcome carries the text and cost", async () => {
    const user = await t.newUser(100);
    t.fake.script({
      kind: "text",
      chunks: ["## One\n", "## Two\n"],
      usage: { inputTokens: 10, outputTokens: 5 },
    });
    const outcomes: GenerationOutcome[] = [];
    let seen = 0;
    const { generationId } = await t.start({
      userId: user,
      hooks: {
        onChunk(chunk, writer) {
          if (chunk.type !== "text-delta") return;
          seen += 1;
          writer.write({
            type: "data-plan-progress",
            data: { current: seen, total: 2, title: chunk.delta.trim() },
          });
        },
        onEnd(outcome, writer) {
          outcomes.push(outcome);
          writer.write({ type: "data-result", data: { kind: "text", text: outcome.text } });
          return Promise.resolve({ kind: "text", text: outcome.text });
        },
      },
    });
    const chunks = await followToEnd(t.db, user, generationId);
    expect(chunks.filter((chunk) => chunk.type === "data-plan-progress")).toHaveLength(2);
    expect(chunks).toContainEqual({
      type: "data-result",
      data: { kind: "text", text: "## One\n## Two\n" },
    });
    expect(outcomes[0]).toMatchObject({
      status: "finished",
      text: "## One\n## Two\n",
      usage: { inputTokens: 10, outputTokens: 5 },
      creditsCharged: 1,
    });
    expect(outcomes[0]!.message.parts).toContainEqual(
      expect.objectContaining({ type: "text", text: "## One\n## Two\n" }),
    );
    expect((await getGeneration(t.db, { userId: user, generationId })).result).toEqual({
      kind: "text",
      text: "## One\n## Two\n",
    });
  });

  it("an onEnd that refuses the output fails the generation with its message, charged nothing", async () => {
    const user = await t.newUser(100);
    const refusal = new AppError(
      ERROR_CODES.aiOutputInvalid,
      422,
      "The diagram could not be repaired.",
    );
    const { generationId } = await t.start({
      userId: user,
      hooks: { onEnd: () => Promise.reject(refusal) },
    });
    const chunks = await followToEnd(t.db, user, generationId);
    expect(chunks).toContainEqual({
      type: "data-generation-error",
      data: { code: ERROR_CODES.aiOutputInvalid, message: refusal.message },
    });
    expect(await getGeneration(t.db, { userId: user, generationId })).toMatchObject({
      status: "failed",
      creditsCharged: 0,
      error: { code: ERROR_CODES.aiOutputInvalid, message: refusal.message },
    });
    expect(await t.balance(user)).toMatchObject({ balance: 100, held: 0 });
  });

  it("runs an Anthropic model end to end and settles its reported usage", async () => {
    const anthropic = await startFakeAnthropicServer();
    try {
      const registry = buildModelRegistry({
        anthropic: {
          apiKey: anthropic.apiKey,
          baseURL: anthropic.url,
          models: ["claude-haiku-4-5"],
        },
        prices: {},
        contextTokens: {},
      });
      const user = await t.newUser(100);
      anthropic.script({
        kind: "text",
        chunks: ["Hi ", "there."],
        usage: { inputTokens: 2_000, outputTokens: 1_000 },
      });
      const { generationId } = await t.start(
        { userId: user, modelId: "anthropic:claude-haiku-4-5" },
        t.options({ registry }),
      );
      expect(textOf(await followToEnd(t.db, user, generationId))).toBe("Hi there.");
      // 2,000 × 0.3 + 1,000 × 1.5 per 1k = 2.1 → 3 credits.
      expect((await getGeneration(t.db, { userId: user, generationId })).creditsCharged).toBe(3);
      expect(await t.balance(user)).toMatchObject({ balance: 97, held: 0 });
    } finally {
      await anthropic.close();
    }
  });
});

describe("chunk batching", () => {
  it("merges consecutive deltas of one text part, and nothing else", () => {
    expect(
      coalesceChunks([
        { type: "text-start", id: "a" },
        { type: "text-delta", id: "a", delta: "Hel" },
        { type: "text-delta", id: "a", delta: "lo" },
        { type: "text-delta", id: "b", delta: "!" },
        { type: "reasoning-delta", id: "r", delta: "x" },
        { type: "reasoning-delta", id: "r", delta: "y" },
        { type: "text-delta", id: "a", delta: " again" },
      ]),
    ).toEqual([
      { type: "text-start", id: "a" },
      { type: "text-delta", id: "a", delta: "Hello" },
      { type: "text-delta", id: "b", delta: "!" },
      { type: "reasoning-delta", id: "r", delta: "xy" },
      { type: "text-delta", id: "a", delta: " again" },
    ]);
  });
});
