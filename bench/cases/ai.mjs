// AI generations as a browser sees them through the production server, next to the same local
// provider called directly, in the same run, as ratios: time to first token and tokens per
// second, then 20 concurrent streams each way (wall time, and the server's CPU).
//
// prepare() starts the local OpenAI stand-in (bench/lib/fake-provider.mjs: the test suite's fake
// in its own process, one paced reply per request), seeds a confirmed account with credits, and
// hands the server its variables: OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODELS at the fake,
// a tiny AI_MODEL_PRICES, and raised per-user limits. run() then, for each measured stream:
// - through the app: POST /api/trpc/aiPlan.startDiagram (tRPC, signed in, as the browser's
//   'Generate diagram' does), then GET /api/ai/generations/{id}/stream, parsed with the AI SDK's
//   own SSE parser (what useGenerationStream uses); timed from the start request;
// - direct: the real @ai-sdk/openai package's streamText against the fake (what the server
//   itself does), timed from the call.
// Runs on the run's database: PGlite, or PostgreSQL with BENCH_DATABASE_URL.
import { createOpenAI } from "@ai-sdk/openai";
import { parseJsonEventStream, streamText, uiMessageChunkSchema } from "ai";
import { preparePaidModel } from "../lib/fake-provider.mjs";
import { groupCpuMs } from "../lib/process-cpu.mjs";
import { signIn } from "../lib/trpc.mjs";

/** The reply every request gets: 200 tokens, one every 5 ms (≈ 200 tokens/s, a fast model). */
const SPEC = { tokens: 200, delayMs: 5, rounds: 6, concurrent: 20 };
const MODEL = "gpt-5-mini";
const MODEL_ID = `openai:${MODEL}`;
const EMAIL = "bench-ai@plansmith.test";
const PASSWORD = "bench-password-1234";
// Every request takes one scripted reply: warm-up, the rounds and the concurrent round, twice
// over (direct and through the app), with room to spare.
const REPLIES = 4 * (2 + SPEC.rounds + SPEC.concurrent);

/** A valid Mermaid flowchart, one line per token, so the diagram generation ends "finished". */
const CHUNKS = [
  "flowchart TD\n",
  ...Array.from({ length: SPEC.tokens - 1 }, (_, i) => `  s${i} --> s${i + 1}\n`),
];
const TEXT = CHUNKS.join("");

let fake = null;

function timing(started, first, last, text, deltas) {
  if (first === null) throw new Error("no token arrived");
  if (text !== TEXT) throw new Error(`the stream delivered different text (${text.length} chars)`);
  const spanSeconds = Math.max(0.001, (last - first) / 1000);
  // Tokens after the first, over the time they took: the rate the reader sees them arrive.
  return {
    firstTokenMs: first - started,
    tokensPerSecond: (SPEC.tokens - 1) / spanSeconds,
    totalMs: last - started,
    deltas,
  };
}

async function direct(model) {
  const started = performance.now();
  let first = null;
  let last = started;
  let text = "";
  let deltas = 0;
  const result = streamText({ model, prompt: "Draw it.", maxRetries: 0, onError: () => {} });
  for await (const delta of result.textStream) {
    if (!delta) continue;
    last = performance.now();
    first ??= last;
    text += delta;
    deltas += 1;
  }
  return timing(started, first, last, text, deltas);
}

async function throughApp(baseUrl, cookie) {
  const started = performance.now();
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
  const stream = await fetch(new URL(`/api/ai/generations/${generationId}/stream`, baseUrl), {
    headers: { cookie, accept: "text/event-stream" },
  });
  if (stream.status !== 200) throw new Error(`the stream answered ${stream.status}`);
  let first = null;
  let last = started;
  let text = "";
  let deltas = 0;
  const reader = parseJsonEventStream({
    stream: stream.body,
    schema: uiMessageChunkSchema,
  }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value.success) continue;
    if (value.value.type === "error")
      throw new Error(`generation failed: ${value.value.errorText}`);
    if (value.value.type !== "text-delta") continue;
    last = performance.now();
    first ??= last;
    text += value.value.delta;
    deltas += 1;
  }
  return timing(started, first, last, text, deltas);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summarize = (runs) => ({
  firstTokenMsMedian: median(runs.map((run) => run.firstTokenMs)),
  tokensPerSecondMedian: median(runs.map((run) => run.tokensPerSecond)),
  // Start to last token, and how many text deltas carried the reply (the runner stores and
  // forwards batches, so a reader through the app sees fewer, larger deltas).
  totalMsMedian: median(runs.map((run) => run.totalMs)),
  deltasMedian: median(runs.map((run) => run.deltas)),
});

