import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMailer, listOutbox, MailDeliveryError } from "@/server/services/mail";
import { renderMail } from "@/server/services/mail/templates";
import { createResendTransport } from "@/server/services/mail/transports";
import { MAIL_KINDS } from "@/server/services/mail/types";
import { startFakeResendServer, type FakeResendServer } from "../helpers/fake-resend-server";
import { createTestDatabase, describeTarget, type TestDatabase } from "../helpers/test-database";

const appUrl = "http://localhost:3000";
const from = "Plansmith <no-reply@plansmith.test>";
const linkFor = (kind: string) => `${appUrl}/api/auth/${kind}?token=t-${kind}&callbackURL=%2F`;

describe(`mail on ${describeTarget()}`, () => {
  let database: TestDatabase;
  let resend: FakeResendServer;
  beforeAll(async () => {
    [database, resend] = await Promise.all([createTestDatabase(), startFakeResendServer()]);
  });
  afterAll(async () => {
    await Promise.all([database.dispose(), resend.close()]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const outboxMailer = () => createMailer(database.handle.db, { resendBaseUrl: resend.url, from });
  const resendMailer = (apiKey = resend.apiKey) =>
    createMailer(database.handle.db, { resendApiKey: apiKey, resendBaseUrl: resend.url, from });

  it("without an API key stores every kind in the outbox and logs its link", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const mailer = outboxMailer();
    expect(mailer.transport).toBe("outbox");
    const to = "outbox@example.com";
    for (const kind of MAIL_KINDS) {
      const link =
        kind === "password-changed" || kind === "account-deleted" ? undefined : linkFor(kind);
      await mailer.send(kind, { to, name: "Jane", link, appUrl });
    }

    const rows = await listOutbox(database.handle.db, { to });
    expect(rows.map((row) => row.kind)).toEqual([...MAIL_KINDS].reverse());
    for (const row of rows) {
      const link =
        row.kind === "password-changed" || row.kind === "account-deleted"
          ? undefined
          : linkFor(row.kind);
      const expected = renderMail(row.kind as (typeof MAIL_KINDS)[number], {
        to,
        name: "Jane",
        link,
        appUrl,
      });
      expect(row).toMatchObject({
        to,
        ...expected,
        link: link ?? null,
        transport: "outbox",
        providerMessageId: null,
      });
      expect(row.createdAt).toBeInstanceOf(Date);
    }

    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(MAIL_KINDS.length);
    expect(lines[0]).toBe(
      `[mail] confirm-email to ${to}: "Confirm your Plansmith account" → ${linkFor("confirm-email")}`,
    );
    expect(lines).toContain(
      `[mail] password-changed to ${to}: "Your Plansmith password was changed"`,
    );
  });

  it("lists the outbox newest first, filtered by recipient and limited", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const mailer = outboxMailer();
    const data = { appUrl, link: linkFor("magic-link") };
    await mailer.send("magic-link", { ...data, to: "ann@example.com", link: `${appUrl}/first` });
    await mailer.send("magic-link", { ...data, to: "bob@example.com" });
    await mailer.send("reset-password", {
      ...data,
      to: "ann@example.com",
      link: `${appUrl}/second`,
    });

    const ann = await listOutbox(database.handle.db, { to: "ann@example.com" });
    expect(ann.map((row) => [row.kind, row.link])).toEqual([
      ["reset-password", `${appUrl}/second`],
      ["magic-link", `${appUrl}/first`],
    ]);
    expect(ann[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(ann[1]!.createdAt.getTime());
    expect(await listOutbox(database.handle.db, { to: "nobody@example.com" })).toEqual([]);
    const newest = await listOutbox(database.handle.db, { limit: 1 });
    expect(newest.map((row) => row.to)).toEqual(["ann@example.com"]);
    const all = await listOutbox(database.handle.db);
    expect(all.length).toBeGreaterThanOrEqual(MAIL_KINDS.length + 3);
  });

  it("with an API key posts to Resend and records the provider's id", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const mailer = resendMailer();
    expect(mailer.transport).toBe("resend");
    const to = "resend@example.com";
    const link = linkFor("magic-link");
    await mailer.send("magic-link", { to, name: "Jane", link, appUrl });

    expect(resend.requests).toHaveLength(1);
    const [request] = resend.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/emails");
    expect(request!.headers.authorization).toBe(`Bearer ${resend.apiKey}`);
    expect(request!.headers["content-type"]).toBe("application/json");
    const mail = renderMail("magic-link", { to, name: "Jane", link, appUrl });
    expect(request!.body).toEqual({ from, to: [to], ...mail });

    const rows = await listOutbox(database.handle.db, { to });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "magic-link",
      subject: mail.subject,
      link,
      transport: "resend",
      providerMessageId: request!.id,
    });
    expect(request!.id).toMatch(/^[0-9a-f-]{36}$/);
    // Real sign-in links stay out of the server log.
    expect(logged.mock.calls.flat().join(" ")).not.toContain(link);
  });

  it("throws Resend's message and records nothing when Resend refuses", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const before = resend.accepted().length;
    const wrongKey = resendMailer("re_wrong");
    const sent = wrongKey.send("reset-password", {
      to: "refused@example.com",
      link: linkFor("r"),
      appUrl,
    });
    await expect(sent).rejects.toThrow("API key is invalid");
    await expect(sent).rejects.toMatchObject({ status: 403, providerError: "invalid_api_key" });

    const badAddress = resendMailer().send("confirm-email", {
      to: "not-an-address",
      link: linkFor("c"),
      appUrl,
    });
    await expect(badAddress).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(badAddress).rejects.toMatchObject({
      status: 422,
      providerError: "validation_error",
    });
    await expect(badAddress).rejects.toThrow(/Invalid `to` field/);

    expect(resend.accepted()).toHaveLength(before);
    expect(await listOutbox(database.handle.db, { to: "refused@example.com" })).toEqual([]);
    expect(await listOutbox(database.handle.db, { to: "not-an-address" })).toEqual([]);
  });

  it("the fake answers a missing `to` or `subject` as Resend does", async () => {
    const transport = createResendTransport({ apiKey: resend.apiKey, baseUrl: resend.url, from });
    const mail = { to: "x@example.com", subject: "", html: "<p>x</p>", text: "x" };
    await expect(transport.deliver(mail)).rejects.toThrow("Missing `subject` field.");

    const response = await fetch(`${resend.url}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${resend.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from, subject: "Hi", text: "x" }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      statusCode: 422,
      name: "validation_error",
      message: "Missing `to` field.",
    });
  });
});
