import { createUIMessageStreamResponse } from "ai";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { restHandler } from "@/server/api/rest/respond";
import { followGeneration } from "@/server/services/ai/generations";

/** SSE comments keep idle proxies from closing a stream while the model thinks. */
const KEEP_ALIVE_MS = 15_000;

/**
 * GET /api/ai/generations/{id}/stream → the generation as the AI SDK's UI message stream (SSE):
 * every stored chunk from the start, then the live ones until it ends, from any instance.
 * Closing the connection leaves the generation running. Owner only: 401 signed out, 404 for
 * anyone else's (or an unknown) id.
 */
export function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  return restHandler(async () => {
    const ctx = await accountsContextFor(request);
    const user = await requireUser(ctx);
    const { id } = await context.params;
    const stream = await followGeneration(ctx.db, {
      userId: user.id,
      generationId: id,
      signal: request.signal,
    });
    return createUIMessageStreamResponse({ stream, keepAliveMs: KEEP_ALIVE_MS });
  })(request);
}
