// Issue 23, A1: does one user flooding their own generation's stream starve the instance? The
// case measures GET /api/health the way a load balancer probes it, first with one generation
// running and nobody following it ("idle"), then while FLOOD clients of the same user follow it
// at once (GET /api/ai/generations/{id}/stream) — clients refused with 429 try again after
// RETRY_MS, as a script would — and reports health p99 during the flood ÷ idle. Before the limit
// every follow was accepted and health, queued behind them for a pooled connection, took 3–4 s
// and once answered 503.
//
// prepare() starts the local OpenAI stand-in (bench/lib/fake-provider.mjs) with a reply long
// enough to outlast the run, and seeds a confirmed account with credits. The server keeps its
// default stream limits (AI_STREAMS_PER_USER / AI_STREAMS_PER_PROCESS). Runs on the run's
// database: PGlite, or PostgreSQL with BENCH_DATABASE_URL (where health has its own connection).
import { measurePath } from "../lib/compare.mjs";
import { startFakeProvider } from "../lib/fake-provider.mjs";
import { groupCpuMs } from "../lib/process-cpu.mjs";
import { runSeedScript } from "../lib/seed.mjs";
import { signIn } from "../lib/trpc.mjs";

/** Concurrent followers of the one generation, as in the attack. */
const FLOOD = 300;
/** A refused follower asks again after this long. */
const RETRY_MS = 1_000;
/** Health is probed like a load balancer does: one connection, one request after another. */
const HEALTH_CONNECTIONS = 1;
/** The reply: one token every 10 ms for 120 s, so the generation writes throughout the run. */
const REPLY = { tokens: 12_000, delayMs: 10 };
const MODEL = "gpt-5-mini";
const MODEL_ID = `openai:${MODEL}`;
const EMAIL = "bench-stream-flood@plansmith.test";
const PASSWORD = "bench-password-1234";

let fake = null;

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
 * FLOOD clients following the generation until `stop()`: each reads an accepted stream until
 * it ends or the flood stops, and asks again RETRY_MS after a refusal. Counts what they got.
 */
function flood(baseUrl, cookie, generationId) {
  const controller = new AbortController();
  const counts = { accepted: 0, refused: 0, otherStatus: 0, errors: 0, liveMax: 0 };
  let live = 0;
  const url = new URL(`/api/ai/generations/${generationId}/stream`, baseUrl);
  const wait = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), {
        once: true,
      });
    });
  async function client() {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(url, {
          headers: { cookie, accept: "text/event-stream" },
          signal: controller.signal,
        });
        if (response.status === 200) {
          counts.accepted += 1;
          live += 1;
          counts.liveMax = Math.max(counts.liveMax, live);
          try {
            for await (const chunk of response.body) void chunk;
          } finally {
            live -= 1;
          }
        } else {
          await response.arrayBuffer();
          if (response.status === 429) counts.refused += 1;
          else counts.otherStatus += 1;
          await wait(RETRY_MS);
        }
      } catch {
        if (!controller.signal.aborted) {
          counts.errors += 1;
          await wait(RETRY_MS);
        }
      }
    }
  }
  const clients = Array.from({ length: FLOOD }, () => client());
  return {
    counts,
    async stop() {
      controller.abort();
      await Promise.allSettled(clients);
    },
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;

export const cases = [
  {
    name: "stream-flood",
    description: `GET /api/health p99 while ${FLOOD} clients of one user follow one AI stream, ÷ the same with none following`,
    async prepare(context) {
      fake = await startFakeProvider(context, {
        chunks: Array.from({ length: REPLY.tokens }, (_, i) => `s${i} `),
        delayMs: REPLY.delayMs,
        replies: 4,
      });
      context.onCleanup(() => fake.stop());
      await runSeedScript(context, "ai-account.ts", {
        email: EMAIL,
        password: PASSWORD,
        credits: 10_000,
      });
      return {
        serverEnv: {
          OPENAI_API_KEY: fake.apiKey,
          OPENAI_BASE_URL: fake.url,
          OPENAI_MODELS: MODEL,
          AI_MODEL_PRICES: `${MODEL}=0.01/0.01`,
        },
      };
    },
    async run({ baseUrl, httpSettings, server, log }) {
      const settings = { ...httpSettings, connections: HEALTH_CONNECTIONS };
      const cookie = await signIn(baseUrl, EMAIL, PASSWORD);
      const generationId = await startGeneration(baseUrl, cookie);
      try {
        log("stream-flood: health with the generation running, nobody following…");
        const idle = await measurePath({ baseUrl, settings, path: "/api/health" });
        log(`stream-flood: ${FLOOD} followers…`);
        const cpuBefore = groupCpuMs(server.pid);
        const started = performance.now();
        const followers = flood(baseUrl, cookie, generationId);
        let during;
        try {
          during = await measurePath({ baseUrl, settings, path: "/api/health" });
        } finally {
          await followers.stop();
        }
        const seconds = (performance.now() - started) / 1000;
        const cpuAfter = groupCpuMs(server.pid);
        const p99Ratio = idle.p99Ms > 0 ? during.p99Ms / idle.p99Ms : null;
        const p50Ratio = idle.p50Ms > 0 ? during.p50Ms / idle.p50Ms : null;
        const { counts } = followers;
        const serverCpuShare =
          cpuBefore === null || cpuAfter === null
            ? null
            : (cpuAfter - cpuBefore) / (seconds * 1000);
        return {
          settings: { ...settings, flood: FLOOD, retryMs: RETRY_MS },
          measured: {
            idle,
            during,
            ratios: { p99Ratio, p50Ratio },
            followers: { ...counts, refusedPerSecond: counts.refused / seconds },
            serverCpuCores: serverCpuShare,
          },
          summary:
            `stream-flood: health p99 ${ms(during.p99Ms)} during ${FLOOD} followers vs ` +
            `${ms(idle.p99Ms)} idle (${p99Ratio === null ? "n/a" : `${p99Ratio.toFixed(2)}x`}), ` +
            `p50 ${ms(during.p50Ms)} vs ${ms(idle.p50Ms)}; ${Math.round(during.requestsPerSecond)} vs ` +
            `${Math.round(idle.requestsPerSecond)} req/s, all 200; followers: ${counts.liveMax} live at most, ` +
            `${counts.refused} answers 429 (${Math.round(counts.refused / seconds)}/s), ` +
            `${counts.otherStatus + counts.errors} other`,
        };
      } finally {
        await stopGeneration(baseUrl, cookie, generationId).catch(() => undefined);
      }
    },
  },
];
