import { dehydrate, hydrate } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/trpc/query-client";

/**
 * What a server render sends with the page (issue 11, point 6). A query still running when the
 * page is rendered must not travel: its promise reaches the browser already resolved, so the
 * browser's first render would show data where the server's HTML shows the loading state — a
 * hydration mismatch (React error #418). Finished queries travel, Dates intact.
 */
describe("queries sent with the page", () => {
  it("leaves out a query that is still running, so both sides render its loading state", async () => {
    const server = makeQueryClient();
    let finish: (value: { theme: string }) => void = () => {};
    const running = server.prefetchQuery({
      queryKey: ["planCustomization"],
      queryFn: () => new Promise<{ theme: string }>((resolve) => (finish = resolve)),
    });

    const sent = dehydrate(server);
    finish({ theme: "forest" });
    await running;

    expect(sent.queries).toEqual([]);
    const browser = makeQueryClient();
    hydrate(browser, sent);
    expect(browser.getQueryState(["planCustomization"])).toBeUndefined();
  });

  it("sends a finished query with its data, Dates included", async () => {
    const server = makeQueryClient();
    const updatedAt = new Date("2026-03-04T23:30:00Z");
    await server.prefetchQuery({
      queryKey: ["plan"],
      queryFn: () => Promise.resolve({ title: "Website relaunch", updatedAt }),
    });

    const browser = makeQueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));

    expect(browser.getQueryState(["plan"])?.status).toBe("success");
    expect(browser.getQueryData(["plan"])).toEqual({ title: "Website relaunch", updatedAt });
  });

  it("leaves out a query that failed: the browser asks again", async () => {
    const server = makeQueryClient();
    await server.prefetchQuery({
      queryKey: ["broken"],
      queryFn: () => Promise.reject(new Error("database down")),
    });
    expect(dehydrate(server).queries).toEqual([]);
  });
});
