import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { jsonData, restHandler } from "@/server/api/rest/respond";
import { stopGeneration } from "@/server/services/ai/generations";

/**
 * POST /api/ai/generations/{id}/stop (JSON body, may be `{}`) → { data: GenerationSummary }.
 * Cancels the provider call on whichever instance runs the generation and answers once it has
 * ended. Owner only: 401 signed out, 404 for anyone else's id. Stopping an ended one is a no-op.
 */
export function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  return restHandler(async () => {
    const ctx = await accountsContextFor(request);
    const user = await requireUser(ctx);
    const { id } = await context.params;
    return jsonData(await stopGeneration(ctx.db, { userId: user.id, generationId: id }));
  })(request);
}
