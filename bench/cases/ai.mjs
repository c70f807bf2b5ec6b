// AI generations: time to first token and tokens per second as a browser-like client sees them
// through the generation runner (credit hold, stored chunk batches, LISTEN/NOTIFY, the stream
// route's SSE, the client's parser), next to the same local OpenAI fake called directly with the
// real provider package, in the same run, as ratios; then 20 concurrent streams each way (wall
// time and CPU). bench/workloads/ai-stream.ts does the work, in-process (see its header for why).
// Runs on the run's database: PGlite, or PostgreSQL with BENCH_DATABASE_URL.
import { spawn } from "node:child_process";
import path from "node:path";

/** The reply every request gets: 200 tokens, one every 5 ms (≈ 200 tokens/s, a fast model). */
const SPEC = { tokens: 200, delayMs: 5, rounds: 6, concurrent: 20 };

function runWorkload({ projectDir, log }, databaseUrl) {
  const tsx = path.join(projectDir, "node_modules", ".bin", "tsx");
  const file = path.join(projectDir, "bench", "workloads", "ai-stream.ts");
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [file, JSON.stringify(SPEC)], {
      cwd: projectDir,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "warn" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      if (code !== 0) {
        reject(new Error(`the ai workload failed (exit ${code}):\n${stderr}${stdout}`));
        return;
      }
      log("ai: workload finished");
      resolve(JSON.parse(last));
    });
  });
}

const ms = (value) => `${value.toFixed(1)} ms`;
const x = (value) => `${value.toFixed(2)}x`;

export const cases = [
  {
    name: "ai",
    description:
      "AI streams through the runner vs the provider fake called directly: first token, tokens/s, 20 concurrent",
    server: false,
    async run(context) {
      context.log(`ai: ${SPEC.rounds} rounds each way, then ${SPEC.concurrent} concurrent…`);
      const measured = await runWorkload(context, context.databaseUrl);
      const { sequential, ratios, concurrent } = measured;
      return {
        settings: SPEC,
        measured,
        summary:
          `ai (${measured.database}): first token ${ms(sequential.app.firstTokenMsMedian)} ` +
          `vs ${ms(sequential.direct.firstTokenMsMedian)} direct (${x(ratios.firstTokenApp)}), ` +
          `${Math.round(sequential.app.tokensPerSecondMedian)} tokens/s ` +
          `(${x(ratios.tokensPerSecondApp)}); ${concurrent.streams} streams: ` +
          `${ms(concurrent.app.wallMs)} wall (${x(ratios.concurrentWallApp)}), ` +
          `${ms(concurrent.app.cpuMs)} CPU (${x(ratios.concurrentCpuApp)})`,
      };
    },
  },
];
