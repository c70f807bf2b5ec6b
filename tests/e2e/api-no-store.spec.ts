import { expect, test } from "@playwright/test";
import { TRPC_MAX_BATCH_SIZE } from "../../src/lib/http/request-size-limits";

/**
 * On the production build: API answers that may carry private data are never stored
 * (`Cache-Control: no-store`), and an oversize tRPC batch is refused as a whole.
 */
test("tRPC and REST answers carry Cache-Control: no-store", async ({ request }) => {
  const answers = [
    await request.get("/api/trpc/auth.session"),
    await request.get(
      `/api/trpc/auth.session,auth.providers?batch=1&input=${encodeURIComponent("{}")}`,
    ),
    await request.post("/api/trpc/auth.signIn", {
      data: { json: { email: "nobody@example.com", password: "not a real one at all" } },
    }),
    await request.get("/api/auth/session"),
    await request.get("/api/profile"),
    await request.post("/api/auth/login", {
      data: { email: "nobody@example.com", password: "not a real one at all" },
    }),
  ];
  for (const answer of answers) {
    expect(answer.headers()["cache-control"], answer.url()).toBe("no-store");
  }
});

test("a tRPC batch over the maximum is refused with 400", async ({ request }) => {
  const paths = Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, () => "auth.session").join(",");
  const answer = await request.get(`/api/trpc/${paths}?batch=1&input=${encodeURIComponent("{}")}`);
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain(`at most ${TRPC_MAX_BATCH_SIZE}`);
});
