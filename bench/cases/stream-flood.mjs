// Issue 23, A1: does one user following their own generation from 300 connections starve the
// instance? Before the limit every follow was accepted and GET /api/health, queued behind them
// for a pooled connection, took 3–4 s and once answered 503. The case starts one generation and
// probes health the way a load balancer does (one request after another, from a process of its
// own) in three moments:
// - idle: the generation running, nobody following it;
// - the burst: FLOOD follows sent at once (each a session check, then a place or a 429), and one
//   health request sent with them — it waits in the same queue of requests;
// - held: once every follow has been answered, while the accepted ones stay open and read the
//   generation as it writes. health p99 held ÷ idle is the figure of the issue.
// For scale, the same burst of FLOOD requests to /api/health itself is timed too: the queue a
// burst makes is the server's per-request cost, whatever the route.
//
// prepare() starts the local OpenAI stand-in (bench/lib/fake-provider.mjs) with a reply long
// enough to outlast the run, and seeds a confirmed account with credits. The server keeps its
// default stream limits (AI_STREAMS_PER_USER / AI_STREAMS_PER_PROCESS). Runs on the run's
// database: PGlite, or PostgreSQL with BENCH_DATABASE_URL (where health has its own connection).
import { spawn } from "node:child_process";
import path from "node:path";
import { preparePaidModel } from "../lib/fake-provider.mjs";
import { groupCpuMs } from "../lib/process-cpu.mjs";
import { signIn } from "../lib/trpc.mjs";

/** Concurrent followers of the one generation, as in the attack. */
const FLOOD = 300;
/** Health is probed like a load balancer does, one request after another, each with this limit. */
const PROBE_TIMEOUT_MS = 10_000;
/** The reply: one token every 10 ms for 120 s, so the generation writes throughout the run. */
const REPLY = { tokens: 12_000, delayMs: 10 };
const MODEL = "gpt-5-mini";
const MODEL_ID = `openai:${MODEL}`;
const EMAIL = "bench-stream-flood@plansmith.test";
const PASSWORD = "bench-password-1234";

