/**
 * Errors never leak internals, through the real route handlers: an unexpected failure (here a
 * database constraint the test adds) answers a generic message with an error id, the details
 * go to the server log under the same id, and a NUL character in any text field answers 400
 * with nothing stored, on tRPC and on REST.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { describeTarget } from "../helpers/test-database";
import { signUpConfirmAndSignIn, STRONG_TEST_PASSWORD } from "../helpers/trpc-accounts";
import { resultData, startAppOnTestTarget, TrpcHttpClient } from "../helpers/trpc-http";
import { APP_ORIGIN } from "../helpers/rest-client";

const app = await startAppOnTestTarget();
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");
const { plans, planSections, profiles, users, planCustomizations } =
  await import("@/server/db/schema");
const { count, eq, sql } = await import("drizzle-orm");

const FORCED_TITLE = "a title the database refuses";
const PRIVATE_SUMMARY = "private summary words 7f3a";
const CONSTRAINT = "plansmith_test_forced_failure";

const client = new TrpcHttpClient(trpcRoute);
const email = "errors@example.com";
await signUpConfirmAndSignIn(client, app, email);
const db = await app.appDb();
const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
const userId = me!.id;

/** What the server wrote to its error log during `work`. */
async function serverLogDuring(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => {
    lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
  };
  const error = vi.spyOn(console, "error").mockImplementation(capture);
  const warn = vi.spyOn(console, "warn").mockImplementation(capture);
  try {
    await work();
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
  return lines.join("\n");
}

const countRows = async (table: typeof plans | typeof planSections) =>
  Number((await db.select({ n: count() }).from(table))[0]!.n);

/** Signs of internals a client must never read. */
function expectNoInternals(text: string) {
  for (const leak of [
    "Failed query",
    "insert into",
    "update ",
    "params",
    CONSTRAINT,
    userId,
    PRIVATE_SUMMARY,
    "    at ",
    "node_modules",
  ]) {
    expect(text, `client answer contains ${JSON.stringify(leak)}`).not.toContain(leak);
  }
}

describe(`unexpected errors on ${describeTarget()}`, () => {
  beforeAll(async () => {
    await db.execute(
      sql.raw(`alter table plans add constraint ${CONSTRAINT} check (title <> '${FORCED_TITLE}')`),
    );
    await db.execute(
      sql.raw(
        `alter table profiles add constraint ${CONSTRAINT}_name check (full_name is distinct from '${FORCED_TITLE}')`,
      ),
    );
  });

  it("tRPC: a database error answers a generic message with an error id; the log has the details", async () => {
    let answer!: Awaited<ReturnType<typeof client.call>>;
    const log = await serverLogDuring(async () => {
      answer = await client.call("plan.create", {
        title: FORCED_TITLE,
        summary: PRIVATE_SUMMARY,
        sections: [],
      });
    });
    expect(answer.status).toBe(500);
    expectNoInternals(answer.text);
    const { message, data } = answer.json.error.json;
    expect(data.errorId).toMatch(/^[0-9a-f]{10}$/);
    expect(message).toContain(data.errorId);
    expect(data.stack).toBeUndefined();
    // The server log names the id, the procedure and the database's reason, but no parameters.
    expect(log).toContain(`error id ${data.errorId}`);
    expect(log).toContain("plan.create");
    expect(log).toContain(CONSTRAINT);
    expect(log).not.toContain(PRIVATE_SUMMARY);
  });

  it("REST: a database error answers a generic message with an error id; the log has it", async () => {
    let errorId = "";
    const log = await serverLogDuring(async () => {
      const response = await app.routes.putProfile(
        new Request(`${APP_ORIGIN}/api/profile`, {
          method: "PUT",
          headers: {
            "content-type": "application/json",
            cookie: client.cookie,
            origin: APP_ORIGIN,
          },
          body: JSON.stringify({ full_name: FORCED_TITLE }),
        }),
      );
      const text = await response.text();
      expect(response.status).toBe(500);
      expectNoInternals(text);
      const { error } = JSON.parse(text);
      expect(error.code).toBe("INTERNAL_ERROR");
      expect(error.errorId).toMatch(/^[0-9a-f]{10}$/);
      expect(error.message).toContain(error.errorId);
      errorId = error.errorId;
    });
    expect(log).toContain(`error id ${errorId}`);
    expect(log).toContain("PUT /api/profile");
    expect(log).toContain(`${CONSTRAINT}_name`);
  });
});

describe(`Better Auth's endpoints (/api/identity) on ${describeTarget()}`, () => {
  it("an unexpected failure answers a generic message with an error id, logged with it", async () => {
    await db.execute(sql.raw("alter table verifications rename to verifications_away"));
    let status = 0;
    let body: { error?: { errorId?: string; message?: string } } = {};
    let text = "";
    const log = await serverLogDuring(async () => {
      const response = await app.routes.identityGet(
        new Request(`${APP_ORIGIN}/api/identity/reset-password/some-token?callbackURL=%2Fx`),
      );
      status = response.status;
      text = await response.text();
      body = JSON.parse(text);
    }).finally(() => db.execute(sql.raw("alter table verifications_away rename to verifications")));
    expect(status).toBe(500);
    expectNoInternals(text);
    expect(text).not.toContain("verifications");
    expect(body.error?.errorId).toMatch(/^[0-9a-f]{10}$/);
    expect(log).toContain(`error id ${body.error!.errorId}`);
    expect(log).not.toContain("some-token");
  });

  it("a link whose parameters hold a NUL character is a 400", async () => {
    const response = await app.routes.identityGet(
      new Request(`${APP_ORIGIN}/api/identity/verify-email?token=a%00b&callbackURL=%2F`),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fieldErrors).toHaveProperty("token");
  });
});

describe(`a NUL character in any text field on ${describeTarget()}`, () => {
  const NUL = "with a \u0000 inside";
  let plan: { id: string; version: number; sections: Array<{ id: string; version: number }> };

  beforeAll(async () => {
    const created = await client.call("plan.create", {
      title: "Clean plan",
      sections: [{ kind: "overview", body: "clean body" }],
    });
    expect(created.status, created.text).toBe(200);
    plan = resultData(created);
  });

  afterEach(() => vi.restoreAllMocks());

  it("answers 400 naming the field on every tRPC input kind, and stores nothing", async () => {
    const plansBefore = await countRows(plans);
    const sectionsBefore = await countRows(planSections);
    const section = plan.sections[0]!;
    const calls: Array<[string, unknown, string]> = [
      ["plan.create", { title: NUL, sections: [] }, "title"],
      ["plan.create", { title: "t", summary: NUL, sections: [] }, "summary"],
      [
        "plan.create",
        { title: "t", sections: [{ kind: "overview", body: NUL }] },
        "sections.0.body",
      ],
      [
        "plan.create",
        { title: "t", sections: [{ kind: "overview", title: NUL }] },
        "sections.0.title",
      ],
      ["plan.updateDetails", { id: plan.id, expectedVersion: plan.version, title: NUL }, "title"],
      [
        "plan.section.update",
        { planId: plan.id, sectionId: section.id, expectedVersion: section.version, body: NUL },
        "body",
      ],
      ["plan.section.add", { planId: plan.id, kind: "goals", title: NUL }, "title"],
      ["profile.update", { full_name: NUL }, "full_name"],
      ["profile.update", { username: `name${NUL}` }, "username"],
      ["planImport.parseText", { text: NUL }, "text"],
      [
        "auth.signUp",
        { email: "nul@example.com", password: `${STRONG_TEST_PASSWORD}\u0000` },
        "password",
      ],
      ["auth.signIn", { email: `nul\u0000@example.com`, password: "x" }, "email"],
    ];
    for (const [path, input, field] of calls) {
      const answer = await client.call(path, input);
      expect(answer.status, `${path} ${field}: ${answer.text}`).toBe(400);
      expect(answer.json.error.json.message, path).toContain(`“${field}”`);
      expect(answer.json.error.json.data.fieldErrors, path).toHaveProperty(field.split(".")[0]!);
    }
    // A query's input and a customization's brand name too.
    const list = await client.call("plan.list", { query: NUL }, "GET");
    expect(list.status).toBe(400);
    const brand = await client.call("planCustomization.get", undefined, "GET");
    const brandUpdate = await client.call("planCustomization.update", {
      ...resultData(brand),
      brandName: NUL,
    });
    expect(brandUpdate.status, brandUpdate.text).toBe(400);

    expect(await countRows(plans)).toBe(plansBefore);
    expect(await countRows(planSections)).toBe(sectionsBefore);
    const after = resultData(await client.call("plan.get", { id: plan.id }, "GET"));
    expect(after.title).toBe("Clean plan");
    expect(after.sections[0].body).toBe("clean body");
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile!.fullName).not.toContain("\u0000");
    const customization = await db
      .select()
      .from(planCustomizations)
      .where(eq(planCustomizations.userId, userId));
    expect(JSON.stringify(customization)).not.toContain("\\u0000");
    expect(await app.mailsTo("nul@example.com")).toEqual([]);
  });

  it("answers 400 on the REST adapters, and stores nothing", async () => {
    const rest = async (
      handler: (request: Request) => Promise<Response>,
      path: string,
      method: string,
      body: unknown,
    ) => {
      const response = await handler(
        new Request(`${APP_ORIGIN}${path}`, {
          method,
          headers: {
            "content-type": "application/json",
            cookie: client.cookie,
            origin: APP_ORIGIN,
          },
          body: JSON.stringify(body),
        }),
      );
      return { status: response.status, body: await response.json() };
    };
    const signUp = await rest(app.routes.signup, "/api/auth/signup", "POST", {
      email: "nul-rest@example.com",
      password: STRONG_TEST_PASSWORD,
      full_name: NUL,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.error.fieldErrors).toHaveProperty("full_name");
    expect(await app.mailsTo("nul-rest@example.com")).toEqual([]);

    const profile = await rest(app.routes.putProfile, "/api/profile", "PUT", { full_name: NUL });
    expect(profile.status).toBe(400);
    const login = await rest(app.routes.login, "/api/auth/login", "POST", {
      email,
      password: `${STRONG_TEST_PASSWORD}\u0000`,
    });
    expect(login.status).toBe(400);
    const username = await rest(app.routes.checkUsername, "/api/profile/check-username", "POST", {
      username: NUL,
    });
    expect(username.status).toBe(400);
    // An object key counts too (jsonb cannot hold it either).
    const key = await rest(app.routes.putProfile, "/api/profile", "PUT", {
      ["full\u0000name"]: "x",
    });
    expect(key.status).toBe(400);

    const [stored] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(stored!.fullName ?? "").not.toContain("\u0000");
  });
});
