/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * The generation routes and the `ai` tRPC router through the app's real handlers, Better Auth
 * sessions and model registry (configured by the environment to use the local OpenAI fake):
 * GET …/stream answers the AI SDK's UI message stream over SSE, which the client's reader turns
 * back into the message; POST …/stop cancels the provider call; owners only.
 */
import { createUIMessageStreamResponse, UI_MESSAGE_STREAM_HEADERS } from "ai";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messageText, readGenerationStream } from "@/components/ai/generation-stream-reader";
import { OFFLINE_MODEL_ID, OFFLINE_MODEL_LABEL } from "@/lib/ai/models";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { creditLedger } from "@/server/db/schema";
import { NOT_AUTHENTICATED } from "../../helpers/accounts-answers";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { grantTestCredits, startAppWithFakeOpenAi } from "./fake-openai-app";

const { fake, appDb, confirmedUserCookie } = await startAppWithFakeOpenAi();
const streamRoute = await import("@/app/api/ai/generations/[id]/stream/route");
const stopRoute = await import("@/app/api/ai/generations/[id]/stop/route");
const { startGeneration } = await import("@/server/services/ai/generations");
const { getCreditBalance } = await import("@/server/services/credits");
const { appRouter } = await import("@/server/api/root");
const { createTRPCContext } = await import("@/server/api/trpc");

const PASSWORD = "generation password 1";

function call(
  handler: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>,
  id: string,
  action: "stream" | "stop",
  cookie: string | null,
) {
  const request = new Request(`${APP_ORIGIN}/api/ai/generations/${id}/${action}`, {
    method: action === "stop" ? "POST" : "GET",
    headers: {
      origin: APP_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(action === "stop" ? { "content-type": "application/json" } : {}),
    },
    body: action === "stop" ? "{}" : undefined,
  });
  return handler(request, { params: Promise.resolve({ id }) });
}

async function signedIn(email: string) {
  const cookie = await confirmedUserCookie(email, PASSWORD);
  const db = await appDb();
  const userId = await grantTestCredits(db, email);
  const caller = appRouter.createCaller(
    await createTRPCContext({ headers: new Headers({ cookie, origin: APP_ORIGIN }) }),
  );
  return { cookie, userId, caller };
}

async function start(userId: string) {
  return startGeneration(await appDb(), {
    userId,
    purpose: "chat",
    mode: "chat",
    modelId: "openai:gpt-5-mini",
    system: "You are a planning assistant.",
    messages: [{ role: "user", content: "Hello" }],
    offlineTask: { kind: "chat" },
    description: "AI chat",
  });
}

