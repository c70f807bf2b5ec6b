// `npm test`: the whole suite, in the order that fails fastest.
// typecheck + lint (side by side) → Vitest → Playwright e2e against a production build.
//
// Vitest runs the unit tests and the integration suite. Without TEST_DATABASE_URL (a local run)
// the integration suite runs on PGlite, the embedded default. With TEST_DATABASE_URL (CI) it runs
// once on that PostgreSQL server — where concurrency is real and the stricter, older server
// proves the SQL — and the tests about PGlite itself (tests/pglite-specific.mjs) run again on
// PGlite; the e2e suite serves from PGlite too.
//
// Ends with each phase's duration, then one plain summary line "tests: N passed, N failed, N
// skipped", and exits non-zero on any failure. `npm test -- --no-e2e` skips the browser suite.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { PGLITE_SPECIFIC_TESTS } from "../tests/pglite-specific.mjs";

const skipE2e = process.argv.includes("--no-e2e");
const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each phase's name and wall-clock seconds, printed at the end and kept for .ci/run. */
const phases = [];

const bin = (name) => `node_modules/.bin/${name}`;

/**
 * Runs one command. `buffered` keeps its output until it ends (for steps that run side by side,
 * so their lines do not interleave); otherwise it streams.
 */
function run(name, command, args, { env = {}, buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n━━ ${name} ━━ ${[command, ...args].join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    });
    let output = "";
    if (buffered) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      phases.push({ name, seconds });
      if (buffered) {
        console.log(`\n━━ ${name} ━━ ${[command, ...args].join(" ")}`);
        process.stdout.write(output);
      }
      if (code !== 0) failures.push(name);
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return;
  // Flaky (failed, then passed on its retry) is a failure: the retry is there for its trace.
  totals.passed += report.stats.expected ?? 0;
  totals.failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
  totals.skipped += report.stats.skipped ?? 0;
}

async function vitest(name, projects, reportName, env, files = []) {
  const report = `${RESULTS}/${reportName}.json`;
  rmSync(report, { force: true });
  await run(
    name,
    bin("vitest"),
    [
      "run",
      ...projects.flatMap((project) => ["--project", project]),
      ...files,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    { env },
  );
  countVitest(report);
}

// Both are single-threaded: on two cores they finish together in the time of the longer one.
await Promise.all([
  run("typecheck", bin("tsc"), ["--noEmit"], { buffered: true }),
  run(
    "lint",
    bin("eslint"),
    ["--max-warnings=0", "--cache", "--cache-location", ".eslintcache", "."],
    {
      buffered: true,
    },
  ),
]);

if (process.env.TEST_DATABASE_URL) {
  await vitest(
    "unit + integration (PostgreSQL)",
    ["unit", "unit-isolated", "integration", "integration-isolated"],
    "vitest",
  );
  await vitest(
    "integration: PGlite itself",
    ["integration", "integration-isolated"],
    "vitest-pglite",
    { TEST_DATABASE_URL: "" },
    PGLITE_SPECIFIC_TESTS,
  );
} else {
  console.log(
    "\nThe races in tests/integration/**/*.postgres.test.ts need PostgreSQL and are not run: " +
      "set TEST_DATABASE_URL (a role with CREATEDB) to run them, as CI does.",
  );
  await vitest(
    "unit + integration (PGlite)",
    ["unit", "unit-isolated", "integration", "integration-isolated"],
    "vitest",
    { TEST_DATABASE_URL: "" },
  );
}

if (!skipE2e) {
  const e2eJson = `${RESULTS}/e2e.json`;
  rmSync(e2eJson, { force: true });
  // One production build, shared by every e2e spec (bundle checks included).
  if (await run("build (next build)", process.execPath, ["scripts/build.mjs"])) {
    await run("e2e (Playwright, Chromium)", process.execPath, ["scripts/e2e.mjs"], {
      env: { E2E_SKIP_BUILD: "1" },
    });
    countPlaywright(e2eJson);
  }
}

writeFileSync(`${RESULTS}/phases.json`, JSON.stringify(phases, null, 2));
console.log("\nPhases (wall clock):");
for (const phase of phases)
  console.log(`  ${phase.name.padEnd(40)} ${phase.seconds.toFixed(0).padStart(6)} s`);

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${failures.join(", ")}`);
// A failed step without counted tests (typecheck, lint, a crashed runner) still fails the run.
const failed = Math.max(totals.failed, failures.length > 0 && totals.failed === 0 ? 1 : 0);
console.log(`tests: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
