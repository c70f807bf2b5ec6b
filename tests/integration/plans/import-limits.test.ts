/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * Import limits, through the app's real route handler and sessions: documents are read in worker
 * threads, and a document over a limit (pages, text, time, memory) is refused with a message that
 * names the limit; a user has at most a few imports at once; a worker that hits its time or
 * memory limit is terminated and replaced, and the server keeps answering meanwhile.
 * The hostile documents are generated here (tests/fixtures/import/adversarial.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/codes";
import { IMPORT_TEXT } from "@/lib/errors/plans";
import {
  IMPORT_MAX_CONCURRENT_PER_USER,
  IMPORT_MAX_PAGES,
  IMPORT_MAX_TEXT_LENGTH,
  IMPORT_MEMORY_LIMIT_MB,
  IMPORT_TIME_LIMIT_SECONDS,
} from "@/lib/plans/import-rules";
import { importTextFor } from "@/server/services/plans/import/import-for-user";
import {
  configureImportPool,
  DEFAULT_IMPORT_POOL_OPTIONS,
  ImportPool,
  importPool,
} from "@/server/services/plans/import/import-pool";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN } from "../../helpers/rest-client";
import {
  docxWithText,
  pdfBomb,
  pdfWithPages,
  pdfWithText,
} from "../../fixtures/import/adversarial";

const { confirmedUserCookie } = await startInMemoryApp();
const { POST: importRoute } = await import("@/app/api/plans/import/route");
const { GET: healthRoute } = await import("@/app/api/health/route");

const PASSWORD = "import limits password 1";
const count = (value: number) => value.toLocaleString("en-US");
/** Unpacks to this much page content: far more than the worker may spend on it. */
const BOMB_UNPACKED_BYTES = 96 * 1024 * 1024;
/** Test pools start a TypeScript loader in each worker, as the setup file does for the shared one. */
const TEST_POOL = { ...DEFAULT_IMPORT_POOL_OPTIONS, execArgv: ["--import", "tsx"] };

const sessionCookie = (email: string) => confirmedUserCookie(email, PASSWORD);

