/**
 * Issue 23, A1 (PostgreSQL only: PGlite has one connection, no pool to exhaust): GET /api/health
 * pings on a connection of its own, so it answers ok while every pooled connection is taken, as
 * requests took them behind a flood of stream followers (stream-followers.test.ts).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { startAppWithFakeOpenAi } from "./fake-openai-app";

/** How long the holders may take to take their connections (a loaded machine is slow). */
const RELEASED = { timeout: 10_000 };
const POOL_SIZE = 4;

const { appDb } = await startAppWithFakeOpenAi({ DATABASE_POOL_SIZE: String(POOL_SIZE) });
const healthRoute = await import("@/app/api/health/route");

async function health() {
  const response = await healthRoute.GET();
  return { status: response.status, body: (await response.json()) as { status: string } };
}

describe("the health check with the request pool exhausted (PostgreSQL)", () => {
  it("health answers ok while every pooled connection is taken", async () => {
    const db = await appDb();
    let letGo: () => void = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let holding = 0;
    // One more than the pool can give: nothing in this file listens (no follower), so all
    // POOL_SIZE connections are held by a transaction and the last one waits in the pool's
    // queue, as requests did behind a flood of followers.
    const holders = Array.from({ length: POOL_SIZE + 1 }, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding += 1;
        await gate;
      }),
    );
    try {
      await vi.waitFor(() => expect(holding).toBe(POOL_SIZE), RELEASED);
      expect(await health()).toEqual({
        status: 200,
        body: expect.objectContaining({ status: "ok", db: "ok" }),
      });
      expect(holding).toBe(POOL_SIZE);
    } finally {
      letGo();
      await Promise.allSettled(holders);
    }
  });
});
