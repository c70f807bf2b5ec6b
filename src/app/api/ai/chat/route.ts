import { createUIMessageStreamResponse } from "ai";
import { chatRequestInput, GENERATION_ID_HEADER, THREAD_ID_HEADER } from "@/lib/ai/chat-schemas";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { isAppError } from "@/lib/app-error";
import { jsonError, readJson, restHandler } from "@/server/api/rest/respond";
import { admitFollower, followGeneration } from "@/server/services/ai/generations";
import { sendChatMessage } from "@/server/services/ai/chat/send-message";

/**
 * POST /api/ai/chat (JSON, chatRequestInput) → the reply as the AI SDK's UI message stream
 * (SSE), with the thread id in `x-thread-id` and the generation id in `x-generation-id`.
 * Signed-in users only. The generation runs detached: closing this response stops following it,
 * never the generation (POST /api/ai/generations/{id}/stop does). Refusals use the REST error
 * shape: 400, 401, 402 INSUFFICIENT_CREDITS (with details), 404 (thread, plan, attachment), 429;
 * a refusal after the thread exists names it in `x-thread-id` too. The reply is a live follower
 * like GET …/stream: its place is taken first, so a user at the ceiling (429 AI_TOO_MANY_STREAMS)
 * starts no generation it could not show.
 */
export const POST = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  const user = await requireUser(ctx);
  const input = await readJson(request, chatRequestInput);
  const place = admitFollower(user.id);
  let threadId: string | null = null;
  let turn;
  try {
    turn = await sendChatMessage(ctx.db, user.id, input, (id) => (threadId = id));
  } catch (error) {
    place.release();
    // Refused after the message was stored (credits, limits): the client still learns its
    // thread, so a retry regenerates in it instead of starting another.
    if (!threadId || !isAppError(error)) throw error;
    const refusal = jsonError(error);
    refusal.headers.set(THREAD_ID_HEADER, threadId);
    return refusal;
  }
  const stream = await followGeneration(ctx.db, {
    userId: user.id,
    generationId: turn.generationId,
    signal: request.signal,
    place,
  });
  return createUIMessageStreamResponse({
    stream,
    headers: { [THREAD_ID_HEADER]: turn.threadId, [GENERATION_ID_HEADER]: turn.generationId },
  });
});