async function upload(cookie: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new Blob([Buffer.from(bytes)]), name);
  const response = await importRoute(
    new Request(`${APP_ORIGIN}/api/plans/import`, {
      method: "POST",
      headers: { origin: APP_ORIGIN, cookie },
      body: form,
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const limitAnswer = (status: number, message: string) => ({
  status,
  body: { error: { code: ERROR_CODES.importLimit, message } },
});

let cookie: string;
beforeAll(async () => {
  cookie = await sessionCookie("limits@example.com");
});

describe("documents over a limit are refused with the limit named", () => {
  it(`a PDF of more than ${IMPORT_MAX_PAGES} pages: 413`, async () => {
    const answer = await upload(cookie, "long.pdf", await pdfWithPages(IMPORT_MAX_PAGES + 1));
    expect(answer).toEqual(limitAnswer(413, IMPORT_TEXT.tooManyPages(count(IMPORT_MAX_PAGES))));
  });

  it("a PDF with more text than the limit: 413", async () => {
    const answer = await upload(cookie, "wordy.pdf", pdfWithText(IMPORT_MAX_TEXT_LENGTH + 100));
    expect(answer).toEqual(
      limitAnswer(413, IMPORT_TEXT.tooMuchText(count(IMPORT_MAX_TEXT_LENGTH))),
    );
  });

  it("a Word file with more text than the limit: 413", async () => {
    const bytes = await docxWithText(IMPORT_MAX_TEXT_LENGTH + 10_000);
    const answer = await upload(cookie, "wordy.docx", bytes);
    expect(answer).toEqual(
      limitAnswer(413, IMPORT_TEXT.tooMuchText(count(IMPORT_MAX_TEXT_LENGTH))),
    );
  });
});

describe("the worker pool", () => {
  const pools: ImportPool[] = [];
  afterAll(() => Promise.all(pools.map((pool) => pool.close())));
  const pool = (changes: Partial<typeof TEST_POOL>) => {
    const created = new ImportPool({ ...TEST_POOL, ...changes });
    pools.push(created);
    return created;
  };
  const job = { kind: "text", text: "# Plan\n\n## Goals\n\nShip it." } as const;

  it("terminates a worker past the time limit, answers 422 naming it, and replaces it", async () => {
    // A limit shorter than any worker's start-up, so every import in this pool runs out of time.
    const slow = pool({ timeLimitMs: 1 });
    for (const round of [1, 2]) {
      await expect(slow.run(job)).rejects.toMatchObject({
        status: 422,
        message: IMPORT_TEXT.tooSlow(IMPORT_TIME_LIMIT_SECONDS),
      });
      expect(slow.spawned).toBe(round); // the terminated worker is not reused
    }
  });

  it("stops a worker that runs out of memory on a PDF bomb, answers 422 naming the limit", async () => {
    const small = pool({ memoryLimitMb: 64, timeLimitMs: 120_000 });
    const bomb = {
      kind: "file",
      filename: "bomb.pdf",
      bytes: pdfBomb(BOMB_UNPACKED_BYTES),
    } as const;
    await expect(small.run(bomb)).rejects.toMatchObject({
      status: 422,
      message: IMPORT_TEXT.tooMuchMemory(IMPORT_MEMORY_LIMIT_MB),
    });
    // The next import gets a new worker and succeeds.
    await expect(small.run(job)).resolves.toMatchObject({ title: "Plan" });
    expect(small.spawned).toBe(2);
  }, 180_000);
});

describe("imports per user", () => {
  it(`allows ${IMPORT_MAX_CONCURRENT_PER_USER} at once per user (429 beyond), others unaffected`, async () => {
    const input = { text: "# Plan\n\n## Goals\n\nShip it." };
    const running = Array.from({ length: IMPORT_MAX_CONCURRENT_PER_USER }, () =>
      importTextFor("user-a", input),
    );
    await expect(importTextFor("user-a", input)).rejects.toMatchObject({
      status: 429,
      message: IMPORT_TEXT.tooManyAtOnce(IMPORT_MAX_CONCURRENT_PER_USER),
    });
    const other = importTextFor("user-b", input);
    await expect(Promise.all([...running, other])).resolves.toHaveLength(running.length + 1);
    // Finished imports free their places.
    await expect(importTextFor("user-a", input)).resolves.toMatchObject({ title: "Plan" });
  }, 60_000);
});

describe("GET /api/health while five worst-case imports run", () => {
  it("answers 200 while every import is still in flight; the imports end at a limit", async () => {
    // The shared pool with a shorter time limit, so the five bombs end within the test's time
    // (three rounds on two workers), yet long enough that all five are surely still running.
    configureImportPool({ timeLimitMs: 10_000 });
    const second = await sessionCookie("limits2@example.com");
    const third = await sessionCookie("limits3@example.com");
    // Two each at most: the per-user limit is not what this test is about.
    const cookies = [cookie, cookie, second, second, third];
    const bomb = pdfBomb(BOMB_UNPACKED_BYTES);
    let settled = 0;
    const imports = cookies.map((userCookie, index) =>
      upload(userCookie, `bomb-${index}.pdf`, bomb).finally(() => {
        settled += 1;
      }),
    );
    // Once all five are in the pool (past their sign-in checks), ask for health.
    while (importPool().inFlight < cookies.length && settled === 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(importPool().inFlight).toBe(cookies.length);
    const health = await healthRoute();
    const settledWhenHealthAnswered = settled;
    expect(health.status).toBe(200);
    expect(settledWhenHealthAnswered).toBe(0);
    const answers = await Promise.all(imports);
    for (const answer of answers) {
      expect([413, 422]).toContain(answer.status);
      expect(answer.body.error.code).toBe(ERROR_CODES.importLimit);
    }
    configureImportPool({ timeLimitMs: DEFAULT_IMPORT_POOL_OPTIONS.timeLimitMs });
  }, 120_000);
});
