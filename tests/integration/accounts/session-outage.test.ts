/**
 * A database outage is not a sign-out: when the session cannot be read, the app's real route
 * handlers answer 503 with the catalogue's message (REST and tRPC), never 401. The outage is
 * real: the app's database is closed under it.
 */
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN } from "../../helpers/rest-client";

const { createConfirmedUser, routes, signIn } = await startInMemoryApp();
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");

const PASSWORD = "correct horse battery";

/** Closes the app's database; its handle stays in place, so every query now fails. */
async function takeDatabaseDown() {
  const app = globalThis as unknown as { plansmithDb?: Promise<{ close(): Promise<void> }> };
  await (await app.plansmithDb)?.close();
}

describe("reading the session while the database is down", () => {
  it("answers 503 'try again' on REST and tRPC, not 401", async () => {
    await createConfirmedUser("outage.reader@example.com", PASSWORD);
    const { answer } = await signIn("outage.reader@example.com", PASSWORD);
    expect(answer.status).toBe(200);
    // The session token alone: the signed cache would spare the read this test is about.
    const token = answer.response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .filter((pair) => pair.includes("session_token="))
      .join("; ");
    const headers = { cookie: token, origin: APP_ORIGIN, "x-forwarded-for": "198.51.100.90" };

    await takeDatabaseDown();

    const rest = await routes.session(new Request(`${APP_ORIGIN}/api/auth/session`, { headers }));
    expect(rest.status).toBe(503);
    expect(await rest.json()).toEqual({
      error: { code: "SERVICE_UNAVAILABLE", message: COMMON_ERRORS.sessionUnavailable },
    });

    const input = encodeURIComponent(JSON.stringify(superjson.serialize(undefined)));
    const trpc = await trpcRoute.GET(
      new Request(`${APP_ORIGIN}/api/trpc/profile.get?input=${input}`, { headers }),
    );
    expect(trpc.status).toBe(503);
    const body = (await trpc.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe(COMMON_ERRORS.sessionUnavailable);
  });
});
