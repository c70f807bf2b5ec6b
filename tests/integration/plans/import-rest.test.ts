/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * POST /api/plans/import and planImport.parseText through the app's real route handler, tRPC
 * router, database and Better Auth sessions (signed in with a real session cookie): answers,
 * refusals with their statuses, and that an import never creates a plan.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { IMPORT_TEXT } from "@/lib/errors/plans";
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES } from "@/lib/plans/import-rules";
import { plans } from "@/server/db/schema";
import { NOT_AUTHENTICATED } from "../../helpers/accounts-answers";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { SAMPLE_PLAN, SAMPLE_SECTIONS } from "../../fixtures/import/sample-plan";

const { appDb, confirmedUserCookie } = await startInMemoryApp();
const { POST: importRoute } = await import("@/app/api/plans/import/route");
const { appRouter } = await import("@/server/api/root");
const { createTRPCContext } = await import("@/server/api/trpc");

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/import");
const PASSWORD = "import password 1";

const sessionCookie = (email: string) => confirmedUserCookie(email, PASSWORD);

function uploadRequest(
  cookie: string | null,
  body: BodyInit,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${APP_ORIGIN}/api/plans/import`, {
    method: "POST",
    headers: { origin: APP_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    body,
  });
}

function fileForm(name: string, bytes: Uint8Array = readFileSync(path.join(FIXTURES, name))) {
  const form = new FormData();
  form.append("file", new Blob([Buffer.from(bytes)]), name);
  return form;
}

async function upload(cookie: string | null, body: BodyInit, headers?: Record<string, string>) {
  const response = await importRoute(uploadRequest(cookie, body, headers));
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const errorBody = (code: string, message: string) => ({ error: { code, message } });

async function planCount(): Promise<number> {
  const [row] = await (await appDb()).select({ n: count() }).from(plans);
  return row!.n;
}

describe("POST /api/plans/import", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await sessionCookie("importer@example.com");
  });

  it("answers 401 'User not authenticated' when signed out, without reading the file", async () => {
    const answer = await upload(null, fileForm("sample-plan.md"));
    expect(answer).toEqual({ status: 401, body: NOT_AUTHENTICATED });
  });

  it.each(["sample-plan.md", "sample-plan.docx", "sample-plan.pdf", "sample-plan.txt"])(
    "answers the preview of %s",
    async (name) => {
      const answer = await upload(cookie, fileForm(name));
      expect(answer.status).toBe(200);
      const preview = answer.body.data;
      expect(preview.title.toLowerCase()).toBe(SAMPLE_PLAN.title.toLowerCase());
      expect(preview.summary).toBe(SAMPLE_PLAN.summary);
      expect(preview.sections.map((s: { kind: string }) => s.kind)).toEqual(
        SAMPLE_SECTIONS.map(([kind]) => kind),
      );
    },
  );

  it("refuses an unsupported file with 415", async () => {
    expect(await upload(cookie, fileForm("image.png"))).toEqual({
      status: 415,
      body: errorBody("UNSUPPORTED_FILE_TYPE", IMPORT_TEXT.unsupportedType),
    });
  });

  it("refuses damaged documents with 422", async () => {
    const unreadable = {
      status: 422,
      body: errorBody("UNREADABLE_FILE", IMPORT_TEXT.unreadable),
    };
    expect(await upload(cookie, fileForm("broken.docx"))).toEqual(unreadable);
    expect(await upload(cookie, fileForm("broken.pdf"))).toEqual(unreadable);
  });

  it("refuses an empty file with 422", async () => {
    expect(await upload(cookie, fileForm("empty.txt"))).toEqual({
      status: 422,
      body: errorBody("NOTHING_TO_IMPORT", IMPORT_TEXT.noText),
    });
  });

  const TOO_LARGE = {
    status: 413,
    body: errorBody("FILE_TOO_LARGE", IMPORT_TEXT.tooLarge(IMPORT_MAX_MEGABYTES)),
  };

  it("refuses a declared Content-Length over the limit with 413 before reading the body", async () => {
    let pulled = false;
    // highWaterMark 0: the stream is pulled only when someone reads it.
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
          throw new Error("the body must not be read");
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`${APP_ORIGIN}/api/plans/import`, {
      method: "POST",
      headers: {
        cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(IMPORT_MAX_BYTES * 2),
      },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await importRoute(request);
    expect({ status: response.status, body: await response.json() }).toEqual(TOO_LARGE);
    expect(pulled).toBe(false);
  });

  it("refuses a file over the limit with 413 when no length is declared", async () => {
    const big = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x61);
    expect(await upload(cookie, fileForm("big.txt", big))).toEqual(TOO_LARGE);
  });

  it("answers 400 for a form without a file, 415 for a request not sent as a form", async () => {
    const form = new FormData();
    form.append("other", "value");
    expect(await upload(cookie, form)).toEqual({
      status: 400,
      body: errorBody("BAD_REQUEST", IMPORT_TEXT.noFile),
    });
    expect(
      await upload(cookie, JSON.stringify({ file: "x" }), { "content-type": "application/json" }),
    ).toEqual({
      status: 415,
      body: errorBody("UNSUPPORTED_MEDIA_TYPE", COMMON_ERRORS.multipartRequired),
    });
  });

  it("never creates a plan", async () => {
    expect(await planCount()).toBe(0);
  });
});

describe("planImport.parseText", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await sessionCookie("paster@example.com");
  });

  const callerWith = async (cookieHeader: string | null) =>
    appRouter.createCaller(
      await createTRPCContext({
        headers: new Headers(cookieHeader ? { cookie: cookieHeader } : {}),
        db: await appDb(),
      }),
    );

  it("turns pasted text into a preview for the signed-in user", async () => {
    const caller = await callerWith(cookie);
    expect(
      await caller.planImport.parseText({
        text: "# Launch\n\nA short plan.\n\n## Milestones\n\n- Beta\n",
      }),
    ).toEqual({
      title: "Launch",
      summary: "A short plan.",
      sections: [{ kind: "timeline", title: "Milestones", body: "- Beta" }],
    });
    expect(await planCount()).toBe(0);
  });

  it("refuses anonymous callers with UNAUTHORIZED", async () => {
    const caller = await callerWith(null);
    await expect(caller.planImport.parseText({ text: "Hello" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "User not authenticated",
    });
  });

  it("refuses blank text with the catalogue's message", async () => {
    const caller = await callerWith(cookie);
    await expect(caller.planImport.parseText({ text: "  \n " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const failure = await caller.planImport.parseText({ text: "" }).catch((error) => error);
    expect(JSON.stringify(failure.cause?.issues ?? failure.message)).toContain(
      IMPORT_TEXT.nothingPasted,
    );
  });
});
