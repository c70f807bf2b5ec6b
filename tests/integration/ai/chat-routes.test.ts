/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * POST /api/ai/chat and GET /api/ai/chat/{threadId}/stream through the app's real route
 * handlers, database and Better Auth sessions: who may call them, what input they refuse (and
 * that a refusal stores nothing), another user's thread and plan are not found, and the
 * reconnect path answers 204 when no reply is being written.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AI_MESSAGE_MAX_LENGTH, ATTACHMENTS_PER_MESSAGE } from "@/lib/ai/ai-rules";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { AI_CHAT_TEXT, AI_TEXT } from "@/lib/errors/ai";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { aiMessages, aiThreads, plans, users } from "@/server/db/schema";
import { NOT_AUTHENTICATED } from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { chatRequest, followRequest, submitBody } from "./chat-http-kit";

const { appDb, confirmedUserCookie } = await startInMemoryApp();
const { POST: chatRoute } = await import("@/app/api/ai/chat/route");
const { GET: streamRoute } = await import("@/app/api/ai/chat/[threadId]/stream/route");
const { createThread } = await import("@/server/services/ai/chat/threads");

const PASSWORD = "chat password 1";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

async function post(cookie: string | null, body: unknown, headers?: Record<string, string>) {
  const response = await chatRoute(chatRequest(cookie, body, headers));
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function follow(cookie: string | null, threadId: string) {
  const response = await streamRoute(followRequest(cookie, threadId));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
}

const submit = (overrides: Record<string, unknown> = {}) =>
  submitBody("Plan a bakery website", overrides);

async function userId(email: string): Promise<string> {
  const [row] = await (await appDb()).select().from(users).where(eq(users.email, email));
  return row!.id;
}

async function storedCounts() {
  const db = await appDb();
  const [threads] = await db.select({ n: count() }).from(aiThreads);
  const [messages] = await db.select({ n: count() }).from(aiMessages);
  return { threads: threads!.n, messages: messages!.n };
}

describe("POST /api/ai/chat and GET /api/ai/chat/{threadId}/stream", () => {
  let owner: string;
  let stranger: string;
  let ownerThreadId: string;
  let ownerPlanId: string;

  beforeAll(async () => {
    owner = await confirmedUserCookie("chat-owner@example.com", PASSWORD);
    stranger = await confirmedUserCookie("chat-stranger@example.com", PASSWORD);
    const ownerId = await userId("chat-owner@example.com");
    const db = await appDb();
    ownerThreadId = (await createThread(db, ownerId, { modelId: OFFLINE_MODEL_ID, mode: "chat" }))
      .id;
    const [plan] = await db
      .insert(plans)
      .values({ ownerId, title: "Owner's plan" })
      .returning({ id: plans.id });
    ownerPlanId = plan!.id;
  });

  it("answers 401 when signed out, storing nothing", async () => {
    const before = await storedCounts();
    expect(await post(null, submit())).toEqual({ status: 401, body: NOT_AUTHENTICATED });
    expect(await follow(null, ownerThreadId)).toEqual({ status: 401, body: NOT_AUTHENTICATED });
    expect(await storedCounts()).toEqual(before);
  });

  it("refuses a request from another site", async () => {
    const answer = await post(owner, submit(), { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("CROSS_SITE_REQUEST");
  });

  it.each([
    [
      "a message over the length limit",
      submit({ message: { text: "x".repeat(AI_MESSAGE_MAX_LENGTH + 1), attachmentIds: [] } }),
    ],
    [
      "too many attachments",
      submit({
        message: {
          text: "hi",
          attachmentIds: Array.from({ length: ATTACHMENTS_PER_MESSAGE + 1 }, () => MISSING_ID),
        },
      }),
    ],
    ["an empty message", submit({ message: { text: "   ", attachmentIds: [] } })],
    ["an unknown mode", submit({ mode: "poem" })],
    ["an unknown trigger", submit({ trigger: "delete" })],
    ["an edit without a message id", submit({ trigger: "edit", threadId: MISSING_ID })],
    [
      "a regenerate without a thread",
      { trigger: "regenerate", modelId: OFFLINE_MODEL_ID, mode: "chat" },
    ],
  ])("answers 400 to %s, storing nothing", async (_name, body) => {
    const before = await storedCounts();
    const answer = await post(owner, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("BAD_REQUEST");
    expect(await storedCounts()).toEqual(before);
  });

  it("answers 400 MODEL_NOT_AVAILABLE to a model the server does not offer", async () => {
    const before = await storedCounts();
    const answer = await post(owner, submit({ modelId: "openai:gpt-made-up" }));
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: "MODEL_NOT_AVAILABLE", message: AI_TEXT.modelNotAvailable } },
    });
    expect(await storedCounts()).toEqual(before);
  });

  it("answers 404 to another user's thread, storing nothing in it", async () => {
    const before = await storedCounts();
    for (const trigger of ["submit", "regenerate"] as const) {
      const answer = await post(stranger, submit({ trigger, threadId: ownerThreadId }));
      expect(answer).toEqual({
        status: 404,
        body: { error: { code: "NOT_FOUND", message: AI_CHAT_TEXT.threadNotFound } },
      });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it("answers 404 to a new thread on another user's plan, creating no thread", async () => {
    const before = await storedCounts();
    const answer = await post(stranger, submit({ planId: ownerPlanId }));
    expect(answer).toEqual({
      status: 404,
      body: { error: { code: "NOT_FOUND", message: PLAN_ERRORS.planNotFound } },
    });
    expect(await storedCounts()).toEqual(before);
  });

  it("the stream of another user's thread, or of no thread, is 404", async () => {
    const notFound = { error: { code: "NOT_FOUND", message: AI_CHAT_TEXT.threadNotFound } };
    expect(await follow(stranger, ownerThreadId)).toEqual({ status: 404, body: notFound });
    expect(await follow(owner, MISSING_ID)).toEqual({ status: 404, body: notFound });
    expect(await follow(owner, "not-a-uuid")).toEqual({ status: 404, body: notFound });
  });

  it("the stream of the owner's thread with no reply being written is 204", async () => {
    expect(await follow(owner, ownerThreadId)).toEqual({ status: 204, body: null });
  });
});
