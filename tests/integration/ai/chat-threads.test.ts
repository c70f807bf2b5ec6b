/**
 * Chat threads and messages: owned by their user only (another user's thread is NOT_FOUND for
 * every read and write, and changes nothing), newest first with paging, search by title and
 * message text (wildcards are literal), the automatic title, and edit/regenerate truncation.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { THREAD_PAGE_SIZE, THREAD_TITLE_MAX_LENGTH } from "@/lib/ai/ai-rules";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { aiMessages, aiThreads } from "@/server/db/schema";
import {
  appendUserMessage,
  editUserMessage,
  storeAssistantMessage,
  threadMessages,
  truncateForRegenerate,
  userMessageParts,
} from "@/server/services/ai/chat/messages";
import { runningGenerationOf } from "@/server/services/ai/chat/thread-stream";
import { createThread } from "@/server/services/ai/chat/threads";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, OWNER, STRANGER, usePlansApi } from "../plans/plans-test-kit";

const settings = { modelId: OFFLINE_MODEL_ID, mode: "chat" as const };

function reply(id: string, text: string): PlansmithUIMessage {
  return { id, role: "assistant", parts: [{ type: "text", text }], metadata: {} };
}

describe(`chat threads on ${describeTarget()}`, () => {
  const api = usePlansApi();

  async function threadWith(userId: string, texts: string[]) {
    const thread = await createThread(api.db, userId, settings);
    for (const [index, text] of texts.entries()) {
      await appendUserMessage(api.db, userId, thread.id, userMessageParts(text, []));
      await storeAssistantMessage(
        api.db,
        userId,
        thread.id,
        reply(`r-${thread.id}-${index}`, `Answer ${index}`),
      );
    }
    return thread;
  }

  describe("ownership", () => {
    let threadId: string;
    beforeAll(async () => {
      threadId = (await threadWith(OWNER.id, ["Olivia's private question"])).id;
    });

    it("the owner reads, lists, renames and deletes the thread", async () => {
      const owner = await api.owner();
      const thread = await owner.aiThreads.get({ threadId });
      expect(thread.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
      expect((await owner.aiThreads.list({})).items.map((t) => t.id)).toContain(threadId);
      expect((await owner.aiThreads.rename({ threadId, title: "Mine" })).title).toBe("Mine");
    });

    it.each([
      [
        "get",
        (c: Awaited<ReturnType<typeof api.owner>>, id: string) => c.aiThreads.get({ threadId: id }),
      ],
      [
        "rename",
        (c: Awaited<ReturnType<typeof api.owner>>, id: string) =>
          c.aiThreads.rename({ threadId: id, title: "Stolen" }),
      ],
      [
        "delete",
        (c: Awaited<ReturnType<typeof api.owner>>, id: string) =>
          c.aiThreads.delete({ threadId: id }),
      ],
    ])("another user's %s is NOT_FOUND and changes nothing", async (_name, call) => {
      const failure = await failureOf(call(await api.stranger(), threadId));
      expect(failure.code).toBe("NOT_FOUND");
      expect(failure.message).toBe(AI_CHAT_TEXT.threadNotFound);
      const [row] = await api.db.select().from(aiThreads).where(eq(aiThreads.id, threadId));
      expect(row?.title).toBe("Mine");
    });

    it("another user's list does not show the thread, even when searching its words", async () => {
      const stranger = await api.stranger();
      expect((await stranger.aiThreads.list({ search: "private question" })).items).toEqual([]);
    });

    it("another user's stream, edit, regenerate and reply are refused or ignored", async () => {
      await expect(runningGenerationOf(api.db, STRANGER.id, threadId)).rejects.toMatchObject({
        status: 404,
      });
      await expect(
        editUserMessage(api.db, STRANGER.id, threadId, "any", "hijack"),
      ).rejects.toMatchObject({ status: 404, message: AI_CHAT_TEXT.messageNotFound });
      await truncateForRegenerate(api.db, STRANGER.id, threadId).catch(() => undefined);
      await storeAssistantMessage(
        api.db,
        STRANGER.id,
        threadId,
        reply("stranger-reply", "injected"),
      );
      const messages = await threadMessages(api.db, OWNER.id, threadId);
      expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    });

    it("a plan thread must name the caller's own plan", async () => {
      const plan = await (await api.owner()).plan.create({ title: "Owner plan", sections: [] });
      await expect(
        createThread(api.db, STRANGER.id, { ...settings, planId: plan.id }),
      ).rejects.toMatchObject({ status: 404, message: PLAN_ERRORS.planNotFound });
    });

    it("without a session every procedure is UNAUTHORIZED", async () => {
      const failure = await failureOf((await api.anonymous()).aiThreads.list({}));
      expect(failure.code).toBe("UNAUTHORIZED");
    });
  });

  describe("titles", () => {
    it("the first user message names the thread, trimmed to the limit; later ones do not", async () => {
      const long = `Plan   a\nwebsite ${"redesign ".repeat(40)}`;
      const thread = await threadWith(OWNER.id, [long, "Second question"]);
      const [row] = await api.db.select().from(aiThreads).where(eq(aiThreads.id, thread.id));
      expect(row!.title.startsWith("Plan a website redesign")).toBe(true);
      expect(row!.title.length).toBeLessThanOrEqual(THREAD_TITLE_MAX_LENGTH);
      expect(row!.title.endsWith("…")).toBe(true);
    });

    it("never overwrites a title the user set", async () => {
      const thread = await createThread(api.db, OWNER.id, settings);
      await (await api.owner()).aiThreads.rename({ threadId: thread.id, title: "My title" });
      await appendUserMessage(api.db, OWNER.id, thread.id, userMessageParts("Automatic?", []));
      const got = await (await api.owner()).aiThreads.get({ threadId: thread.id });
      expect(got.title).toBe("My title");
      expect(got.titleSetByUser).toBe(true);
    });
  });

  describe("list", () => {
    const user = { id: "lister", name: "Lister", email: "lister@example.com" };
    beforeAll(async () => {
      await api.db.execute(
        sql`insert into users (id, name, email) values (${user.id}, ${user.name}, ${user.email})`,
      );
    });

    it("pages newest first, THREAD_PAGE_SIZE at a time", async () => {
      const ids: string[] = [];
      for (let i = 0; i < THREAD_PAGE_SIZE + 2; i += 1) {
        const thread = await createThread(api.db, user.id, settings);
        await api.db
          .update(aiThreads)
          .set({ updatedAt: sql`now() - make_interval(mins => ${THREAD_PAGE_SIZE + 2 - i})` })
          .where(eq(aiThreads.id, thread.id));
        ids.push(thread.id);
      }
      const caller = await api.callerFor(user.id);
      const first = await caller.aiThreads.list({ page: 1 });
      const second = await caller.aiThreads.list({ page: 2 });
      expect(first.items).toHaveLength(THREAD_PAGE_SIZE);
      expect(first.hasMore).toBe(true);
      expect(second.hasMore).toBe(false);
      expect([...first.items, ...second.items].map((t) => t.id)).toEqual([...ids].reverse());
    });

    it("searches titles and message text; % and _ are literal", async () => {
      const caller = await api.callerFor(user.id);
      const byTitle = await threadWith(user.id, ["Bakery website budget"]);
      const byText = await threadWith(user.id, ["Hello"]);
      await appendUserMessage(
        api.db,
        user.id,
        byText.id,
        userMessageParts("the gantt for 100% of the work", []),
      );
      expect((await caller.aiThreads.list({ search: "bakery" })).items.map((t) => t.id)).toEqual([
        byTitle.id,
      ]);
      expect((await caller.aiThreads.list({ search: "GANTT" })).items.map((t) => t.id)).toEqual([
        byText.id,
      ]);
      expect((await caller.aiThreads.list({ search: "100%" })).items.map((t) => t.id)).toEqual([
        byText.id,
      ]);
      expect((await caller.aiThreads.list({ search: "%" })).items.map((t) => t.id)).toEqual([
        byText.id,
      ]);
      expect((await caller.aiThreads.list({ search: "_" })).items).toEqual([]);
      // Part keys are not text: "type" appears in every stored part.
      expect((await caller.aiThreads.list({ search: "type" })).items).toEqual([]);
    });
  });

  describe("edit and regenerate", () => {
    it("editing a user message replaces its text and deletes everything after it", async () => {
      const thread = await threadWith(OWNER.id, ["one", "two", "three"]);
      const before = await threadMessages(api.db, OWNER.id, thread.id);
      await editUserMessage(api.db, OWNER.id, thread.id, before[2]!.id, "two, edited");
      const after = await threadMessages(api.db, OWNER.id, thread.id);
      expect(after.map((m) => m.id)).toEqual(before.slice(0, 3).map((m) => m.id));
      expect(after[2]!.parts).toEqual([{ type: "text", text: "two, edited" }]);
    });

    it("an assistant message cannot be edited", async () => {
      const thread = await threadWith(OWNER.id, ["one"]);
      const [, answer] = await threadMessages(api.db, OWNER.id, thread.id);
      await expect(
        editUserMessage(api.db, OWNER.id, thread.id, answer!.id, "rewrite"),
      ).rejects.toMatchObject({ status: 404 });
    });

    it("regenerating deletes the last reply only", async () => {
      const thread = await threadWith(OWNER.id, ["one", "two"]);
      const before = await threadMessages(api.db, OWNER.id, thread.id);
      await truncateForRegenerate(api.db, OWNER.id, thread.id);
      const after = await threadMessages(api.db, OWNER.id, thread.id);
      expect(after.map((m) => m.id)).toEqual(before.slice(0, 3).map((m) => m.id));
    });

    it("a stored reply replaces an earlier version with the same id (stopped, then finished)", async () => {
      const thread = await threadWith(OWNER.id, []);
      await appendUserMessage(api.db, OWNER.id, thread.id, userMessageParts("q", []));
      await storeAssistantMessage(api.db, OWNER.id, thread.id, reply("same-id", "partial"));
      await storeAssistantMessage(
        api.db,
        OWNER.id,
        thread.id,
        reply("same-id", "partial and more"),
      );
      const rows = await api.db.select().from(aiMessages).where(eq(aiMessages.threadId, thread.id));
      expect(rows.map((r) => r.parts)).toEqual([
        [{ type: "text", text: "q" }],
        [{ type: "text", text: "partial and more" }],
      ]);
    });
  });
});
