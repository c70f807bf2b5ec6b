import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("DATA_DIR", "memory://");
vi.stubEnv("DATABASE_URL", "");
vi.stubEnv("AUTH_SECRET", "rest-test-secret-that-is-at-least-32-chars");
vi.stubEnv("APP_URL", "http://localhost:3000");

const { RestBrowser } = await import("../../helpers/rest-client");
const login = await import("@/app/api/auth/login/route");
const signup = await import("@/app/api/auth/signup/route");
const user = await import("@/app/api/auth/user/route");
const identity = await import("@/app/api/identity/[...all]/route");
const { listOutbox } = await import("@/server/services/mail");
const { getDb } = await import("@/server/db/client");

const globalForApp = globalThis as unknown as {
  plansmithDb?: Promise<{ close(): Promise<void> }>;
  plansmithAuth?: unknown;
};

afterAll(async () => {
  await globalForApp.plansmithDb?.then((h) => h.close());
  globalForApp.plansmithDb = undefined;
  globalForApp.plansmithAuth = undefined;
  vi.unstubAllEnvs();
});

describe("REST accounts: sign-up → confirm → sign in", () => {
  const browser = new RestBrowser();
  beforeAll(async () => {
    await getDb();
  });

  it("signs up, confirms through the outbox link, and reads the user", async () => {
    const created = await browser.call(signup.POST, "/api/auth/signup", {
      body: { email: "Ann.Lee+x@gmail.com", password: "a good password", full_name: "Ann Lee" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      data: { email: "annlee@gmail.com", confirmationRequired: true },
    });

    const refused = await browser.call(login.POST, "/api/auth/login", {
      body: { email: "annlee@gmail.com", password: "a good password" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: {
        code: "EMAIL_NOT_CONFIRMED",
        message: "Email not confirmed. Please check your inbox for the confirmation email.",
      },
    });

    const [mail] = await listOutbox(await getDb(), { to: "annlee@gmail.com" });
    expect(mail?.kind).toBe("confirm-email");
    await browser.visit(identity.GET, mail!.link!);

    const signedIn = await new RestBrowser("203.0.113.11").call(login.POST, "/api/auth/login", {
      body: { email: "ANN.LEE@gmail.com", password: "a good password" },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body?.data.user).toMatchObject({ email: "annlee@gmail.com", isAdmin: false });

    const me = await browser.call(user.GET, "/api/auth/user", { method: "GET" });
    expect(me.status).toBe(200);
    expect(me.body?.data.user.email).toBe("annlee@gmail.com");
  });

  it("answers 401 'User not authenticated' without a session", async () => {
    const anonymous = await new RestBrowser().call(user.GET, "/api/auth/user", { method: "GET" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      error: { code: "NOT_AUTHENTICATED", message: "User not authenticated" },
    });
  });

  it("answers 400 with field errors for bad input", async () => {
    const bad = await new RestBrowser().call(login.POST, "/api/auth/login", {
      body: { email: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body?.error.code).toBe("BAD_REQUEST");
    expect(bad.body?.error.fieldErrors.email).toEqual(["Enter a valid email address"]);
  });
});
