import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { createLogger } from "@/server/log";

const log = createLogger("trpc");

function handler(request: Request) {
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
