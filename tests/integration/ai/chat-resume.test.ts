/**
 * The chat's reconnect and Stop paths with the offline planner streaming slowly: GET
 * /api/ai/chat/{threadId}/stream during a reply replays the same reply from its start to its
 * end (what a reload does), another user gets 404, and Stop mid-reply stores the part written
 * before it (status stopped) instead of losing it — and charges exactly what streamed: nothing on
 * the free planner, the estimate of the streamed text on a paid model (the local OpenAI fake).
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GENERATION_ID_HEADER, THREAD_ID_HEADER } from "@/lib/ai/chat-schemas";
import { creditsForTokens, estimateTokens } from "@/lib/ai/models";
import { aiGenerations, aiMessages, creditHolds, creditLedger, users } from "@/server/db/schema";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { chatRequest, followRequest, streamedText, submitBody, textOfParts } from "./chat-http-kit";
import { startAppWithFakeOpenAi } from "./fake-openai-app";

/** Slow enough that the reply is still being written when the test reconnects or stops. */
vi.stubEnv("AI_OFFLINE_STREAM_DELAY_MS", "150");
const { fake, appDb, confirmedUserCookie } = await startAppWithFakeOpenAi();
const { getCreditBalance } = await import("@/server/services/credits");
const { POST: chatRoute } = await import("@/app/api/ai/chat/route");
const { GET: streamRoute } = await import("@/app/api/ai/chat/[threadId]/stream/route");
const { POST: stopRoute } = await import("@/app/api/ai/generations/[id]/stop/route");

const PROMPT = "Plan a website redesign for a bakery with a $5,000 budget in 6 weeks";

async function startReply(cookie: string, modelId?: string) {
  const response = await chatRoute(
    chatRequest(cookie, submitBody(PROMPT, modelId ? { modelId } : {})),
  );
  expect(response.status).toBe(200);
  // The tab closes at once: only the reconnect path reads the reply from here on.
  await response.body?.cancel();
  return {
    threadId: response.headers.get(THREAD_ID_HEADER)!,
    generationId: response.headers.get(GENERATION_ID_HEADER)!,
  };
}

const follow = (cookie: string, threadId: string) => streamRoute(followRequest(cookie, threadId));

async function storedReply(threadId: string) {
  const rows = await (
    await appDb()
  )
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.threadId, threadId), eq(aiMessages.role, "assistant")));
  return rows.map((row) => textOfParts(row.parts));
}

/** Stops the generation as its owner would, ends the reader, and answers the generation's row. */
async function stopAndRead(
  cookie: string,
  generationId: string,
  reader: ReadableStreamDefaultReader<string>,
) {
  const stop = await stopRoute(
    new Request(`${APP_ORIGIN}/api/ai/generations/${generationId}/stop`, {
      method: "POST",
      headers: { origin: APP_ORIGIN, "content-type": "application/json", cookie },
      body: "{}",
    }),
    { params: Promise.resolve({ id: generationId }) },
  );
  expect(stop.status).toBe(200);
  await reader.cancel();
  const [generation] = await (
    await appDb()
  )
    .select()
    .from(aiGenerations)
    .where(eq(aiGenerations.id, generationId));
  return generation!;
}

