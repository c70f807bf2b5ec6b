/**
 * Request limits and caching of the API, through the real route handlers: a tRPC batch over
 * TRPC_MAX_BATCH_SIZE and a body over TRPC_MAX_BODY_BYTES are refused before any call runs; a
 * REST JSON body over REST_JSON_MAX_BYTES is refused before it is parsed; every answer carries
 * `Cache-Control: no-store`.
 */
import { describe, expect, it } from "vitest";
import {
  REST_JSON_MAX_BYTES,
  TRPC_MAX_BATCH_SIZE,
  TRPC_MAX_BODY_BYTES,
} from "@/lib/http/request-size-limits";
import { describeTarget } from "../helpers/test-database";
import { signUpConfirmAndSignIn } from "../helpers/trpc-accounts";
import { resultData, startAppOnTestTarget, TrpcHttpClient } from "../helpers/trpc-http";
import { APP_ORIGIN } from "../helpers/rest-client";

const app = await startAppOnTestTarget();
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");
const { plans } = await import("@/server/db/schema");
const { count } = await import("drizzle-orm");

const client = new TrpcHttpClient(trpcRoute);
await signUpConfirmAndSignIn(client, app, "limits@example.com");

async function planCount(): Promise<number> {
  const [row] = await (await app.appDb()).select({ n: count() }).from(plans);
  return Number(row!.n);
}

const newPlan = (title: string) => ({ title, sections: [] });

describe(`API request limits on ${describeTarget()}`, () => {
  it("refuses a POST batch of more mutations than the maximum and creates nothing", async () => {
    const size = TRPC_MAX_BATCH_SIZE + 1;
    const before = await planCount();
    const answer = await client.call(
      Array.from({ length: size }, () => "plan.create"),
      Array.from({ length: size }, (_, i) => newPlan(`batch ${i}`)),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(`at most ${TRPC_MAX_BATCH_SIZE}`);
    expect(await planCount()).toBe(before);
  });

  it("refuses a GET batch of more queries than the maximum, also with encoded commas", async () => {
    const size = TRPC_MAX_BATCH_SIZE + 1;
    const answer = await client.call(
      Array.from({ length: size }, () => "profile.get"),
      Array.from({ length: size }, () => undefined),
      "GET",
    );
    expect(answer.status).toBe(400);
    const encoded = await client.call(
      [Array.from({ length: size }, () => "profile.get").join("%2C")],
      [undefined],
      "GET",
    );
    expect(encoded.status).toBe(400);
  });

  it("runs a batch of exactly the maximum", async () => {
    const before = await planCount();
    const answer = await client.call(
      Array.from({ length: TRPC_MAX_BATCH_SIZE }, () => "plan.create"),
      Array.from({ length: TRPC_MAX_BATCH_SIZE }, (_, i) => newPlan(`ok ${i}`)),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(await planCount()).toBe(before + TRPC_MAX_BATCH_SIZE);
  });

  it("refuses a tRPC body over the maximum with 413 and runs nothing, declared or streamed", async () => {
    const before = await planCount();
    const body = JSON.stringify({
      json: newPlan(`big ${"x".repeat(TRPC_MAX_BODY_BYTES)}`),
    });
    const declared = await client.post(`${APP_ORIGIN}/api/trpc/plan.create`, body);
    expect(declared.status).toBe(413);
    expect(declared.json.error.json.message).toMatch(/too large/);
    expect(declared.response.headers.get("cache-control")).toBe("no-store");

    // No Content-Length and no end: the body is counted as it arrives and cut at the limit.
    const chunk = new TextEncoder().encode("x".repeat(1024 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const streamed = await client.post(`${APP_ORIGIN}/api/trpc/plan.create`, endless);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(TRPC_MAX_BODY_BYTES + 4 * chunk.length);
    expect(await planCount()).toBe(before);
  });

  it("refuses a REST JSON body over the maximum with 413 before parsing it", async () => {
    const email = "too-big@example.com";
    const response = await app.routes.signup(
      new Request(`${APP_ORIGIN}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: APP_ORIGIN },
        body: JSON.stringify({
          email,
          password: "violet cactus orbit 9 lantern",
          full_name: "n".repeat(REST_JSON_MAX_BYTES),
        }),
      }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await app.mailsTo(email)).toEqual([]);
  });
});

describe(`Cache-Control on API answers on ${describeTarget()}`, () => {
  it("is no-store on tRPC queries, batches, mutations and errors", async () => {
    const answers = [
      await client.call("profile.get", undefined, "GET"),
      await client.call(["profile.get", "plan.list"], [undefined, {}], "GET"),
      await client.call("plan.create", newPlan("cached?")),
      await client.call("plan.get", { id: "not-a-uuid" }, "GET"),
      await new TrpcHttpClient(trpcRoute).call("profile.get", undefined, "GET"),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 400, 401]);
    expect(resultData(answers[0]!)).toBeTruthy();
    for (const answer of answers) {
      expect(answer.response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("is no-store on the REST adapters' answers, success and failure", async () => {
    const calls: Array<[(request: Request) => Promise<Response>, string, string]> = [
      [app.routes.session, "/api/auth/session", "GET"],
      [app.routes.user, "/api/auth/user", "GET"],
      [app.routes.getProfile, "/api/profile", "GET"],
      [app.routes.login, "/api/auth/login", "POST"],
      [app.routes.resend, "/api/auth/resend", "POST"],
    ];
    for (const [handler, path, method] of calls) {
      const response = await handler(
        new Request(`${APP_ORIGIN}${path}`, {
          method,
          headers: { "content-type": "application/json", cookie: client.cookie },
          body: method === "POST" ? JSON.stringify({ email: "nobody@example.com" }) : undefined,
        }),
      );
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