async function startGeneration(baseUrl, cookie) {
  const response = await fetch(new URL("/api/trpc/aiPlan.startDiagram", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify({
      json: { request: { description: "The release steps." }, modelId: MODEL_ID },
    }),
  });
  const body = await response.json().catch(() => null);
  const generationId = body?.result?.data?.json?.generationId;
  if (response.status !== 200 || !generationId) {
    throw new Error(`aiPlan.startDiagram answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return generationId;
}

async function stopGeneration(baseUrl, cookie, generationId) {
  await fetch(new URL(`/api/ai/generations/${generationId}/stop`, baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: "{}",
  }).then((response) => response.arrayBuffer());
}

/**
 * FLOOD clients following the generation, all sent at once: an accepted one reads its stream
 * until `stop()`, a refused one stops there (as the browser's useGenerationStream does on a
 * 4xx). `answered` resolves once every client has its first answer.
 */
function flood(baseUrl, cookie, generationId) {
  const controller = new AbortController();
  const counts = { accepted: 0, refused: 0, otherStatus: 0, errors: 0 };
  const started = performance.now();
  let answeredAtMs = 0;
  const url = new URL(`/api/ai/generations/${generationId}/stream`, baseUrl);
  const firstAnswers = [];
  const clients = Array.from({ length: FLOOD }, async () => {
    let answered = () => {};
    firstAnswers.push(new Promise((resolve) => (answered = resolve)));
    try {
      const response = await fetch(url, {
        headers: { cookie, accept: "text/event-stream" },
        signal: controller.signal,
      });
      answeredAtMs = Math.max(answeredAtMs, performance.now() - started);
      answered();
      if (response.status === 200) {
        counts.accepted += 1;
        for await (const chunk of response.body) void chunk;
      } else {
        await response.arrayBuffer();
        if (response.status === 429) counts.refused += 1;
        else counts.otherStatus += 1;
      }
    } catch {
      answered();
      if (!controller.signal.aborted) counts.errors += 1;
    }
  });
  return {
    counts,
    answered: Promise.all(firstAnswers).then(() => answeredAtMs),
    async stop() {
      controller.abort();
      await Promise.allSettled(clients);
    },
  };
}

/** FLOOD requests to `path` sent at once: the time until the last is answered, and the statuses. */
async function burst(baseUrl, path) {
  const started = performance.now();
  const statuses = {};
  await Promise.all(
    Array.from({ length: FLOOD }, async () => {
      const response = await fetch(new URL(path, baseUrl));
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }),
  );
  return { answeredMs: performance.now() - started, statuses };
}

/** One GET /api/health from this process: its time and status. */
async function healthOnce(baseUrl) {
  const started = performance.now();
  const response = await fetch(new URL("/api/health", baseUrl), {
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  }).catch(() => null);
  await response?.arrayBuffer();
  return { ms: performance.now() - started, status: response?.status ?? "timeout" };
}

/**
 * GET /api/health one request after another for `seconds` (after `warmupSeconds` not counted),
 * from a process of its own (bench/workloads/health-probe.mjs), so the flood's clients in this
 * process cannot delay it: each answer's time and status. A timeout or an answer other than 200
 * is counted, not thrown, so a starved instance shows in the figures.
 */
function probeHealth(projectDir, baseUrl, { seconds, warmupSeconds }) {
  const script = path.join(projectDir, "bench", "workloads", "health-probe.mjs");
  const spec = { url: new URL("/api/health", baseUrl).href, seconds, warmupSeconds };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [script, JSON.stringify({ ...spec, timeoutMs: PROBE_TIMEOUT_MS })],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(output))
        : reject(new Error(`the health probe exited ${code}`)),
    );
  });
}

const ms = (value) => `${value.toFixed(1)} ms`;

export const cases = [
  {
    name: "stream-flood",
    description: `GET /api/health p99 while ${FLOOD} follows of one user's AI stream are sent and held, ÷ idle`,
    async prepare(context) {
      const prepared = await preparePaidModel(context, {
        spec: {
          chunks: Array.from({ length: REPLY.tokens }, (_, i) => `s${i} `),
          delayMs: REPLY.delayMs,
          replies: 4,
        },
        model: MODEL,
        account: { email: EMAIL, password: PASSWORD, credits: 10_000 },
      });
      return { serverEnv: prepared.serverEnv };
    },
    async run({ baseUrl, httpSettings, server, projectDir, log }) {
      const settings = {
        seconds: httpSettings.durationSeconds,
        warmupSeconds: httpSettings.warmupSeconds,
      };
      const cookie = await signIn(baseUrl, EMAIL, PASSWORD);
      const generationId = await startGeneration(baseUrl, cookie);
      try {
        log("stream-flood: health with the generation running, nobody following…");
        const idle = await probeHealth(projectDir, baseUrl, settings);
        log(`stream-flood: ${FLOOD} follows at once, then health while the accepted are held…`);
        const cpuBefore = groupCpuMs(server.pid);
        const followers = flood(baseUrl, cookie, generationId);
        let duringBurst;
        let burstMs;
        let held;
        try {
          duringBurst = await healthOnce(baseUrl);
          burstMs = await followers.answered;
          held = await probeHealth(projectDir, baseUrl, { ...settings, warmupSeconds: 0 });
        } finally {
          await followers.stop();
        }
        const cpuAfter = groupCpuMs(server.pid);
        log(`stream-flood: for scale, ${FLOOD} health requests at once…`);
        const healthBurst = await burst(baseUrl, "/api/health");
        const ratio = (a, b) => (b > 0 ? a / b : null);
        const p99Ratio = ratio(held.p99Ms, idle.p99Ms);
        const { counts } = followers;
        const x = (value) => (value === null ? "n/a" : `${value.toFixed(2)}x`);
        return {
          settings: { ...settings, flood: FLOOD, probeTimeoutMs: PROBE_TIMEOUT_MS },
          measured: {
            idle,
            held,
            ratios: { p99Ratio, p50Ratio: ratio(held.p50Ms, idle.p50Ms) },
            burst: {
              answeredMs: burstMs,
              healthSentWithIt: duringBurst,
              followers: counts,
              serverCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
              healthBurst,
            },
          },
          summary:
            `stream-flood: health p99 ${ms(held.p99Ms)} while ${counts.accepted} of ${FLOOD} ` +
            `follows are held vs ${ms(idle.p99Ms)} idle (${x(p99Ratio)}), p50 ${ms(held.p50Ms)} vs ` +
            `${ms(idle.p50Ms)}, answers ${JSON.stringify(held.statuses)}; the burst: ` +
            `${counts.refused} answered 429, ${counts.otherStatus + counts.errors} other, all ` +
            `answered in ${ms(burstMs)} (health sent with it: ${ms(duringBurst.ms)}, ` +
            `${duringBurst.status}); ${FLOOD} health requests at once take ` +
            `${ms(healthBurst.answeredMs)}`,
        };
      } finally {
        await stopGeneration(baseUrl, cookie, generationId).catch(() => undefined);
      }
    },
  },
];
