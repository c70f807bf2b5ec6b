import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { TRPC_MAX_BATCH_SIZE, TRPC_MAX_BODY_BYTES } from "@/lib/http/request-size-limits";
import { appOrigins, crossSiteRefusal } from "@/server/api/cross-site-guard";
import { readBodyWithin } from "@/server/api/read-body";
import { jsonError } from "@/server/api/rest/respond";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { noStore, oversizeBatch, trpcRefusal } from "@/server/api/trpc-refusals";

/**
 * The tRPC endpoint. Every answer may carry private data, so none is stored by a browser or a
 * proxy (`Cache-Control: no-store`). Requests are bounded before any call runs: a batch of more
 * than TRPC_MAX_BATCH_SIZE calls is a 400 and a body over TRPC_MAX_BODY_BYTES a 413 (tRPC's
 * own `maxBatchSize` stays on as a second guard). Unexpected failures are logged with an error
 * id by the error formatter (src/server/api/trpc.ts). A mutation another site could have sent
 * is refused first: tRPC itself accepts multipart/form-data mutations, which any site's form can
 * send.
 */
async function handler(request: Request): Promise<Response> {
  const crossSite = crossSiteRefusal(request, "json", appOrigins());
  if (crossSite) return jsonError(crossSite);
  const batchRefusal = oversizeBatch(request, TRPC_MAX_BATCH_SIZE);
  if (batchRefusal) return trpcRefusal(batchRefusal);
  let bounded = request;
  if (request.method === "POST") {
    const body = await readBodyWithin(request, TRPC_MAX_BODY_BYTES).catch(trpcRefusal);
    if (body instanceof Response) return body;
    bounded = new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body,
      signal: request.signal,
    });
  }
  const response = await fetchRequestHandler({
    endpoint: "/api/trpc",
    req: bounded,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    createContext: ({ resHeaders }) => createTRPCContext({ headers: request.headers, resHeaders }),
  });
  return noStore(response);
}

export { handler as GET, handler as POST };
