"use client";

import { useState } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import {
  createTRPCClient,
  httpBatchStreamLink,
  httpLink,
  loggerLink,
  retryLink,
  splitLink,
} from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import superjson from "superjson";
import { env } from "@/env";
import { TRPC_MAX_BATCH_SIZE } from "@/lib/http/request-size-limits";
import type { AppRouter } from "@/server/api/root";
import { makeQueryClient } from "./query-client";
import { logOperationRedacted } from "./redacted-logger";
import { retryDelayMs, shouldRetryOperation } from "./retry-policy";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const TRANSPORT = {
  transformer: superjson,
  url: "/api/trpc",
  headers: () => ({ "x-trpc-source": "react" }),
};

let browserQueryClient: QueryClient | undefined;

function getQueryClient() {
  // On the server every render gets a fresh client; in the browser one per tab.
  if (typeof window === "undefined") return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

export function TRPCReactProvider({ children }: { children: React.ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        loggerLink({
          logger: logOperationRedacted,
          enabled: (op) =>
            env.NODE_ENV === "development" ||
            (op.direction === "down" && op.result instanceof Error),
        }),
        retryLink({ retry: shouldRetryOperation, retryDelayMs }),
        // Mutations go unbatched and unstreamed: a streamed answer sends its headers before the
        // procedure runs, which would drop the Set-Cookie of sign-in and sign-out.
        splitLink({
          condition: (op) => op.type === "mutation",
          true: httpLink(TRANSPORT),
          // The server refuses larger batches (TRPC_MAX_BATCH_SIZE); the link splits them first.
          false: httpBatchStreamLink({ ...TRANSPORT, maxItems: TRPC_MAX_BATCH_SIZE }),
        }),
      ],
    }),
  );

  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
