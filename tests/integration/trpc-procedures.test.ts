import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { appRouter } from "@/server/api/root";
import {
  adminProcedure,
  createCallerFactory,
  createTRPCContext,
  createTRPCRouter,
  protectedProcedure,
  publicProcedure,
  type Session,
} from "@/server/api/trpc";
import { createTestDatabase, describeTarget, type TestDatabase } from "../helpers/test-database";

/** A router that exercises each procedure type the real routers are built from. */
const probeRouter = createTRPCRouter({
  open: publicProcedure.query(() => "anyone"),
  mine: protectedProcedure.query(({ ctx }) => ctx.session.user.id),
  admin: adminProcedure.query(({ ctx }) => `admin ${ctx.session.user.id}`),
  rename: publicProcedure
    .input(z.object({ title: z.string().min(3, "Title is too short") }))
    .mutation(({ input }) => input.title),
});

const member: Session = {
  user: { id: "u1", email: "a@example.com", name: "A", emailVerified: true, isAdmin: false },
};
const admin: Session = {
  user: { id: "u2", email: "b@example.com", name: "B", emailVerified: true, isAdmin: true },
};

describe(`tRPC procedures on ${describeTarget()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const callerFor = async (session: Session | null) =>
    createCallerFactory(probeRouter)(
      await createTRPCContext({
        headers: new Headers(),
        db: database.handle.db,
        resolveSession: async () => session,
      }),
    );

  it("lets anyone call a public procedure", async () => {
    expect(await (await callerFor(null)).open()).toBe("anyone");
  });

  it("refuses a protected procedure without a session: UNAUTHORIZED, 'User not authenticated'", async () => {
    const failure = await (await callerFor(null)).mine().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCError);
    expect((failure as TRPCError).code).toBe("UNAUTHORIZED");
    expect((failure as TRPCError).message).toBe(COMMON_ERRORS.notAuthenticated);
    expect(await (await callerFor(member)).mine()).toBe("u1");
  });

  it("refuses an admin procedure to non-admins with FORBIDDEN", async () => {
    await expect((await callerFor(null)).admin()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await callerFor(member)).admin()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await (await callerFor(admin)).admin()).toBe("admin u2");
  });

  it("returns zod field errors in the error shape", async () => {
    const response = await fetchProbe("rename", { title: "x" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: {
        json: { data: { code: string; zodError: { fieldErrors: Record<string, string[]> } } };
      };
    };
    expect(body.error.json.data.code).toBe("BAD_REQUEST");
    expect(body.error.json.data.zodError.fieldErrors.title).toEqual(["Title is too short"]);
  });

  it("serves system.health through the app router", async () => {
    const caller = appRouter.createCaller(
      await createTRPCContext({ headers: new Headers(), db: database.handle.db }),
    );
    expect(await caller.system.health()).toMatchObject({ status: "ok", db: "ok" });
  });

  /** Calls the probe router through the real fetch adapter, as the browser would. */
  async function fetchProbe(path: string, input: unknown) {
    const { fetchRequestHandler } = await import("@trpc/server/adapters/fetch");
    const request = new Request(`http://localhost/api/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: input }),
    });
    return fetchRequestHandler({
      endpoint: "/api/trpc",
      req: request,
      router: probeRouter,
      createContext: () => createTRPCContext({ headers: request.headers, db: database.handle.db }),
    });
  }
});
