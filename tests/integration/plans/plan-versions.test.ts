/**
 * Optimistic versions: a save with a stale `expectedVersion` is refused with CONFLICT and the
 * server's copy, and nothing is overwritten — for plan details and for sections, through the
 * caller and through the HTTP endpoint the browser uses (`data.details`).
 */
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { eq } from "drizzle-orm";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { appRouter } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { signedInUser } from "@/server/auth/session-user";
import { users } from "@/server/db/schema";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, OWNER, usePlansApi } from "./plans-test-kit";

describe(`plan versions on ${describeTarget()}`, () => {
  const api = usePlansApi();

  it("updateDetails: the second tab's stale save is CONFLICT with the current plan; the first save stays", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({ title: "Launch", summary: "v1", sections: [] });
    const saved = await owner.plan.updateDetails({
      id: plan.id,
      expectedVersion: 1,
      title: "Launch (tab A)",
    });
    expect(saved).toMatchObject({ title: "Launch (tab A)", summary: "v1", version: 2 });
    expect(saved).not.toHaveProperty("searchVector");

    const failure = await failureOf(
      owner.plan.updateDetails({ id: plan.id, expectedVersion: 1, title: "Launch (tab B)" }),
    );
    expect(failure.code).toBe("CONFLICT");
    expect(failure.message).toBe(PLAN_ERRORS.planVersionConflict);
    expect(failure.cause).toMatchObject({
      details: { currentVersion: 2, current: { title: "Launch (tab A)", version: 2 } },
    });
    expect(await owner.plan.get({ id: plan.id })).toMatchObject({
      title: "Launch (tab A)",
      version: 2,
    });
  });

  it("section.update: a stale save is CONFLICT with details.current = the server's section; nothing is overwritten", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Two tabs",
      sections: [{ kind: "scope", body: "original" }],
    });
    const section = plan.sections[0]!;
    const tabA = await owner.plan.section.update({
      planId: plan.id,
      sectionId: section.id,
      expectedVersion: 1,
      body: "tab A text",
    });
    expect(tabA).toMatchObject({ body: "tab A text", version: 2 });

    const failure = await failureOf(
      owner.plan.section.update({
        planId: plan.id,
        sectionId: section.id,
        expectedVersion: 1,
        body: "tab B text",
      }),
    );
    expect(failure.code).toBe("CONFLICT");
    expect(failure.message).toBe(PLAN_ERRORS.sectionVersionConflict);
    expect(failure.cause).toMatchObject({
      details: { current: { id: section.id, body: "tab A text", version: 2 } },
    });
    const reloaded = await owner.plan.get({ id: plan.id });
    expect(reloaded.sections[0]).toMatchObject({ body: "tab A text", version: 2 });

    // Having seen both versions, tab B saves against the current version.
    const resolved = await owner.plan.section.update({
      planId: plan.id,
      sectionId: section.id,
      expectedVersion: 2,
      body: "merged text",
    });
    expect(resolved).toMatchObject({ body: "merged text", version: 3 });
  });

  it("the HTTP error shape carries the server's section in data.details (null for other errors)", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Wire",
      sections: [{ kind: "risks", body: "A" }],
    });
    const sectionId = plan.sections[0]!.id;
    await owner.plan.section.update({ planId: plan.id, sectionId, expectedVersion: 1, body: "B" });

    const conflict = await postProcedure("plan.section.update", {
      planId: plan.id,
      sectionId,
      expectedVersion: 1,
      body: "C",
    });
    expect(conflict.status).toBe(409);
    const error = await readError(conflict);
    expect(error.data.code).toBe("CONFLICT");
    expect(error.data.details).toMatchObject({
      current: { id: sectionId, body: "B", version: 2 },
    });
    expect(
      (error.data.details as { current: { updatedAt: unknown } }).current.updatedAt,
    ).toBeInstanceOf(Date);

    const missing = await postProcedure("plan.section.update", {
      planId: plan.id,
      sectionId: "00000000-0000-4000-8000-000000000000",
      expectedVersion: 1,
      body: "C",
    });
    expect(missing.status).toBe(404);
    const notFound = await readError(missing);
    expect(notFound.message).toBe(PLAN_ERRORS.sectionNotFound);
    expect(notFound.data.details).toBeNull();
  });

  async function postProcedure(path: string, input: unknown): Promise<Response> {
    const request = new Request(`http://localhost/api/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(superjson.serialize(input)),
    });
    return fetchRequestHandler({
      endpoint: "/api/trpc",
      req: request,
      router: appRouter,
      createContext: () =>
        createTRPCContext({
          headers: request.headers,
          db: api.db,
          resolveSession: async (_, db) => {
            const [row] = await db.select().from(users).where(eq(users.id, OWNER.id));
            return { user: signedInUser(row!) };
          },
        }),
    });
  }

  async function readError(response: Response) {
    const body = (await response.json()) as { error: Parameters<typeof superjson.deserialize>[0] };
    return superjson.deserialize(body.error) as {
      message: string;
      data: { code: string; details: Record<string, unknown> | null };
    };
  }
});
