// Seeding a case's database before the server starts (PGlite allows one process per data
// directory): runs a TypeScript seed script under bench/seed/ with tsx.
import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Runs `bench/seed/<script>` on the (not yet served) data directory — or the run's PostgreSQL
 * database when `databaseUrl` is set (BENCH_DATABASE_URL) — with `spec` as JSON, passing
 * its `[seed]` lines to `log`; rejects with the script's whole output when it fails.
 */
export function runSeedScript({ projectDir, dataDir, databaseUrl, log }, script, spec) {
  // No default: a case that passes only part of its context would seed PGlite while the server
  // runs on PostgreSQL (every sign-in then answers 401).
  if (typeof databaseUrl !== "string") {
    return Promise.reject(
      new Error(`${script}: pass the case's whole context (databaseUrl is "" for PGlite)`),
    );
  }
  const tsx = path.join(projectDir, "node_modules", ".bin", "tsx");
  const file = path.join(projectDir, "bench", "seed", script);
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [file, dataDir, JSON.stringify(spec)], {
      cwd: projectDir,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        output += chunk;
        for (const line of chunk.split("\n")) if (line.startsWith("[seed]")) log(line);
      });
    }
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding failed (exit ${code}):\n${output}`)),
    );
  });
}