describe("GET /api/ai/generations/{id}/stream and POST …/stop", () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    owner = await signedIn("generation-owner@example.com");
    other = await signedIn("generation-other@example.com");
  });

  it("streams the generation as SSE that the client reader rebuilds into the message", async () => {
    fake.script({ kind: "text", chunks: ["Your ", "plan ", "is ", "ready."], delayMs: 10 });
    const { generationId, messageId } = await start(owner.userId);
    const response = await call(streamRoute.GET, generationId, "stream", owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe(
      UI_MESSAGE_STREAM_HEADERS["x-vercel-ai-ui-message-stream"],
    );
    const read = await readGenerationStream(response.body!, () => {});
    expect(read.ended).toBe("finished");
    expect(read.message?.id).toBe(messageId);
    expect(read.message?.parts).toContainEqual(
      expect.objectContaining({ type: "text", text: "Your plan is ready." }),
    );
    expect(read.message?.metadata).toMatchObject({ generationId, credits: 1 });
  });

  it("stop cancels the provider call and the stream ends stopped, charging exactly what streamed", async () => {
    fake.script({ kind: "hang", chunks: ["Half an answer"] });
    const calls = fake.requests.length;
    const before = await getCreditBalance(await appDb(), owner.userId);
    const { generationId } = await start(owner.userId);
    const response = await call(streamRoute.GET, generationId, "stream", owner.cookie);
    // Stopped once the text has reached the follower, so the runner surely has it.
    let textArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (textArrived = resolve));
    const reading = readGenerationStream(response.body!, (state) => {
      if (messageText(state.message) === "Half an answer") textArrived();
    });
    await arrived;
    const stopped = await call(stopRoute.POST, generationId, "stop", owner.cookie);
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as any).data).toMatchObject({
      id: generationId,
      status: "stopped",
      creditsCharged: 1,
    });
    expect(await fake.requests[calls]!.outcome).toBe("disconnected");
    const read = await reading;
    expect(read.ended).toBe("stopped");
    // 10 prompt tokens at 0.2 + "Half an answer" (4 tokens) at 1 per 1,000: 1 credit, exactly.
    expect(read.message?.metadata).toMatchObject({ generationId, credits: 1 });
    const db = await appDb();
    expect(await getCreditBalance(db, owner.userId)).toEqual({
      balance: before.balance - 1,
      held: before.held,
      available: before.available - 1,
    });
    const rows = await db
      .select({ amount: creditLedger.amount, balanceAfter: creditLedger.balanceAfter })
      .from(creditLedger)
      .where(eq(creditLedger.referenceId, generationId));
    expect(rows).toEqual([{ amount: -1, balanceAfter: before.balance - 1 }]);
  });

  it("answers 401 signed out and 404 for another user's generation", async () => {
    const { generationId } = await start(owner.userId);
    for (const action of ["stream", "stop"] as const) {
      const handler = action === "stream" ? streamRoute.GET : stopRoute.POST;
      const signedOut = await call(handler, generationId, action, null);
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual(NOT_AUTHENTICATED);
      const foreign = await call(handler, generationId, action, other.cookie);
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual({
        error: { code: ERROR_CODES.notFound, message: AI_TEXT.generationNotFound },
      });
    }
  });

  it("answers 404 for an id that is not a uuid, on both routes, never a 500", async () => {
    for (const id of ["not-a-uuid", "'; select 1; --", "0".repeat(5_000)]) {
      for (const action of ["stream", "stop"] as const) {
        const handler = action === "stream" ? streamRoute.GET : stopRoute.POST;
        const answer = await call(handler, encodeURIComponent(id), action, owner.cookie);
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({
          error: { code: ERROR_CODES.notFound, message: AI_TEXT.generationNotFound },
        });
      }
    }
  });

  it("refuses a stop sent from another site, and the generation runs on", async () => {
    fake.script({ kind: "text", chunks: ["Still ", "here."], delayMs: 20 });
    const { generationId } = await start(owner.userId);
    const request = new Request(`${APP_ORIGIN}/api/ai/generations/${generationId}/stop`, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        cookie: owner.cookie,
        "content-type": "text/plain",
      },
      body: "{}",
    });
    const refused = await stopRoute.POST(request, {
      params: Promise.resolve({ id: generationId }),
    });
    expect(refused.status).toBe(403);
    const read = await readGenerationStream(
      (await call(streamRoute.GET, generationId, "stream", owner.cookie)).body!,
      () => {},
    );
    expect(read.ended).toBe("finished");
  });

  it("the SSE answer is never cached and never buffered by a proxy", async () => {
    const { generationId } = await start(owner.userId);
    const response = await call(streamRoute.GET, generationId, "stream", owner.cookie);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    await response.body?.cancel();
  });

  it("reads a stream cut before the end as not ended (the hook reconnects)", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue({ type: "start", messageId: "m1" });
        controller.enqueue({ type: "text-start", id: "t" });
        controller.enqueue({ type: "text-delta", id: "t", delta: "Half" });
        controller.close();
      },
    });
    const response = createUIMessageStreamResponse({ stream });
    const read = await readGenerationStream(response.body!, () => {});
    expect(read.ended).toBeNull();
  });
});

describe("the ai tRPC router", () => {
  it("lists the offered models with the offline planner first, and estimates the maximum cost", async () => {
    const { caller } = await signedIn("generation-models@example.com");
    const { models, defaultModelId } = await caller.ai.models();
    expect(models[0]).toMatchObject({ id: OFFLINE_MODEL_ID, label: OFFLINE_MODEL_LABEL });
    expect(models.map((model) => model.id)).toEqual([OFFLINE_MODEL_ID, "openai:gpt-5-mini"]);
    expect(defaultModelId).toBe("openai:gpt-5-mini");
    // 4,000 characters ≈ 1,000 tokens at 0.2 + 1,000 output tokens at 1 → 1.2 → 2 credits.
    expect(
      await caller.ai.estimate({
        modelId: "openai:gpt-5-mini",
        promptChars: 4_000,
        maxOutputTokens: 1_000,
      }),
    ).toEqual({ modelId: "openai:gpt-5-mini", credits: 2 });
    expect(await caller.ai.estimate({ modelId: OFFLINE_MODEL_ID, promptChars: 4_000 })).toEqual({
      modelId: OFFLINE_MODEL_ID,
      credits: 0,
    });
    await expect(
      caller.ai.estimate({ modelId: "openai:gpt-9", promptChars: 1 }),
    ).rejects.toMatchObject({
      cause: { code: ERROR_CODES.modelNotAvailable },
    });
  });

  it("gets and stops only the caller's own generations", async () => {
    const owner = await signedIn("generation-trpc-owner@example.com");
    const other = await signedIn("generation-trpc-other@example.com");
    const { generationId } = await start(owner.userId);
    expect((await owner.caller.ai.generation({ id: generationId })).id).toBe(generationId);
    for (const attempt of [
      () => other.caller.ai.generation({ id: generationId }),
      () => other.caller.ai.stop({ id: generationId }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        code: "NOT_FOUND",
        cause: { code: ERROR_CODES.notFound },
      });
    }
    const stopped = await owner.caller.ai.stop({ id: generationId });
    expect(["finished", "stopped"]).toContain(stopped.status);
  });
});
