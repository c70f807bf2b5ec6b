// `npm test`: the whole suite, in the order that fails fastest.
// typecheck → lint → Vitest (unit + integration; also against PostgreSQL when
// TEST_DATABASE_URL is set) → Playwright e2e against a production build.
// Ends with one plain summary line "tests: N passed, N failed" and exits non-zero on failure.
// `npm test -- --no-e2e` skips the browser suite (for quick local runs).
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";

const skipE2e = process.argv.includes("--no-e2e");
const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
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
  totals.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  totals.failed += report.stats.unexpected ?? 0;
  totals.skipped += report.stats.skipped ?? 0;
}

const bin = (name) => `node_modules/.bin/${name}`;

step("typecheck", bin("tsc"), ["--noEmit"]);
step("lint", bin("eslint"), ["--max-warnings=0", "."]);

const vitestJson = `${RESULTS}/vitest.json`;
rmSync(vitestJson, { force: true });
step(
  "unit + integration (PGlite)",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  { TEST_DATABASE_URL: "" },
);
countVitest(vitestJson);

if (process.env.TEST_DATABASE_URL) {
  const pgJson = `${RESULTS}/vitest-postgres.json`;
  rmSync(pgJson, { force: true });
  step("integration (PostgreSQL)", bin("vitest"), [
    "run",
    "--project",
    "integration",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${pgJson}`,
  ]);
  countVitest(pgJson);
}

if (!skipE2e) {
  const e2eJson = `${RESULTS}/e2e.json`;
  rmSync(e2eJson, { force: true });
  step("e2e (Playwright, Chromium)", process.execPath, ["scripts/e2e.mjs"]);
  countPlaywright(e2eJson);
}

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${failures.join(", ")}`);
// A failed step without counted tests (typecheck, lint, a crashed runner) still fails the run.
const failed = Math.max(totals.failed, failures.length > 0 && totals.failed === 0 ? 1 : 0);
console.log(`tests: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
