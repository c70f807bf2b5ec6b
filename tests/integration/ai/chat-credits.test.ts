/**
 * A chat turn the credits refuse: POST /api/ai/chat with a paid model and too few credits is
 * 402 INSUFFICIENT_CREDITS with the figures the dialog shows, and — since the user's message is
 * already stored — names its thread in x-thread-id, so a retry continues the same thread.
 * The provider is never called (the hold is refused first), so its address is unreachable.
 */
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { THREAD_ID_HEADER } from "@/lib/ai/chat-schemas";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { aiMessages, aiThreads } from "@/server/db/schema";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { chatRequest, submitBody } from "./chat-http-kit";

vi.stubEnv("OPENAI_API_KEY", "sk-test-never-used");
vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
vi.stubEnv("OPENAI_MODELS", "gpt-5");
const { appDb, confirmedUserCookie } = await startInMemoryApp();
const { POST: chatRoute } = await import("@/app/api/ai/chat/route");

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
});
