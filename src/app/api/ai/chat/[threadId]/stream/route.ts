import { createUIMessageStreamResponse } from "ai";
import { z } from "zod";
import { GENERATION_ID_HEADER, THREAD_ID_HEADER } from "@/lib/ai/chat-schemas";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { restHandler } from "@/server/api/rest/respond";
import { followThread } from "@/server/services/ai/chat/thread-stream";
import { threadNotFound } from "@/server/services/ai/chat/threads";

/**
 * GET /api/ai/chat/{threadId}/stream → the thread's running generation from its first chunk
 * (SSE), or 204 when none runs: the reconnect path after a reload. Owner only (else 404).
 */
export const GET = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  const user = await requireUser(ctx);
  const threadId = new URL(request.url).pathname.split("/").at(-2) ?? "";
  if (!z.uuid().safeParse(threadId).success) throw threadNotFound();
  const followed = await followThread(ctx.db, {
    userId: user.id,
    threadId,
    signal: request.signal,
  });
  if (!followed) return new Response(null, { status: 204 });
  return createUIMessageStreamResponse({
    stream: followed.stream,
    headers: { [THREAD_ID_HEADER]: threadId, [GENERATION_ID_HEADER]: followed.generationId },
  });
});
