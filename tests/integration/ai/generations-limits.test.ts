/**
 * What a generation is refused for before anything runs: an unknown model, a short balance
 * (INSUFFICIENT_CREDITS with what it would cost), the per-user limits; and another user's
 * generation is "not found" for follow, stop and get.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { creditsForTokens, estimateTokens } from "@/lib/ai/models";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { aiGenerations, creditHolds } from "@/server/db/schema";
import { followGeneration, getGeneration, stopGeneration } from "@/server/services/ai/generations";
import { promptText } from "@/server/services/ai/generations/start";
import { describeTarget } from "../../helpers/test-database";
import {
  appErrorOf,
  chatRequest,
  followToEnd,
  providerCalled,
  useGenerationsSetup,
} from "./generations-kit";

describe(`generation refusals and limits on ${describeTarget()}`, () => {
  const t = useGenerationsSetup();

  async function rowsOf(user: string) {
    return t.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user));
  }

  it("refuses a model the server does not offer, before anything is stored", async () => {
    const user = await t.newUser(100);
    const calls = t.fake.requests.length;
    const error = await appErrorOf(t.start({ userId: user, modelId: "openai:gpt-3" }));
    expect(error).toMatchObject({ code: ERROR_CODES.modelNotAvailable, status: 400 });
    expect(await rowsOf(user)).toHaveLength(0);
    expect(t.fake.requests.length).toBe(calls);
  });

  it("refuses a short balance with INSUFFICIENT_CREDITS and the maximum cost, changing nothing", async () => {
    const user = await t.newUser(5);
    const calls = t.fake.requests.length;
    const request = chatRequest({ userId: user });
    const needed = creditsForTokens(
      { inputPer1k: 0.2, outputPer1k: 1 },
      {
        inputTokens: estimateTokens(promptText(request.system, request.messages)),
        outputTokens: 16_000,
      },
    );
    const error = await appErrorOf(t.start(request));
    expect(error).toMatchObject({ code: INSUFFICIENT_CREDITS, status: 402 });
    expect(error.details).toMatchObject({ balance: 5, available: 5, needed });
    expect(await rowsOf(user)).toHaveLength(0);
    expect(await t.db.select().from(creditHolds).where(eq(creditHolds.userId, user))).toHaveLength(
      0,
    );
    expect(await t.balance(user)).toMatchObject({ balance: 5, held: 0 });
    expect(t.fake.requests.length).toBe(calls);
  });

  it("a smaller maxOutputTokens reserves less", async () => {
    const user = await t.newUser(5);
    const { generationId } = await t.start({ userId: user, maxOutputTokens: 2_000 });
    await followToEnd(t.db, user, generationId);
    expect((await getGeneration(t.db, { userId: user, generationId })).status).toBe("finished");
    expect(t.fake.requests.at(-1)?.body.max_output_tokens).toBe(2_000);
  });

  it("refuses more requests per minute than AI_REQUESTS_PER_MINUTE", async () => {
    const user = await t.newUser(100);
    const offline = { userId: user, modelId: "offline-planner" };
    for (let i = 0; i < 2; i += 1) {
      const { generationId } = await t.start(offline, { ...t.options(), requestsPerMinute: 2 });
      await followToEnd(t.db, user, generationId);
    }
    const error = await appErrorOf(t.start(offline, { ...t.options(), requestsPerMinute: 2 }));
    expect(error).toMatchObject({
      code: ERROR_CODES.aiTooManyRequests,
      status: 429,
      message: AI_TEXT.tooManyRequests(2),
    });
    expect(await rowsOf(user)).toHaveLength(2);
  });

  it("a stopped generation frees its slot under AI_MAX_CONCURRENT_GENERATIONS", async () => {
    const user = await t.newUser(1_000);
    const calls = t.fake.requests.length;
    t.fake.script({ kind: "hang", chunks: [] }, { kind: "hang", chunks: [] });
    const options = t.options({ maxConcurrent: 2 });
    const first = await t.start({ userId: user }, options);
    const second = await t.start({ userId: user }, options);
    expect(await appErrorOf(t.start({ userId: user }, options))).toMatchObject({
      code: ERROR_CODES.aiTooManyGenerations,
      status: 429,
      message: AI_TEXT.tooManyGenerations(2),
    });
    await providerCalled(t.fake, calls + 2);
    for (const { generationId } of [first, second]) {
      await stopGeneration(t.db, { userId: user, generationId });
    }
    const again = await t.start({ userId: user }, options);
    await followToEnd(t.db, user, again.generationId);
  });

  it("another user's generation is not found for follow, stop and get", async () => {
    const owner = await t.newUser(100);
    const other = await t.newUser(100);
    const { generationId } = await t.start({ userId: owner });
    await followToEnd(t.db, owner, generationId);
    const input = { userId: other, generationId };
    for (const attempt of [
      () => followGeneration(t.db, input),
      () => stopGeneration(t.db, input),
      () => getGeneration(t.db, input),
      () => getGeneration(t.db, { userId: other, generationId: "not-a-uuid" }),
    ]) {
      expect(await appErrorOf(attempt())).toMatchObject({
        code: ERROR_CODES.notFound,
        status: 404,
        message: AI_TEXT.generationNotFound,
      });
    }
  });
});
