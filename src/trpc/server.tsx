import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { createTRPCOptionsProxy, type TRPCQueryOptions } from "@trpc/tanstack-react-query";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { appRouter, createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { makeQueryClient } from "./query-client";

/** One context and one QueryClient per server render (React `cache` scopes them to a request). */
const createContext = cache(async () =>
  createTRPCContext({ headers: new Headers(await headers()) }),
);
export const getQueryClient = cache(makeQueryClient);

/** Query options for server components: `prefetch(trpc.system.health.queryOptions())`. */
export const trpc = createTRPCOptionsProxy({
  ctx: createContext,
  router: appRouter,
  queryClient: getQueryClient,
});

/** Direct calls from server components when no client hydration is needed. */
export const serverCaller = cache(async () => createCaller(await createContext()));

/**
 * Reads a query on the server for the client components inside <HydrateClient>. Await it before
 * rendering <HydrateClient>: only finished queries are sent with the page (makeQueryClient), so
 * the server render and the browser's first render see the same data; a query still running
 * is left to the client, which then shows its loading state on both sides.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- accepts any procedure's options
export function prefetch<T extends ReturnType<TRPCQueryOptions<any>>>(
  queryOptions: T,
): Promise<void> {
  return getQueryClient().prefetchQuery(queryOptions);
}

export function HydrateClient({ children }: { children: React.ReactNode }) {
  return <HydrationBoundary state={dehydrate(getQueryClient())}>{children}</HydrationBoundary>;
}
