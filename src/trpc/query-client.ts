import { defaultShouldDehydrateQuery, QueryClient } from "@tanstack/react-query";
import superjson from "superjson";

/**
 * One QueryClient per server render and one per browser tab. Retries are not TanStack's job
 * here: the tRPC retry link applies the app-wide rule (3 attempts, reads only), so a second
 * retry layer would multiply attempts.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false },
      mutations: { retry: false },
      dehydrate: {
        serializeData: superjson.serialize,
        // Pending queries are streamed to the client too, so RSC prefetches need not be awaited.
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
      hydrate: { deserializeData: superjson.deserialize },
    },
  });
}
