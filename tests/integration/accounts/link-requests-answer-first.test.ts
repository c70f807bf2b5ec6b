/**
 * Requests that mail a link to an address — resend the confirmation, reset the password, e-mail a
 * sign-in link — answer before they look the address up or send, so the answer takes as long for
 * an address with an account as for one without. Proven without a clock: the mail provider (a
 * local server speaking Resend's protocol) holds every send unanswered, and the answer must still
 * arrive; the mail goes out once the provider is released.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { startFakeResendServer } from "../../helpers/fake-resend-server";
import { startInMemoryApp } from "../../helpers/in-memory-app";

const resendServer = await startFakeResendServer();
afterAll(() => resendServer.close());
const { appDb, createConfirmedUser, createUnconfirmedUser, newBrowser, routes } =
  await startInMemoryApp({
    RESEND_API_KEY: resendServer.apiKey,
    RESEND_BASE_URL: resendServer.url,
  });
const { detachedTasksSettled } = await import("@/server/after-response");
const { listOutbox } = await import("@/server/services/mail");

const PASSWORD = "violet-harbour-tangent-58-quill";

/** Mails the provider was asked to send to `email` (held or not). */
const sendsTo = (email: string) =>
  resendServer.requests.filter((request) =>
    ((request.body as { to?: string[] } | undefined)?.to ?? []).includes(email),
  );
const outboxKinds = async (email: string) =>
  (await listOutbox(await appDb(), { to: email, limit: 50 })).map((entry) => entry.kind);

type Ask = (email: string) => ReturnType<ReturnType<typeof newBrowser>["call"]>;

async function expectAnswerBeforeSend(
  ask: Ask,
  known: string,
  unknown: string,
  kind: "confirm-email" | "reset-password" | "magic-link",
) {
  await detachedTasksSettled();
  resendServer.requests.length = 0;
  const kindsBefore = await outboxKinds(known);
  const release = resendServer.hold();
  try {
    // The provider answers nothing while held: an answer that waited for the send never comes.
    const knownAnswer = await ask(known);
    const unknownAnswer = await ask(unknown);
    expect(knownAnswer.status).toBe(200);
    expect(unknownAnswer.status).toBe(knownAnswer.status);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
    // Answered, and the mail is not sent yet: it is on its way to the provider or held there.
    expect(await outboxKinds(known)).toEqual(kindsBefore);
    await vi.waitFor(() => expect(sendsTo(known)).toHaveLength(1));
    expect(sendsTo(known)[0]!.id).toBeNull();
  } finally {
    release();
  }
  await detachedTasksSettled();
  expect(sendsTo(known)[0]!.id).not.toBeNull();
  expect(await outboxKinds(known)).toEqual([kind, ...kindsBefore]);
  expect(sendsTo(unknown)).toEqual([]);
}

describe("link requests answer before they send", () => {
  it("POST /api/auth/resend", async () => {
    await createUnconfirmedUser("waiting.confirm@example.com", PASSWORD);
    await expectAnswerBeforeSend(
      (email) => newBrowser().call(routes.resend, "/api/auth/resend", { body: { email } }),
      "waiting.confirm@example.com",
      "nobody.confirm@example.com",
      "confirm-email",
    );
  });

  it("POST /api/auth/reset", async () => {
    await createConfirmedUser("waiting.reset@example.com", PASSWORD);
    await expectAnswerBeforeSend(
      (email) => newBrowser().call(routes.reset, "/api/auth/reset", { body: { email } }),
      "waiting.reset@example.com",
      "nobody.reset@example.com",
      "reset-password",
    );
  });

  it("POST /api/auth/magic-link", async () => {
    await createConfirmedUser("waiting.magic@example.com", PASSWORD);
    await expectAnswerBeforeSend(
      (email) => newBrowser().call(routes.magicLink, "/api/auth/magic-link", { body: { email } }),
      "waiting.magic@example.com",
      "nobody.magic@example.com",
      "magic-link",
    );
  });
});
