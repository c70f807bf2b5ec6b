import {
  defaultShouldDehydrateQuery,
  MutationCache,
  QueryCache,
  QueryClient,
  type Query,
} from "@tanstack/react-query";
import superjson from "superjson";
import { reportInsufficientCredits } from "./insufficient-credits-signal";

/**
 * Whether a server-side query is sent with the page: only when it has finished, so the server
 * render and the browser's hydration start from the same data (see `prefetch` in ./server).
 */
export function dehydratesWithPage(query: Query): boolean {
  return defaultShouldDehydrateQuery(query);
}

/**
 * One QueryClient per server render and one per browser tab. Retries are not TanStack's job
 * here: the tRPC retry link applies the app-wide rule (3 attempts, reads only), so a second
 * retry layer would multiply attempts.
 */
export function makeQueryClient() {
  return new QueryClient({
    // Any read or action refused for too few credits opens the low-balance dialog, wherever it
    // was called from (see InsufficientCreditsProvider); callers' own onError still runs.
    queryCache: new QueryCache({ onError: (error) => void reportInsufficientCredits(error) }),
    mutationCache: new MutationCache({ onError: (error) => void reportInsufficientCredits(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false },
      mutations: { retry: false },
      dehydrate: {
        serializeData: superjson.serialize,
        // Only finished queries travel with the page. A pending one would travel as a promise
        // that the browser finds already resolved when it hydrates, while the server rendered
        // it as still loading: the first client render then differs from the server's HTML
        // (React error #418 on every /plan load whenever the read outlasted the render).
        shouldDehydrateQuery: dehydratesWithPage,
      },
      hydrate: { deserializeData: superjson.deserialize },
    },
  });
}
