/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * POST/GET/DELETE /api/ai/attachments through the app's real route handlers, Better Auth
 * sessions and database (PGlite, or PostgreSQL with TEST_DATABASE_URL), storing into a local
 * S3-compatible server started by the test: every allowed type with its extracted text, every
 * refusal leaving no row and no object behind, the download headers, and owner-only access.
 */
import { createHash } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ATTACHMENT_MAX_BYTES } from "@/lib/ai/ai-rules";
import { ATTACHMENT_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { ATTACHMENT_CONTENT_SECURITY_POLICY } from "@/lib/security/security-headers";
import { aiAttachments, requestLimits, users } from "@/server/db/schema";
import { ATTACHMENT_UPLOAD_LIMIT } from "@/server/services/accounts/request-limits";
import { ATTACHMENT_MAX_MEGABYTES } from "@/server/services/attachments/attachment-errors";
import { DOCX_MEDIA_TYPE } from "@/server/services/attachments/detect-type";
import {
  DOCX_TEXT,
  EXE_HEAD,
  makeDocx,
  makeDocxBomb,
  makePdf,
  PDF_TEXT,
  PNG,
  text,
} from "../../helpers/attachment-files";
import { startFakeS3Server } from "../../helpers/fake-s3-server";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { startAppOnTestTarget } from "../../helpers/trpc-http";

const s3 = await startFakeS3Server();
afterAll(() => s3.close());
vi.stubEnv("STORAGE_S3_ENDPOINT", s3.endpoint);
vi.stubEnv("STORAGE_S3_BUCKET", s3.bucket);
vi.stubEnv("STORAGE_S3_REGION", s3.region);
vi.stubEnv("STORAGE_S3_ACCESS_KEY_ID", s3.accessKeyId);
vi.stubEnv("STORAGE_S3_SECRET_ACCESS_KEY", s3.secretAccessKey);
const { appDb, confirmedUserCookie } = await startAppOnTestTarget();
const uploadRoute = (await import("@/app/api/ai/attachments/route")).POST;
const fileRoutes = await import("@/app/api/ai/attachments/[id]/route");

const PASSWORD = "attach password 1";

function uploadRequest(
  cookie: string | null,
  body: BodyInit,
  headers: Record<string, string> = {},
) {
  return new Request(`${APP_ORIGIN}/api/ai/attachments`, {
    method: "POST",
    headers: { origin: APP_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    body,
  });
}

function fileForm(name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([Buffer.from(bytes)]), name);
  return form;
}

async function upload(cookie: string | null, name: string, bytes: Uint8Array) {
  const response = await uploadRoute(uploadRequest(cookie, fileForm(name, bytes)));
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

function fileRequest(method: "GET" | "DELETE", cookie: string, id: string) {
  const headers: Record<string, string> = { origin: APP_ORIGIN, cookie };
  if (method === "DELETE") headers["content-type"] = "application/json";
  const request = new Request(`${APP_ORIGIN}/api/ai/attachments/${id}`, { method, headers });
  return fileRoutes[method](request, { params: Promise.resolve({ id }) });
}

async function userId(email: string): Promise<string> {
  const [row] = await (
    await appDb()
  )
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

async function rowCount(owner: string): Promise<number> {
  const [row] = await (
    await appDb()
  )
    .select({ n: count() })
    .from(aiAttachments)
    .where(eq(aiAttachments.userId, owner));
  return row!.n;
}

async function rowOf(id: string) {
  const [row] = await (await appDb()).select().from(aiAttachments).where(eq(aiAttachments.id, id));
  return row;
}

const rejected = (status: number, message: string) => ({
  status,
  body: { error: { code: ERROR_CODES.attachmentRejected, message } },
});

let owner: { cookie: string; id: string };
let other: { cookie: string; id: string };

beforeAll(async () => {
  owner = { cookie: await confirmedUserCookie("attach-owner@example.com", PASSWORD), id: "" };
  owner.id = await userId("attach-owner@example.com");
  other = { cookie: await confirmedUserCookie("attach-other@example.com", PASSWORD), id: "" };
  other.id = await userId("attach-other@example.com");
});

describe("POST /api/ai/attachments", () => {
  it("answers 401 when signed out and stores nothing", async () => {
    const answer = await upload(null, "notes.txt", text("hello"));
    expect(answer.status).toBe(401);
    expect(s3.objects.size).toBe(0);
  });

  const pdf = makePdf();
  const docx = makeDocx();
  const cases: [string, string, () => Promise<Uint8Array> | Uint8Array, string | null][] = [
    ["pixel.png", "image/png", () => PNG, null],
    ["brief.pdf", "application/pdf", () => pdf, PDF_TEXT],
    ["budget.docx", DOCX_MEDIA_TYPE, () => docx, DOCX_TEXT],
    ["notes.md", "text/markdown", () => text("# Notes\n\nCall the *venue*."), "Call the *venue*."],
    ["notes.txt", "text/plain", () => text("Plain notes ✓"), "Plain notes ✓"],
    ["table.csv", "text/csv", () => text("item,cost\nstage,1200\n"), "item,cost\nstage,1200\n"],
  ];

  it.each(cases)("stores %s as %s with its text", async (name, mediaType, make, expectedText) => {
    const bytes = await make();
    const objectsBefore = s3.objects.size;
    const answer = await upload(owner.cookie, name, bytes);
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    expect(data).toEqual({ id: expect.any(String), name, mediaType, sizeBytes: bytes.byteLength });
    const row = (await rowOf(data.id))!;
    expect(row.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    // A random key, never the user's file name.
    expect(row.storageKey).toMatch(/^attachments\/[0-9a-f-]{36}$/);
    expect(s3.objects.get(row.storageKey)?.bytes).toEqual(bytes);
    expect(s3.objects.size).toBe(objectsBefore + 1);
    if (expectedText === null) expect(row.textContent).toBeNull();
    else expect(row.textContent).toContain(expectedText);
  });

  const bomb = makeDocxBomb();
  const refusals: [string, string, () => Promise<Uint8Array> | Uint8Array, number, string][] = [
    [
      "text renamed .png",
      "photo.png",
      () => text("not an image"),
      415,
      ATTACHMENT_TEXT.contentMismatch,
    ],
    ["a program renamed .pdf", "brief.pdf", () => EXE_HEAD, 415, ATTACHMENT_TEXT.unsupportedType],
    [
      "an SVG",
      "logo.svg",
      () => text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      415,
      ATTACHMENT_TEXT.unsupportedType,
    ],
    [
      "HTML",
      "page.html",
      () => text("<!doctype html><h1>x</h1>"),
      415,
      ATTACHMENT_TEXT.unsupportedType,
    ],
    [
      "HTML named .txt",
      "page.txt",
      () => text("<html><script>alert(1)</script>"),
      415,
      ATTACHMENT_TEXT.markup,
    ],
    ["a Word zip bomb", "bomb.docx", () => bomb, 422, ATTACHMENT_TEXT.unreadable],
    [
      "a damaged PDF",
      "broken.pdf",
      () => text("%PDF-1.7\nnot really"),
      422,
      ATTACHMENT_TEXT.unreadable,
    ],
  ];

  it.each(refusals)("refuses %s and stores nothing", async (_what, name, make, status, message) => {
    const [rowsBefore, objectsBefore] = [await rowCount(owner.id), s3.objects.size];
    expect(await upload(owner.cookie, name, await make())).toEqual(rejected(status, message));
    expect(await rowCount(owner.id)).toBe(rowsBefore);
    expect(s3.objects.size).toBe(objectsBefore);
  });

  const TOO_LARGE = {
    status: 413,
    body: {
      error: {
        code: ERROR_CODES.fileTooLarge,
        message: ATTACHMENT_TEXT.tooLarge(ATTACHMENT_MAX_MEGABYTES),
      },
    },
  };

  it("refuses a file over the limit with 413 and stores nothing", async () => {
    const [rowsBefore, objectsBefore] = [await rowCount(owner.id), s3.objects.size];
    const oversize = new Uint8Array(ATTACHMENT_MAX_BYTES + 1).fill(0x61);
    expect(await upload(owner.cookie, "big.txt", oversize)).toEqual(TOO_LARGE);
    expect(await rowCount(owner.id)).toBe(rowsBefore);
    expect(s3.objects.size).toBe(objectsBefore);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
          throw new Error("the body must not be read");
        },
      },
      { highWaterMark: 0 },
    );
    const response = await uploadRoute(
      new Request(`${APP_ORIGIN}/api/ai/attachments`, {
        method: "POST",
        headers: {
          origin: APP_ORIGIN,
          cookie: owner.cookie,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(ATTACHMENT_MAX_BYTES * 2),
        },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect({ status: response.status, body: await response.json() }).toEqual(TOO_LARGE);
    expect(pulled).toBe(false);
  });

  it("stops a user over the upload limit with 429 before reading the file", async () => {
    const db = await appDb();
    const key = `attachment-upload:${other.id}`;
    await db
      .insert(requestLimits)
      .values({ key, count: ATTACHMENT_UPLOAD_LIMIT.max, windowStart: new Date() });
    const answer = await upload(other.cookie, "notes.txt", text("one too many"));
    expect(answer).toEqual({
      status: 429,
      body: { error: { code: ERROR_CODES.rateLimited, message: ATTACHMENT_TEXT.tooManyUploads } },
    });
    expect(await rowCount(other.id)).toBe(0);
    await db.delete(requestLimits).where(and(eq(requestLimits.key, key)));
  });
});

describe("GET and DELETE /api/ai/attachments/{id}", () => {
  it("serves the owner's image inline, with nosniff, a sandbox and no caching", async () => {
    const { body } = await upload(owner.cookie, "pixel.png", PNG);
    const response = await fileRequest("GET", owner.cookie, body.data.id);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="pixel.png"; filename*=UTF-8''pixel.png`,
      "x-content-type-options": "nosniff",
      "content-security-policy": ATTACHMENT_CONTENT_SECURITY_POLICY,
      "cache-control": "private, no-store",
    });
  });

  it("serves other files as downloads with the detected type, whatever the name said", async () => {
    const { body } = await upload(owner.cookie, "Résumé \u202e.md", text("# CV"));
    expect(body.data.name).toBe("Résumé .md");
    const response = await fileRequest("GET", owner.cookie, body.data.id);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="R_sum_ .md"; filename*=UTF-8''R%C3%A9sum%C3%A9%20.md`,
    );
    expect(await response.text()).toBe("# CV");
  });

  it("answers 404 to another user for GET and DELETE, and keeps the file", async () => {
    const { body } = await upload(owner.cookie, "private.txt", text("owner only"));
    const notFound = { error: { code: ERROR_CODES.notFound, message: ATTACHMENT_TEXT.notFound } };
    for (const method of ["GET", "DELETE"] as const) {
      const response = await fileRequest(method, other.cookie, body.data.id);
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 404,
        body: notFound,
      });
    }
    // The same answer as for an id that does not exist, or is not an id at all.
    for (const id of ["00000000-0000-4000-8000-000000000000", "../etc"]) {
      const response = await fileRequest("GET", owner.cookie, id);
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 404,
        body: notFound,
      });
    }
    expect((await fileRequest("GET", owner.cookie, body.data.id)).status).toBe(200);
  });

  it("deletes the row and the stored object for the owner", async () => {
    const { body } = await upload(owner.cookie, "gone.txt", text("bye"));
    const { storageKey } = (await rowOf(body.data.id))!;
    expect(s3.objects.has(storageKey)).toBe(true);
    expect((await fileRequest("DELETE", owner.cookie, body.data.id)).status).toBe(204);
    expect(await rowOf(body.data.id)).toBeUndefined();
    expect(s3.objects.has(storageKey)).toBe(false);
    expect((await fileRequest("GET", owner.cookie, body.data.id)).status).toBe(404);
  });
});
