/**
 * Input of the chat endpoint and the aiThreads procedures, shared by the client and the server.
 */
import { z } from "zod";
import {
  AI_MESSAGE_MAX_LENGTH,
  ATTACHMENTS_PER_MESSAGE,
  THREAD_TITLE_MAX_LENGTH,
} from "./ai-rules";
import { GENERATION_MODES } from "./modes";

export const CHAT_TRIGGERS = ["submit", "regenerate", "edit"] as const;
export type ChatTrigger = (typeof CHAT_TRIGGERS)[number];

/** The HTTP header of the chat endpoint's answer naming the thread (new threads get one). */
export const THREAD_ID_HEADER = "x-thread-id";
/** The header naming the generation behind a chat stream (the Stop button cancels it). */
export const GENERATION_ID_HEADER = "x-generation-id";

const threadId = z.uuid();

export const chatRequestInput = z
  .object({
    threadId: threadId.optional(),
    planId: z.uuid().optional(),
    message: z
      .object({
        text: z.string().max(AI_MESSAGE_MAX_LENGTH),
        attachmentIds: z.array(z.uuid()).max(ATTACHMENTS_PER_MESSAGE).default([]),
      })
      .optional(),
    trigger: z.enum(CHAT_TRIGGERS),
    editMessageId: z.string().min(1).max(100).optional(),
    modelId: z.string().min(1).max(200),
    mode: z.enum(GENERATION_MODES),
  })
  .superRefine((input, ctx) => {
    const needsMessage = input.trigger !== "regenerate";
    const text = input.message?.text.trim() ?? "";
    if (needsMessage && text.length === 0 && (input.message?.attachmentIds.length ?? 0) === 0) {
      ctx.addIssue({ code: "custom", path: ["message"], message: "Write a message first." });
    }
    if (input.trigger !== "submit" && !input.threadId) {
      ctx.addIssue({ code: "custom", path: ["threadId"], message: "Which thread?" });
    }
    if (input.trigger === "edit" && !input.editMessageId) {
      ctx.addIssue({ code: "custom", path: ["editMessageId"], message: "Which message?" });
    }
  });
export type ChatRequestInput = z.infer<typeof chatRequestInput>;

export const threadByIdInput = z.object({ threadId });

export const listThreadsInput = z.object({
  /** 1-based page of THREAD_PAGE_SIZE threads, newest first. */
  page: z.number().int().min(1).max(10_000).default(1),
  search: z.string().trim().max(200).default(""),
  /** Only the threads of this plan (the plan chat panel). */
  planId: z.uuid().optional(),
});
export type ListThreadsInput = z.input<typeof listThreadsInput>;

export const renameThreadInput = z.object({
  threadId,
  title: z.string().trim().min(1, "Give the chat a title.").max(THREAD_TITLE_MAX_LENGTH),
});
