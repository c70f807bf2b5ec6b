/**
 * POST /api/ai/chat end to end with the offline planner, through the real route, runner and
 * database: the reply streams as SSE into a new thread (named in x-thread-id) and is stored;
 * a reply whose mode check fails carries the catalogue's note; regenerate and edit replace the
 * reply; and a client that hangs up at once does not stop the reply from being written.
 */
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { THREAD_ID_HEADER } from "@/lib/ai/chat-schemas";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { AI_CHAT_TEXT, ATTACHMENT_TEXT } from "@/lib/errors/ai";
import { aiMessages, aiProposals, aiThreads, plans, users } from "@/server/db/schema";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { chatRequest, streamedText, submitBody, textOfParts } from "./chat-http-kit";

const { appDb, confirmedUserCookie } = await startInMemoryApp();
const { POST: chatRoute } = await import("@/app/api/ai/chat/route");
const { uploadAttachment } = await import("@/server/services/attachments");
const { fileStorage } = await import("@/server/services/storage");

async function chat(cookie: string, body: Record<string, unknown>) {
  const response = await chatRoute(
    chatRequest(cookie, { modelId: OFFLINE_MODEL_ID, mode: "chat", ...body }),
  );
  expect(response.status).toBe(200);
  const threadId = response.headers.get(THREAD_ID_HEADER)!;
  return { threadId, text: streamedText(await response.text()) };
}

async function stored(threadId: string) {
  const db = await appDb();
  return db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.threadId, threadId))
    .orderBy(asc(aiMessages.seq));
}

async function storedThread(threadId: string) {
  const [thread] = await (await appDb()).select().from(aiThreads).where(eq(aiThreads.id, threadId));
  return thread!;
}

describe("POST /api/ai/chat with the offline planner", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await confirmedUserCookie("chat-offline@example.com", "chat offline password 1");
  });

  it("streams a reply into a new, titled thread and stores both messages", async () => {
    const { threadId, text } = await chat(cookie, {
      trigger: "submit",
      message: { text: "What can you do?", attachmentIds: [] },
    });
    expect(text.length).toBeGreaterThan(20);
    const messages = await stored(threadId);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(textOfParts(messages[1]!.parts)).toBe(text);
    expect((await storedThread(threadId)).title).toBe("What can you do?");
  });

  it("Diagram mode: a reply without a diagram says so (streamed and stored); one with a diagram does not", async () => {
    const greeting = await chat(cookie, {
      trigger: "submit",
      mode: "diagram",
      message: { text: "hello", attachmentIds: [] },
    });
    expect(greeting.text).not.toContain("```mermaid");
    expect(greeting.text.endsWith(AI_CHAT_TEXT.diagramMissing)).toBe(true);
    const messages = await stored(greeting.threadId);
    expect(textOfParts(messages[1]!.parts).endsWith(AI_CHAT_TEXT.diagramMissing)).toBe(true);

    const drawn = await chat(cookie, {
      trigger: "submit",
      mode: "diagram",
      message: { text: "Draw a flowchart: call, proposal, contract, kickoff", attachmentIds: [] },
    });
    expect(drawn.text).toContain("```mermaid");
    expect(drawn.text).not.toContain(AI_CHAT_TEXT.diagramMissing);
    // The thread remembers the mode and model it was last used with.
    const thread = await storedThread(drawn.threadId);
    expect([thread.mode, thread.modelId]).toEqual(["diagram", OFFLINE_MODEL_ID]);
  });

  it("regenerate replaces the last reply; edit replaces the text and what followed", async () => {
    const first = await chat(cookie, {
      trigger: "submit",
      message: { text: "Plan a bakery website", attachmentIds: [] },
    });
    const before = await stored(first.threadId);
    await chat(cookie, { trigger: "regenerate", threadId: first.threadId });
    const regenerated = await stored(first.threadId);
    expect(regenerated).toHaveLength(2);
    expect(regenerated[0]!.id).toBe(before[0]!.id);
    expect(regenerated[1]!.id).not.toBe(before[1]!.id);

    await chat(cookie, {
      trigger: "edit",
      threadId: first.threadId,
      editMessageId: before[0]!.id,
      message: { text: "Plan a florist website", attachmentIds: [] },
    });
    const edited = await stored(first.threadId);
    expect(edited.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(textOfParts(edited[0]!.parts)).toBe("Plan a florist website");
  });

  it("a client that hangs up at once does not stop the reply being written and stored", async () => {
    const response = await chatRoute(
      chatRequest(cookie, submitBody("Write the risks of a mobile app project")),
    );
    const threadId = response.headers.get(THREAD_ID_HEADER)!;
    await response.body?.cancel();
    await expect
      .poll(
        async () =>
          (
            await (
              await appDb()
            )
              .select({ id: aiMessages.id })
              .from(aiMessages)
              .where(and(eq(aiMessages.threadId, threadId), eq(aiMessages.role, "assistant")))
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
  });

  it("an attachment is stored as a file part of the user's message; another user's is 404 and creates nothing", async () => {
    const db = await appDb();
    const [me] = await db.select().from(users).where(eq(users.email, "chat-offline@example.com"));
    const bytes = new TextEncoder().encode("Budget: $4,000. Deadline: June.");
    const mine = await uploadAttachment(db, fileStorage(), {
      userId: me!.id,
      filename: "brief.txt",
      bytes,
    });
    const { threadId } = await chat(cookie, {
      trigger: "submit",
      message: { text: "Read my brief", attachmentIds: [mine.id] },
    });
    const [question] = await stored(threadId);
    expect(question!.parts).toEqual([
      {
        type: "file",
        mediaType: "text/plain",
        filename: "brief.txt",
        url: `/api/ai/attachments/${mine.id}`,
      },
      { type: "text", text: "Read my brief" },
    ]);

    const otherCookie = await confirmedUserCookie(
      "chat-other@example.com",
      "chat other password 1",
    );
    const threadsBefore = (await db.select().from(aiThreads)).length;
    const refused = await chatRoute(
      chatRequest(otherCookie, submitBody("Whose brief is this?", { attachmentIds: [mine.id] })),
    );
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      ATTACHMENT_TEXT.notFound,
    );
    expect(refused.headers.get(THREAD_ID_HEADER)).toBeNull();
    expect((await db.select().from(aiThreads)).length).toBe(threadsBefore);
  });

  it("a plan thread proposes changes through the plan tools; the proposal is in the stored reply", async () => {
    const db = await appDb();
    const [me] = await db.select().from(users).where(eq(users.email, "chat-offline@example.com"));
    const [plan] = await db
      .insert(plans)
      .values({ ownerId: me!.id, title: "Bakery website" })
      .returning({ id: plans.id });
    const { threadId } = await chat(cookie, {
      trigger: "submit",
      planId: plan!.id,
      message: { text: "Add a section about testing", attachmentIds: [] },
    });
    const [, reply] = await stored(threadId);
    const proposal = (reply!.parts as { type: string; state?: string; output?: unknown }[]).find(
      (part) => part.type === "tool-propose_new_section",
    );
    expect(proposal?.state).toBe("output-available");
    const output = proposal!.output as { proposalId: string; planId: string };
    expect(output.planId).toBe(plan!.id);
    const [row] = await db.select().from(aiProposals).where(eq(aiProposals.id, output.proposalId));
    expect(row).toMatchObject({ planId: plan!.id, userId: me!.id, status: "open" });
  });
});
