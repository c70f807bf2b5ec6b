import { CLIENT_IP_HEADER } from "@/lib/http/client-ip";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN } from "../../helpers/rest-client";

const { mailsTo, routes } = await startInMemoryApp();
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");

/** The browser's cookie jar: the session token and its signed cache. */
const jar = new Map<string, string>();

/** One tRPC call through the real endpoint, keeping the session cookie like a browser. */
async function call(path: string, input?: unknown, method: "GET" | "POST" = "POST") {
  const headers = new Headers({
    origin: APP_ORIGIN,
    [CLIENT_IP_HEADER]: "198.51.100.20",
  });
  if (jar.size > 0) headers.set("cookie", cookieHeader());
  let url = `${APP_ORIGIN}/api/trpc/${path}`;
  let body: string | undefined;
  if (method === "GET")
    url += `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  else {
    headers.set("content-type", "application/json");
    body = JSON.stringify(superjson.serialize(input));
  }
  const handler = method === "GET" ? trpcRoute.GET : trpcRoute.POST;
  const response = await handler(new Request(url, { method, headers, body }));
  for (const line of response.headers.getSetCookie()) {
    const [name, ...value] = line.split(";")[0]!.split("=");
    if (/max-age=0/i.test(line) || value.join("=") === "") jar.delete(name!);
    else jar.set(name!, value.join("="));
  }
  const json = (await response.json()) as {
    result?: { data: unknown };
    error?: { json: { message: string; data: Record<string, unknown> } };
  };
  return {
    status: response.status,
    data: json.result ? superjson.deserialize(json.result.data as never) : undefined,
    error: json.error?.json,
  };
}

function cookieHeader(): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

describe("tRPC auth and profile routers", () => {
  it("signs up, confirms, signs in with a session cookie, and reads the profile", async () => {
    const signUp = await call("auth.signUp", {
      email: "Tom@Example.com",
      password: "tom's copper lantern",
      full_name: "Tom",
    });
    expect(signUp.status).toBe(200);
    const [mail] = await mailsTo("tom@example.com");
    await routes.identityGet(new Request(mail!.link!, { redirect: "manual" }));

    const signIn = await call("auth.signIn", {
      email: "tom@example.com",
      password: "tom's copper lantern",
    });
    expect(signIn.status).toBe(200);
    expect(cookieHeader()).toMatch(/session_token=/);

    const session = await call("auth.session", undefined, "GET");
    expect(session.data).toMatchObject({ user: { email: "tom@example.com" } });
    const profile = await call("profile.get", undefined, "GET");
    expect(profile.data).toMatchObject({
      email: "tom@example.com",
      full_name: "Tom",
      username: null,
      is_admin: false,
    });
  });

  it("answers catalogue errors with their app code", async () => {
    const wrong = await call("auth.signIn", { email: "tom@example.com", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toBe("Login failed");
    expect(wrong.error?.data.appCode).toBe("INVALID_CREDENTIALS");

    const reserved = await call("profile.update", { username: "admin" });
    expect(reserved.status).toBe(400);
    expect(reserved.error?.data.fieldErrors).toEqual({ username: ["This username is reserved"] });
  });

  it("signs out, after which protected procedures answer 'User not authenticated'", async () => {
    await call("auth.signOut");
    const profile = await call("profile.get", undefined, "GET");
    expect(profile.status).toBe(401);
    expect(profile.error?.message).toBe("User not authenticated");
    const update = await call("auth.updatePassword", { password: "a new copper lantern" });
    expect(update.status).toBe(401);
    expect(update.error?.message).toBe("You must be logged in to update your password");
  });
});
