import { expect, test } from "@playwright/test";

test.describe("health, version and tRPC endpoints", () => {
  test("GET /api/health answers 200 with status, db and version", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    const body = (await response.json()) as { status: string; db: string; version: string };
    expect(body).toMatchObject({ status: "ok", db: "ok" });
    expect(body.version).toMatch(/.+/);
  });

  test("GET /version.json?t=… answers the build id, uncached", async ({ request }) => {
    const health = (await (await request.get("/api/health")).json()) as { version: string };
    const response = await request.get(`/version.json?t=${Date.now()}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(await response.json()).toEqual({ version: health.version });
    expect(health.version).not.toBe("development");
  });

  test("the tRPC endpoint serves batched queries with superjson", async ({ request }) => {
    const response = await request.get(
      `/api/trpc/system.version,system.health?batch=1&input=${encodeURIComponent("{}")}`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      result: { data: { json: Record<string, string> } };
    }[];
    expect(body).toHaveLength(2);
    expect(body[0]?.result.data.json.version).toMatch(/.+/);
    expect(body[1]?.result.data.json.status).toBe("ok");
  });
});