describe("chat reconnect and stop", () => {
  let owner: string;
  let stranger: string;
  beforeAll(async () => {
    owner = await confirmedUserCookie("resume-owner@example.com", "resume password 1");
    stranger = await confirmedUserCookie("resume-stranger@example.com", "resume password 1");
  });

  it("a reconnect during the reply replays it from the start to the end; the stored reply is the same", async () => {
    const { threadId } = await startReply(owner);
    expect((await follow(stranger, threadId)).status).toBe(404);
    const response = await follow(owner, threadId);
    expect(response.status).toBe(200);
    const replayed = streamedText(await response.text());
    expect(replayed.length).toBeGreaterThan(100);
    await expect.poll(() => storedReply(threadId), { timeout: 30_000 }).toEqual([replayed]);
    // Once it has ended there is nothing to reconnect to.
    expect((await follow(owner, threadId)).status).toBe(204);
  });

  it("Stop mid-reply ends the generation as stopped and keeps what was written", async () => {
    const opening = await balanceOf("resume-owner@example.com");
    const { threadId, generationId } = await startReply(owner);
    // Read the reconnect stream until some text has arrived, then stop.
    const response = await follow(owner, threadId);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!streamedText(seen)) seen += (await reader.read()).value ?? "";
    const generation = await stopAndRead(owner, generationId, reader);
    expect(generation.status).toBe("stopped");
    // The offline planner is free: stopping it charges nothing and holds nothing.
    expect(generation.creditsCharged).toBe(0);
    expect(await balanceOf("resume-owner@example.com")).toEqual(opening);
    expect(await ledgerOf(generationId)).toEqual([]);
    await expect.poll(() => storedReply(threadId)).toHaveLength(1);
    const [partial] = await storedReply(threadId);
    expect(partial!.length).toBeGreaterThan(0);
    // …and is marked as stopped, so the thread can say so.
    const stored = await (
      await appDb()
    )
      .select({ metadata: aiMessages.metadata })
      .from(aiMessages)
      .where(and(eq(aiMessages.threadId, threadId), eq(aiMessages.role, "assistant")));
    expect(stored[0]!.metadata).toMatchObject({ stopped: true });
    // The full reply to the same prompt (first test) is longer than what Stop kept.
    const other = await startReply(owner);
    const full = streamedText(await (await follow(owner, other.threadId)).text());
    expect(partial!.length).toBeLessThan(full.length);
    expect(full.startsWith(partial!.trimEnd().slice(0, 20))).toBe(true);
  });

  it("Stop mid-reply on a paid model charges exactly the estimate of what streamed", async () => {
    const email = "resume-payer@example.com";
    const payer = await confirmedUserCookie(email, "resume password 1");
    const opening = await balanceOf(email);
    expect(opening).toEqual({ balance: 20, held: 0, available: 20 });
    const written = "Half of the answer, then the user stops it. ";
    fake.script({ kind: "hang", chunks: [written] });
    const { threadId, generationId } = await startReply(payer, "openai:gpt-5-mini");
    const response = await follow(payer, threadId);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (streamedText(seen) !== written) seen += (await reader.read()).value ?? "";
    const generation = await stopAndRead(payer, generationId, reader);
    // No usage is reported after an abort: the prompt's estimate plus the streamed text's
    // (44 characters → 11 tokens), at 0.2 / 1 credit per 1,000 tokens, rounded up: 1 credit.
    expect(generation).toMatchObject({ status: "stopped", outputTokens: estimateTokens(written) });
    expect(estimateTokens(written)).toBe(11);
    const charged = creditsForTokens(
      { inputPer1k: 0.2, outputPer1k: 1 },
      { inputTokens: generation.inputTokens!, outputTokens: 11 },
    );
    expect(charged).toBe(1);
    expect(generation.creditsCharged).toBe(1);
    expect(await balanceOf(email)).toEqual({ balance: 19, held: 0, available: 19 });
    expect(await ledgerOf(generationId)).toEqual([{ amount: -1, balanceAfter: 19 }]);
    const [hold] = await (
      await appDb()
    )
      .select({
        amount: creditHolds.amount,
        status: creditHolds.status,
        settled: creditHolds.settledAmount,
      })
      .from(creditHolds)
      .where(eq(creditHolds.referenceId, generationId));
    expect(hold).toMatchObject({ status: "settled", settled: 1 });
  });
});

async function balanceOf(email: string) {
  const db = await appDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return getCreditBalance(db, user!.id);
}

async function ledgerOf(generationId: string) {
  return (await appDb())
    .select({ amount: creditLedger.amount, balanceAfter: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(eq(creditLedger.referenceId, generationId));
}
