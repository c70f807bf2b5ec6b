import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { restHandler } from "@/server/api/rest/respond";
import {
  attachmentDownloadHeaders,
  deleteAttachment,
  readAttachment,
} from "@/server/services/attachments";
import { fileStorage } from "@/server/services/storage";

interface RouteContext {
  params: Promise<{ id: string }>;
}

/**
 * GET /api/ai/attachments/{id}: the owner's file, with the type detected at upload, as a
 * download (images inline), never sniffed, sandboxed and never cached. Another user's id is 404.
 */
export function GET(request: Request, context: RouteContext) {
  return restHandler(async () => {
    const ctx = await accountsContextFor(request);
    const user = await requireUser(ctx);
    const { id } = await context.params;
    const file = await readAttachment(ctx.db, fileStorage(), { userId: user.id, id });
    return new Response(Buffer.from(file.bytes), { headers: attachmentDownloadHeaders(file) });
  })(request);
}

/**
 * DELETE /api/ai/attachments/{id} → 204: the row and the stored object. Like every REST
 * state change, it must come from this site with `Content-Type: application/json`.
 */
export function DELETE(request: Request, context: RouteContext) {
  return restHandler(async () => {
    const ctx = await accountsContextFor(request);
    const user = await requireUser(ctx);
    const { id } = await context.params;
    await deleteAttachment(ctx.db, fileStorage(), { userId: user.id, id });
    return new Response(null, { status: 204 });
  })(request);
}