/** `count` streams at once: wall time, this process's CPU and the server group's CPU. */
async function concurrently(kind, serverPid) {
  const clientBefore = process.cpuUsage();
  const serverBefore = groupCpuMs(serverPid);
  const started = performance.now();
  const runs = await Promise.all(Array.from({ length: SPEC.concurrent }, () => kind()));
  const wallMs = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  const serverAfter = groupCpuMs(serverPid);
  return {
    wallMs,
    clientCpuMs: (client.user + client.system) / 1000,
    serverCpuMs: serverBefore === null ? null : serverAfter - serverBefore,
    ...summarize(runs),
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const x = (value) => `${value.toFixed(2)}x`;

export const cases = [
  {
    name: "ai",
    description:
      "AI streams through the production server vs the provider fake called directly: first token, tokens/s, 20 concurrent",
    async prepare(context) {
      const prepared = await preparePaidModel(context, {
        spec: { chunks: CHUNKS, delayMs: SPEC.delayMs, replies: REPLIES },
        model: MODEL,
        account: { email: EMAIL, password: PASSWORD, credits: 1_000_000 },
      });
      fake = prepared.fake;
      return {
        serverEnv: {
          ...prepared.serverEnv,
          AI_REQUESTS_PER_MINUTE: "10000",
          AI_MAX_CONCURRENT_GENERATIONS: String(2 * SPEC.concurrent),
        },
      };
    },
    async run({ baseUrl, server, log }) {
      const model = createOpenAI({ apiKey: fake.apiKey, baseURL: fake.url })(MODEL);
      const cookie = await signIn(baseUrl, EMAIL, PASSWORD);
      const app = () => throughApp(baseUrl, cookie);
      const provider = () => direct(model);
      log(`ai: ${SPEC.rounds} rounds each way, then ${SPEC.concurrent} concurrent…`);
      // Warm-up (route compilation caches, the first LISTEN, JIT), then alternating rounds so
      // any drift in the machine's load falls on both.
      await provider();
      await app();
      const directRuns = [];
      const appRuns = [];
      for (let round = 0; round < SPEC.rounds; round += 1) {
        const order = round % 2 === 0 ? [provider, app] : [app, provider];
        for (const kind of order) (kind === app ? appRuns : directRuns).push(await kind());
      }
      const concurrentDirect = await concurrently(provider, server.pid);
      const concurrentApp = await concurrently(app, server.pid);
      const sequential = { direct: summarize(directRuns), app: summarize(appRuns) };
      const ratios = {
        firstTokenApp: sequential.app.firstTokenMsMedian / sequential.direct.firstTokenMsMedian,
        tokensPerSecondApp:
          sequential.app.tokensPerSecondMedian / sequential.direct.tokensPerSecondMedian,
        concurrentWallApp: concurrentApp.wallMs / concurrentDirect.wallMs,
      };
      const serverCpu =
        concurrentApp.serverCpuMs === null
          ? "server CPU n/a"
          : `server CPU ${ms(concurrentApp.serverCpuMs)} ` +
            `(${ms(concurrentApp.serverCpuMs / SPEC.concurrent)}/stream)`;
      return {
        settings: SPEC,
        measured: {
          sequential,
          ratios,
          concurrent: { streams: SPEC.concurrent, direct: concurrentDirect, app: concurrentApp },
        },
        summary:
          `ai: first token ${ms(sequential.app.firstTokenMsMedian)} via server ` +
          `vs ${ms(sequential.direct.firstTokenMsMedian)} direct (${x(ratios.firstTokenApp)}), ` +
          `${Math.round(sequential.app.tokensPerSecondMedian)} vs ` +
          `${Math.round(sequential.direct.tokensPerSecondMedian)} tokens/s ` +
          `(${x(ratios.tokensPerSecondApp)}); ${SPEC.concurrent} concurrent: ` +
          `${ms(concurrentApp.wallMs)} vs ${ms(concurrentDirect.wallMs)} wall ` +
          `(${x(ratios.concurrentWallApp)}), ${serverCpu}`,
      };
    },
  },
];
