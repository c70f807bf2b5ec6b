// `npm run bench [-- <case> ...]`: builds the app, serves it with scripts/server.mjs (npm start), runs the
// benchmark cases against it and writes bench/results/<case>.json. See bench/README.md.
//
// Progress goes to stderr; stdout carries exactly one summary line per case.
import { mkdtemp, rm } from "node:fs/promises";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp, readBuildId } from "./lib/build.mjs";
import { loadCases, selectCases } from "./lib/cases.mjs";
import { createBenchDatabase } from "./lib/database.mjs";
import { findFreePort } from "./lib/port.mjs";
import { writeCaseResult } from "./lib/results.mjs";
import { startServer, waitUntilReady } from "./lib/server.mjs";
import { readHttpSettings } from "./lib/settings.mjs";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const projectDir = path.resolve(benchDir, "..");
// Loopback only: nothing outside this machine needs to reach the benchmark server.
const HOST = "127.0.0.1";
const READY_PATH = "/api/health";
const READY_TIMEOUT_MS = 60_000;

const log = (message) => console.error(`[bench] ${message}`);

// Everything that must be undone however the run ends (success, error, Ctrl+C), newest first:
// stop the server, remove the data folder, stop an unfinished build and undo its file edits.
const cleanups = [];
let server = null;
let dataDir = null;
let cleaning = null;
let cleanedUp = false;

/** Runs the registered clean-ups once; safe to call again (later calls wait for the first). */
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error) => log(`clean-up failed: ${error.message}`));
    }
    cleanedUp = true;
  })();
  return cleaning;
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, () => {
    log(`${signal}: cleaning up…`);
    cleanUp().finally(() => process.exit(code));
  });
}
// Last resort when the process ends without the clean-up having run (an exit from inside a
// dependency, say): nothing can be awaited here, so kill outright and delete synchronously.
process.once("exit", () => {
  if (cleanedUp) return;
  server?.killNow();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the built app on a free loopback port with the run's data directory and database. */
async function startAppServer(database, extraEnv) {
  const port = await findFreePort(HOST);
  log(`starting the app server on ${HOST}:${port} (data in ${dataDir})`);
  server = startServer({
    projectDir,
    host: HOST,
    port,
    verbose: process.env.BENCH_VERBOSE === "1",
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      // Empty, not absent: an empty variable also wins over a DATABASE_URL in a .env file
      // (src/env.ts treats "" as unset), so the server uses the embedded PGlite unless
      // BENCH_DATABASE_URL named a server for this run.
      DATABASE_URL: database.url,
      // What the cases' prepare() asked for (e.g. the `ai` case's local provider and limits).
      ...extraEnv,
    },
  });
  cleanups.push(() => server.stop());
  const readySeconds = await waitUntilReady(server, new URL(READY_PATH, server.baseUrl).href, {
    timeoutMs: READY_TIMEOUT_MS,
  });
  log(`server ready after ${readySeconds.toFixed(1)} s`);
}

async function main(args) {
  const listOnly = args.includes("--list");
  const unknownFlags = args.filter((arg) => arg.startsWith("-") && arg !== "--list");
  if (unknownFlags.length > 0)
    throw new Error(
      `unknown option ${unknownFlags.join(" ")}; usage: npm run bench -- [--list] [case ...]`,
    );

  // Cases and settings are checked before the (slow) build, so a typo fails in a second.
  const allCases = await loadCases(path.join(benchDir, "cases"));
  if (listOnly) {
    for (const benchCase of allCases)
      console.log(`${benchCase.name}\t${benchCase.description ?? ""}`);
    return 0;
  }
  const selected = selectCases(
    allCases,
    args.filter((arg) => !arg.startsWith("-")),
  );
  const httpSettings = readHttpSettings();

  const runStarted = performance.now();
  // Cases marked `server: false` talk to the database directly (e.g. `credits`): when only such
  // cases run, there is nothing to build or serve.
  const needsServer = selected.some((benchCase) => benchCase.server !== false);
  if (needsServer) {
    await buildApp({
      projectDir,
      skipIfPresent: process.env.BENCH_SKIP_BUILD === "1",
      onCleanup: (step) => cleanups.push(step),
    });
  }
  const buildId = needsServer ? readBuildId({ projectDir }) : null;

  // A fresh, empty embedded database for every run, so earlier runs' data cannot skew it.
  dataDir = await mkdtemp(path.join(os.tmpdir(), "plansmith-bench-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // BENCH_DATABASE_URL: a fresh database on that PostgreSQL server instead of PGlite.
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  cleanups.push(() => database.drop());
  log(`database: ${database.label}`);
  // Cases that need data seed it now, straight into the data directory: the embedded database
  // allows one process at a time, so this has to happen before the server opens it.
  // A prepare() may answer `{ serverEnv }`: variables the server must start with (the `ai` case
  // points the OpenAI provider at its local fake), and register clean-ups for what it started.
  const prepareFailures = new Map();
  const serverEnv = {};
  const onCleanup = (step) => cleanups.push(step);
  for (const benchCase of selected.filter((c) => typeof c.prepare === "function")) {
    log(`${benchCase.name}: preparing…`);
    try {
      const prepared = await benchCase.prepare({
        dataDir,
        databaseUrl: database.url,
        projectDir,
        log,
        onCleanup,
      });
      Object.assign(serverEnv, prepared?.serverEnv);
    } catch (error) {
      prepareFailures.set(benchCase.name, error);
    }
  }

  if (needsServer) await startAppServer(database, serverEnv);
  log(`running ${selected.map((c) => c.name).join(", ")}`);

  // What every case gets; later cases (seeding, Chromium) can use dataDir, server and projectDir.
  const context = {
    baseUrl: server?.baseUrl ?? null,
    httpSettings,
    buildId,
    dataDir,
    databaseUrl: database.url,
    projectDir,
    server,
    log,
  };
  const failures = [];
  for (const benchCase of selected) {
    try {
      if (prepareFailures.has(benchCase.name)) throw prepareFailures.get(benchCase.name);
      if (benchCase.server !== false && server.hasExited()) {
        throw new Error(
          `the server is no longer running.\n--- server log (tail) ---\n${server.logTail()}`,
        );
      }
      log(`${benchCase.name}: measuring…`);
      const { settings, measured, summary } = await benchCase.run(context);
      const file = await writeCaseResult({
        resultsDir: path.join(benchDir, "results"),
        name: benchCase.name,
        buildId,
        settings,
        measured,
      });
      log(`${benchCase.name}: wrote ${path.relative(projectDir, file)}`);
      console.log(summary);
    } catch (error) {
      // Keep going: the other cases' figures are still worth having. The exit code reports it.
      failures.push(benchCase.name);
      // Still one stdout line per case: details such as a server log tail go to stderr.
      const [firstLine, ...details] = String(error?.message ?? error).split("\n");
      console.log(`${benchCase.name}: FAILED: ${firstLine}`);
      if (details.length > 0) console.error(details.join("\n"));
    }
  }

  log(`done in ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
  if (failures.length > 0) {
    log(`${failures.length} of ${selected.length} case(s) failed: ${failures.join(", ")}`);
    return 1;
  }
  return 0;
}

let exitCode;
try {
  exitCode = await main(process.argv.slice(2));
} catch (error) {
  log(`error: ${error.message}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
