/**
 * A confirmed, signed-in account for tests that go through the tRPC endpoint: signs up and in
 * with tRPC calls and confirms through the mailed link, like a person would.
 */
import { expect } from "vitest";
import type { TrpcHttpClient } from "./trpc-http";

/** Strong enough for any password rule (length, dictionary, not the e-mail). */
export const STRONG_TEST_PASSWORD = "violet cactus orbit 9 lantern";

export async function signUpConfirmAndSignIn(
  client: TrpcHttpClient,
  app: {
    routes: { identityGet: (request: Request) => Promise<Response> };
    latestLink: (email: string, kind: "confirm-email") => Promise<string>;
  },
  email: string,
  password = STRONG_TEST_PASSWORD,
): Promise<void> {
  const signUp = await client.call("auth.signUp", { email, password, full_name: "Test Person" });
  expect(signUp.status, signUp.text).toBe(200);
  await app.routes.identityGet(
    new Request(await app.latestLink(email, "confirm-email"), { redirect: "manual" }),
  );
  const signIn = await client.call("auth.signIn", { email, password });
  expect(signIn.status, signIn.text).toBe(200);
  expect(client.cookie).toMatch(/session_token=/);
}
