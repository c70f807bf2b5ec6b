/**
 * A chat turn the credits refuse: POST /api/ai/chat with a paid model and too few credits is
 * 402 INSUFFICIENT_CREDITS with the figures the dialog shows, and — since the user's message is
 * already stored — names its thread in x-thread-id, so a retry continues the same thread.
 * Credits held for work in flight count as spent: a request the balance alone would pay for is
 * the same 402 (REST and tRPC), never a constraint's 500, and moves nothing.
 * The provider is never called (the hold is refused first), so its address is unreachable.
 */
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { THREAD_ID_HEADER } from "@/lib/ai/chat-schemas";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import {
  aiGenerations,
  aiMessages,
  aiThreads,
  creditHolds,
  creditLedger,
  users,
} from "@/server/db/schema";
import { startAppOnTestTarget } from "../../helpers/in-memory-app";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { chatRequest, submitBody } from "./chat-http-kit";

vi.stubEnv("OPENAI_API_KEY", "sk-test-never-used");
vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
vi.stubEnv("OPENAI_MODELS", "gpt-5,gpt-5-mini");
const globalForRegistry = globalThis as unknown as { plansmithModelRegistry?: unknown };
globalForRegistry.plansmithModelRegistry = undefined;
const { appDb, confirmedUserCookie } = await startAppOnTestTarget();
const { POST: chatRoute } = await import("@/app/api/ai/chat/route");
const { getCreditBalance, reserveCredits } = await import("@/server/services/credits");
const { appRouter } = await import("@/server/api/root");
const { createTRPCContext } = await import("@/server/api/trpc");

describe("a chat turn without enough credits", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await confirmedUserCookie("chat-credits@example.com", "chat credits password 1");
  });

  it("is 402 with the figures, names the new thread, and keeps the user's message in it", async () => {
    const response = await chatRoute(
      chatRequest(cookie, submitBody("Write a long project plan", { modelId: "openai:gpt-5" })),
    );
    expect(response.status).toBe(402);
    const body = (await response.json()) as {
      error: { code: string; details: { available: number; needed: number } };
    };
    expect(body.error.code).toBe(INSUFFICIENT_CREDITS);
    expect(body.error.details.needed).toBeGreaterThan(body.error.details.available);

    const threadId = response.headers.get(THREAD_ID_HEADER);
    expect(threadId).toBeTruthy();
    const db = await appDb();
    const [thread] = await db.select().from(aiThreads).where(eq(aiThreads.id, threadId!));
    expect(thread!.modelId).toBe("openai:gpt-5");
    const messages = await db
      .select({ role: aiMessages.role })
      .from(aiMessages)
      .where(eq(aiMessages.threadId, threadId!))
      .orderBy(asc(aiMessages.seq));
    expect(messages).toEqual([{ role: "user" }]);
  });

  it("counts credits held for work in flight: a 402 over REST and tRPC, nothing moved", async () => {
    const email = "chat-credits-held@example.com";
    const heldCookie = await confirmedUserCookie(email, "chat credits password 1");
    const db = await appDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = user!.id;
    const opening = await getCreditBalance(db, userId);
    // GPT-5 mini's hold (16,000 output tokens at 1 per 1,000, plus the prompt) fits the signup
    // bonus; with 10 of it held for other work in flight, it no longer does.
    expect(opening).toEqual({ balance: 20, held: 0, available: 20 });
    await reserveCredits(db, {
      userId,
      amount: 10,
      reference: { type: "generation", id: "work-in-flight" },
      idempotencyKey: `in-flight-${userId}`,
      description: "Plan draft",
    });
    const held = { balance: 20, held: 10, available: 10 };
    const ledgerBefore = await rowsOf(userId);

    const response = await chatRoute(
      chatRequest(
        heldCookie,
        submitBody("Plan a bakery website", { modelId: "openai:gpt-5-mini" }),
      ),
    );
    expect(response.status).toBe(402);
    const body = (await response.json()) as {
      error: { code: string; message: string; details: Record<string, number> };
    };
    expect(body.error).toMatchObject({
      code: INSUFFICIENT_CREDITS,
      message: CREDIT_ERRORS.insufficientCredits,
      details: { balance: 20, available: 10 },
    });
    // Refused for the held credits: the balance alone would have paid.
    expect(body.error.details.needed).toBeGreaterThan(10);
    expect(body.error.details.needed).toBeLessThanOrEqual(20);

    const caller = appRouter.createCaller(
      await createTRPCContext({ headers: new Headers({ cookie: heldCookie, origin: APP_ORIGIN }) }),
    );
    await expect(
      caller.aiPlan.startDiagram({
        request: { description: "The release steps." },
        modelId: "openai:gpt-5-mini",
      }),
    ).rejects.toMatchObject({
      code: "PAYMENT_REQUIRED",
      message: CREDIT_ERRORS.insufficientCredits,
      cause: { code: INSUFFICIENT_CREDITS, details: { balance: 20, available: 10 } },
    });

    // Nothing moved: the balance, the one hold, the ledger, and no generation was started.
    expect(await getCreditBalance(db, userId)).toEqual(held);
    expect(await rowsOf(userId)).toEqual(ledgerBefore);
    const holds = await db
      .select({ amount: creditHolds.amount, status: creditHolds.status })
      .from(creditHolds)
      .where(eq(creditHolds.userId, userId));
    expect(holds).toEqual([{ amount: 10, status: "open" }]);
    expect(await db.select().from(aiGenerations).where(eq(aiGenerations.userId, userId))).toEqual(
      [],
    );
  });
});

async function rowsOf(userId: string) {
  return (await appDb())
    .select({ amount: creditLedger.amount, kind: creditLedger.kind })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
}
