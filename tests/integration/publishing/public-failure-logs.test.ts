/**
 * Issue 23, point A5: when the database fails under a public page or link preview, the unlisted
 * token in the request reaches no log line. The lookups of the public pages and of the OG images
 * (the code whose errors Next.js logs by itself, with every field of the error and its cause)
 * log the failure without the query's parameters and rethrow an error that holds none.
 * The failure is real: the publications table is renamed away under the app.
 */
import { inspect } from "node:util";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startAppOnTestTarget } from "../../helpers/trpc-http";
import { insertSharedPlan, insertUser } from "./public-meta-kit";

const { appDb } = await startAppOnTestTarget();
const pages = await import("@/server/services/publishing/public-pages");
const { GET: unlistedOgRoute } = await import("@/app/api/og/unlisted/[token]/route");
const { GET: publicOgRoute } = await import("@/app/api/og/public/[handle]/[slug]/route");

const TOKEN = "FailureLogToken_SECRET_0123456789ab";
const USERNAME = "failurelogs";
const SLUG = "failing-plan";

/** Every console line written while `run` runs, as Next.js's console would print it. */
async function consoleDuring(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const record = (...args: unknown[]) =>
    void lines.push(args.map((arg) => inspect(arg, { depth: 10 })).join(" "));
  for (const method of ["error", "warn", "log", "info"] as const) {
    vi.spyOn(console, method).mockImplementation(record);
  }
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return lines.join("\n");
}

/** The rejection of `promise`, printed as Next.js prints an error a page or route threw. */
async function printedFailure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error("expected the lookup to fail");
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Error);
  return [inspect(error, { depth: 10 }), String(error), (error as Error).stack ?? ""].join("\n");
}

describe("a database failure under a public page", () => {
  beforeAll(async () => {
    const db = await appDb();
    await insertUser(db, { id: "failure-owner", email: "f@logs.test", username: USERNAME });
    await insertSharedPlan(db, {
      ownerId: "failure-owner",
      title: "Failing plan",
      visibility: "public",
      slug: SLUG,
      unlistedToken: TOKEN,
      published: { title: "Failing plan", summary: "", at: new Date("2026-03-01T00:00:00Z") },
    });
  });

  afterEach(async () => {
    const db = await appDb();
    await db.execute(sql`alter table if exists plan_publications_away rename to plan_publications`);
  });

  it("finds the plan while the database works (the failure below is the only difference)", async () => {
    expect((await pages.unlistedPlanByToken(TOKEN))?.view.title).toBe("Failing plan");
  });

  it("logs the failure without the token and throws an error that does not hold it", async () => {
    const db = await appDb();
    await db.execute(sql`alter table plan_publications rename to plan_publications_away`);
    const printed: string[] = [];
    const logged = await consoleDuring(async () => {
      printed.push(await printedFailure(pages.unlistedPlanByToken(TOKEN)));
      printed.push(await printedFailure(pages.publicPlanByAddress(USERNAME, SLUG)));
      printed.push(
        await printedFailure(
          unlistedOgRoute(new Request(`http://localhost/api/og/unlisted/${TOKEN}`), {
            params: Promise.resolve({ token: TOKEN }),
          }),
        ),
      );
      printed.push(
        await printedFailure(
          publicOgRoute(new Request(`http://localhost/api/og/public/${USERNAME}/${SLUG}`), {
            params: Promise.resolve({ handle: USERNAME, slug: SLUG }),
          }),
        ),
      );
    });
    // The failure was described (the SQL, not its parameters)…
    expect(logged).toContain("[public-pages] unlisted plan lookup failed");
    expect(logged).toContain("parameters, not logged");
    // …and the token is in no log line and in nothing Next.js would print of the thrown error.
    expect(logged).not.toContain(TOKEN);
    for (const text of printed) expect(text).not.toContain(TOKEN);
  });
});
