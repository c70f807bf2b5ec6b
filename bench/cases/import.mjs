// Does reading hostile documents slow the rest of the server down? GET /api/health is measured
// idle, then again while five worst-case imports (PDF bombs) are kept running; the case reports
// the health p99 under imports as a ratio to the idle p99 of the same run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { measureHttp } from "../lib/http.mjs";
import { runSeedScript } from "../lib/seed.mjs";

export const PASSWORD = "bench import password 1";
/** Two imports at once per account (the per-user limit), so five need three accounts. */
export const ACCOUNTS = [
  "bench-import-1@plansmith.test",
  "bench-import-2@plansmith.test",
  "bench-import-3@plansmith.test",
];
const IMPORTS_IN_FLIGHT = 5;
/** The PDF bomb's page content unpacked: far beyond what a worker may spend on it. */
const BOMB_UNPACKED_BYTES = 96 * 1024 * 1024;

/** Where `prepare` writes the bomb (a temporary folder, removed by `run`). */
let bombDir = null;
const bombPath = () => path.join(bombDir, "bomb.pdf");

async function signIn(baseUrl, email) {
  const response = await fetch(new URL("/api/auth/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** One import of the bomb; answers its status and error code (a limit is the expected end). */
async function importBomb(baseUrl, cookie, bomb) {
  const form = new FormData();
  form.append("file", new Blob([bomb]), "bomb.pdf");
  const response = await fetch(new URL("/api/plans/import", baseUrl), {
    method: "POST",
    headers: { origin: baseUrl, cookie },
    body: form,
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, code: body?.error?.code ?? null };
}

/** Keeps one import per slot running (a new one as each ends) until `stop` is set. */
function keepImporting(baseUrl, slots, bomb) {
  const outcomes = [];
  const state = { stop: false };
  const loops = slots.map(async (cookie) => {
    while (!state.stop) outcomes.push(await importBomb(baseUrl, cookie, bomb));
  });
  return {
    outcomes,
    async finish() {
      state.stop = true;
      await Promise.all(loops);
    },
  };
}

export const cases = [
  {
    name: "import",
    description:
      "GET /api/health p99 while five PDF-bomb imports run, as a ratio to idle health p99 (same run)",
    prepare(context) {
      const dir = mkdtempSync(path.join(os.tmpdir(), "plansmith-bench-import-"));
      bombDir = dir;
      context.onCleanup(() => rm(dir, { recursive: true, force: true }));
      // The whole context: its databaseUrl says where the server's accounts live.
      return runSeedScript(context, "import-accounts.ts", {
        emails: ACCOUNTS,
        password: PASSWORD,
        bombPath: bombPath(),
        bombUnpackedBytes: BOMB_UNPACKED_BYTES,
      });
    },
    async run({ baseUrl, httpSettings, log }) {
      try {
        if (!bombDir) throw new Error("the case's prepare step did not run");
        const bomb = readFileSync(bombPath());
        const cookies = await Promise.all(ACCOUNTS.map((email) => signIn(baseUrl, email)));
        const slots = Array.from(
          { length: IMPORTS_IN_FLIGHT },
          (_, i) => cookies[i % cookies.length],
        );
        const health = new URL("/api/health", baseUrl).href;
        const common = {
          url: health,
          connections: httpSettings.connections,
          durationSeconds: httpSettings.durationSeconds,
        };
        log("import: health idle");
        const idle = await measureHttp({ ...common, warmupSeconds: httpSettings.warmupSeconds });
        log(`import: health with ${IMPORTS_IN_FLIGHT} worst-case imports running`);
        const importing = keepImporting(baseUrl, slots, bomb);
        // The imports' uploads and sign-in checks first, so the workers are busy when measured.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const loaded = await measureHttp({ ...common, warmupSeconds: 0 });
        await importing.finish();
        const unexpected = importing.outcomes.filter(
          (outcome) => ![413, 422].includes(outcome.status) || outcome.code !== "IMPORT_LIMIT",
        );
        if (unexpected.length > 0) {
          throw new Error(`imports ended otherwise than at a limit: ${JSON.stringify(unexpected)}`);
        }
        const ratio = (a, b) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : null);
        const ratios = {
          p99Ratio: ratio(loaded.p99Ms, idle.p99Ms),
          p50Ratio: ratio(loaded.p50Ms, idle.p50Ms),
          rpsRatio: ratio(loaded.requestsPerSecond, idle.requestsPerSecond),
        };
        return {
          settings: httpSettings,
          measured: {
            baseline: { url: "/api/health", ...idle },
            target: {
              url: "/api/health (during imports)",
              importsInFlight: IMPORTS_IN_FLIGHT,
              ...loaded,
            },
            imports: { ended: importing.outcomes.length, bombBytes: bomb.byteLength },
            ratios,
          },
          summary:
            `import: health p99 ${loaded.p99Ms} ms during ${IMPORTS_IN_FLIGHT} worst-case imports ` +
            `vs ${idle.p99Ms} ms idle (${ratios.p99Ratio ?? "n/a"}x), ` +
            `${Math.round(loaded.requestsPerSecond)} req/s (${ratios.rpsRatio ?? "n/a"}x idle); ` +
            `${importing.outcomes.length} imports ended at a limit`,
        };
      } finally {
        if (bombDir) rmSync(bombDir, { recursive: true, force: true });
      }
    },
  },
];
