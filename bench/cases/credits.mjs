// The credits ledger under contention: spends of 1 credit per second on ONE account at 50
// concurrent clients on PostgreSQL, next to a plain single-row `UPDATE … SET n = n - 1` at the
// same concurrency in the same run, reported as a ratio (bench/workloads/credits-spend.ts does
// the work). It talks to the database directly, so it needs no app server (`server: false`).
// PostgreSQL only: PGlite has one connection, so there would be no concurrency to measure.
import { spawn } from "node:child_process";
import path from "node:path";
import { createServerDatabase } from "../../tests/helpers/server-database.mjs";

/** Concurrent clients, each with its own connection (the issue asks for 50). */
const CLIENTS = 50;

function runWorkload({ projectDir, log }, databaseUrl, spec) {
  const tsx = path.join(projectDir, "node_modules", ".bin", "tsx");
  const file = path.join(projectDir, "bench", "workloads", "credits-spend.ts");
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [file, JSON.stringify(spec)], {
      cwd: projectDir,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      if (code !== 0) {
        reject(new Error(`the credits workload failed (exit ${code}):\n${stderr}${stdout}`));
        return;
      }
      log("credits: workload finished");
      resolve(JSON.parse(last));
    });
  });
}

const perSecond = (value) => Math.round(value).toLocaleString("en-US");

export const cases = [
  {
    name: "credits",
    description:
      "credit spends/s on one account at 50 concurrent clients (PostgreSQL) ÷ a plain single-row UPDATE",
    server: false,
    async run(context) {
      const { durationSeconds, warmupSeconds } = context.httpSettings;
      const settings = { clients: CLIENTS, durationSeconds, warmupSeconds };
      // The run's database when BENCH_DATABASE_URL named a server; else a throwaway one on the
      // test server (TEST_DATABASE_URL); else there is nothing to measure.
      let databaseUrl = context.databaseUrl;
      let dropOwn = null;
      if (!databaseUrl && process.env.TEST_DATABASE_URL) {
        const own = await createServerDatabase(process.env.TEST_DATABASE_URL, "plansmith_bench");
        databaseUrl = own.url;
        dropOwn = own.drop;
      }
      if (!databaseUrl) {
        return {
          settings,
          measured: { skipped: "needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL" },
          summary:
            "credits: skipped — needs PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL); " +
            "PGlite has a single connection, so there is no concurrency to measure",
        };
      }
      try {
        context.log(`credits: ${CLIENTS} clients, ${durationSeconds} s per kind…`);
        const measured = await runWorkload(context, databaseUrl, settings);
        const ratio = measured.ratio === null ? "n/a" : `${measured.ratio.toFixed(2)}x`;
        return {
          settings,
          measured,
          summary:
            `credits: ${perSecond(measured.credits.perSecond)} spends/s on one account ` +
            `(${ratio} a plain single-row update, ${perSecond(measured.plain.perSecond)}/s) ` +
            `at ${CLIENTS} clients`,
        };
      } finally {
        await dropOwn?.();
      }
    },
  },
];
