/**
 * One chat turn: store the user's message (or apply an edit / regenerate), build the model input
 * from the thread's history, and start a detached generation whose end stores the assistant's
 * reply — for every status, so a stopped reply keeps its partial text.
 */
import { convertToModelMessages, generateId, type ModelMessage, type UserContent } from "ai";
import type { ChatRequestInput } from "@/lib/ai/chat-schemas";
import type { AiModelInfo } from "@/lib/ai/models";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";
import type { Database } from "@/server/db/types";
import { attachmentsForModel, getAttachments } from "@/server/services/attachments";
import { startGeneration, type GenerationOutcome, type GenerationWriter } from "../generations";
import { requireModel } from "../models/registry";
import type { OfflinePlanContext } from "../offline/offline-task";
import { chatOutputProblem, chatSystemPrompt } from "../prompts/chat";
import { planTools } from "../tools/plan-tools";
import {
  appendUserMessage,
  attachmentIdsOf,
  editUserMessage,
  storeAssistantMessage,
  threadMessages,
  truncateForRegenerate,
  userMessageParts,
} from "./messages";
import { planContextFor } from "./plan-context";
import { createThread, findOwnedThread, rememberThreadSettings } from "./threads";

/** Model calls at most in one turn with plan tools (read the plan, propose, answer). */
export const CHAT_TOOL_STEPS = 5;

export interface ChatTurn {
  threadId: string;
  generationId: string;
  messageId: string;
}

export async function sendChatMessage(
  db: Database,
  userId: string,
  input: ChatRequestInput,
  /** Told the thread as soon as it is known, so a refusal after it can still name it. */
  onThread?: (threadId: string) => void,
): Promise<ChatTurn> {
  const model = requireModel(input.modelId);
  // Checked before anything is stored: another user's attachment id creates no thread.
  const attachments =
    input.trigger === "submit"
      ? await getAttachments(db, { userId, attachmentIds: input.message?.attachmentIds ?? [] })
      : [];
  const thread = input.threadId
    ? await findOwnedThread(db, userId, input.threadId)
    : await createThread(db, userId, { modelId: model.id, mode: input.mode, planId: input.planId });
  onThread?.(thread.id);
  await rememberThreadSettings(db, userId, thread.id, { modelId: model.id, mode: input.mode });

  const text = input.message?.text ?? "";
  if (input.trigger === "submit") {
    await appendUserMessage(db, userId, thread.id, userMessageParts(text, attachments));
  } else if (input.trigger === "edit") {
    await editUserMessage(db, userId, thread.id, input.editMessageId!, text);
  } else {
    await truncateForRegenerate(db, userId, thread.id);
  }

  const history = await threadMessages(db, userId, thread.id);
  const plan = thread.planId ? await planContextFor(db, userId, thread.planId) : undefined;
  const tools = plan ? planTools(db, { userId, planId: plan.planId }) : undefined;
  const messageId = generateId();
  const mode = input.mode;

  const { generationId } = await startGeneration(db, {
    userId,
    purpose: "chat",
    mode,
    modelId: model.id,
    system: chatSystemPrompt(mode, plan),
    messages: await modelInput(db, userId, history, model),
    tools,
    maxSteps: tools ? CHAT_TOOL_STEPS : 1,
    offlineTask: { kind: "chat", ...(plan ? { plan } : {}) },
    threadId: thread.id,
    messageId,
    ...(plan ? { planId: plan.planId } : {}),
    input: { trigger: input.trigger, mode },
    description: "AI chat",
    hooks: {
      onEnd: async (outcome, writer) => {
        const message = checkedReply(mode, outcome, writer);
        await storeAssistantMessage(db, userId, thread.id, {
          ...message,
          id: messageId,
          metadata: {
            ...message.metadata,
            modelId: model.id,
            credits: outcome.creditsCharged,
            ...(outcome.status === "stopped" ? { stopped: true } : {}),
          },
        });
      },
    },
  });
  return { threadId: thread.id, generationId, messageId };
}

/**
 * A finished reply that misses what its mode asks for gets the mode's note appended (streamed
 * to the client and stored), so the user sees why — instead of a silently wrong answer.
 */
export function checkedReply(
  mode: ChatRequestInput["mode"],
  outcome: GenerationOutcome,
  writer: GenerationWriter,
): PlansmithUIMessage {
  if (outcome.status !== "finished") return outcome.message;
  const usedTools = outcome.message.parts.some((part) => part.type.startsWith("tool-"));
  const problem = chatOutputProblem(mode, { text: outcome.text, usedTools });
  if (!problem) return outcome.message;
  const id = `check-${generateId()}`;
  const note = `\n\n${problem}`;
  writer.write({ type: "text-start", id });
  writer.write({ type: "text-delta", id, delta: note });
  writer.write({ type: "text-end", id });
  return { ...outcome.message, parts: [...outcome.message.parts, { type: "text", text: note }] };
}

/**
 * The thread as model messages. File parts point at our own attachment URLs, which a provider
 * cannot fetch: earlier messages name their files, and the last user message carries its
 * attachments as content the model takes (attachmentsForModel picks images, files or text).
 */
async function modelInput(
  db: Database,
  userId: string,
  history: PlansmithUIMessage[],
  model: AiModelInfo,
): Promise<ModelMessage[]> {
  const lastUser = history.findLastIndex((message) => message.role === "user");
  const withoutFiles = history.map((message) => ({
    ...message,
    parts: message.parts.flatMap((part) =>
      part.type === "file"
        ? [{ type: "text" as const, text: `(attached file: ${part.filename ?? "file"})` }]
        : [part],
    ),
  }));
  const messages = await convertToModelMessages(withoutFiles, { ignoreIncompleteToolCalls: true });
  const attachmentIds = lastUser >= 0 ? attachmentIdsOf(history[lastUser]!) : [];
  if (attachmentIds.length === 0) return messages;
  const attached = await attachmentsForModel(db, {
    userId,
    attachmentIds,
    capabilities: model.capabilities,
  });
  // The last user message is the last "user" model message (tool results are "tool" messages).
  const index = messages.findLastIndex((message) => message.role === "user");
  const target = messages[index];
  if (!target || target.role !== "user") return messages;
  const text =
    typeof target.content === "string"
      ? [{ type: "text" as const, text: target.content }]
      : target.content;
  const content: UserContent = [
    ...attached,
    ...text.filter((part) => !(part.type === "text" && part.text.startsWith("(attached file:"))),
  ];
  return messages.map((message, i) =>
    i === index ? { ...message, content } : message,
  ) as ModelMessage[];
}

export type { OfflinePlanContext };
