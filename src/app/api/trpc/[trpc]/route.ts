import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appOrigins, crossSiteRefusal } from "@/server/api/cross-site-guard";
import { jsonError } from "@/server/api/rest/respond";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { createLogger } from "@/server/log";

const log = createLogger("trpc");

function handler(request: Request) {
  // tRPC itself accepts multipart/form-data mutations, which any site's form can send.
  const crossSite = crossSiteRefusal(request, "json", appOrigins());
  if (crossSite) return jsonError(crossSite);
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: request,
    router: appRouter,
    createContext: ({ resHeaders }) => createTRPCContext({ headers: request.headers, resHeaders }),
    onError({ path, error }) {
      if (error.code === "INTERNAL_SERVER_ERROR") {
        log.error(`${path ?? "<no-path>"} failed:`, error.cause ?? error);
      }
    },
  });
}

export { handler as GET, handler as POST };
