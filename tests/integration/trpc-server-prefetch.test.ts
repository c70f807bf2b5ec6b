import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { afterAll, describe, expect, it, vi } from "vitest";

// Server components read the request headers through next/headers, which needs a live request.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "user-agent": "vitest" }) }));
// React's `cache` memoizes per server request only under the react-server build; emulate one
// request so the helpers share their QueryClient as they do in a real render.
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  const cache = <T extends (...args: never[]) => unknown>(fn: T) => {
    let result: ReturnType<T> | undefined;
    let called = false;
    return ((...args: Parameters<T>) => {
      if (!called) {
        called = true;
        result = fn(...args) as ReturnType<T>;
      }
      return result;
    }) as T;
  };
  return { ...react, cache, default: { ...react, cache } };
});
vi.stubEnv("DATA_DIR", "memory://");

const globalForDb = globalThis as unknown as { plansmithDb?: Promise<{ close(): Promise<void> }> };

afterAll(async () => {
  await globalForDb.plansmithDb?.then((handle) => handle.close());
  globalForDb.plansmithDb = undefined;
  vi.unstubAllEnvs();
});

describe("RSC helpers (src/trpc/server.tsx)", () => {
  it("prefetches a procedure on the server and hydrates the browser's cache with it", async () => {
    const { HydrateClient, getQueryClient, prefetch, trpc } = await import("@/trpc/server");
    const options = trpc.system.version.queryOptions();
    prefetch(options);
    await getQueryClient().getQueryCache().find({ queryKey: options.queryKey })?.promise;

    const browserCache = new QueryClient({
      defaultOptions: { hydrate: { deserializeData: superjson.deserialize } },
    });
    const markup = renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: browserCache },
        createElement(HydrateClient, null, "page"),
      ),
    );
    expect(markup).toBe("page");
    expect(browserCache.getQueryData(options.queryKey)).toEqual({ version: "development" });
  });

  it("calls procedures directly through the server caller", async () => {
    const { serverCaller } = await import("@/trpc/server");
    expect(await (await serverCaller()).system.health()).toMatchObject({ status: "ok" });
  });
});
