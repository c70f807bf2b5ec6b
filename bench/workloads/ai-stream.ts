/**
 * The `ai` benchmark's workload (bench/cases/ai.mjs runs it with tsx). One local OpenAI fake
 * (tests/helpers/fake-openai-server.ts) streams the same paced reply to every request, and the
 * same reply is read two ways in the same run:
 *
 * - direct: the real @ai-sdk/openai package calls the fake (`streamText`) and reads its text;
 * - through the app: `startGeneration` runs it (credit hold, row, chunk batches, NOTIFY), and a
 *   browser-like client reads the generation as the stream route serves it: `followGeneration`
 *   → `createUIMessageStreamResponse` (the SSE bytes GET /api/ai/generations/{id}/stream sends)
 *   → `parseJsonEventStream` + `uiMessageChunkSchema` (what useGenerationStream parses).
 *
 * In-process, on purpose: starting a generation over HTTP is the chat route's job, and what this
 * measures is what the runner adds between the provider and the browser (storage, LISTEN/NOTIFY,
 * SSE), not Next's per-request cost, which the `health` and `profile-get` cases measure.
 *
 *   [DATABASE_URL=postgres://…] tsx bench/workloads/ai-stream.ts '<Spec as JSON>'
 *
 * Prints one JSON line.
 */
import { createOpenAI } from "@ai-sdk/openai";
import {
  createUIMessageStreamResponse,
  parseJsonEventStream,
  streamText,
  uiMessageChunkSchema,
} from "ai";
import { env } from "../../src/env";
import { migrateDatabase } from "../../src/server/db/migrate";
import { IN_MEMORY, openDatabase } from "../../src/server/db/open";
import { users } from "../../src/server/db/schema";
import {
  followGeneration,
  startGeneration,
  type GenerationOptions,
} from "../../src/server/services/ai/generations";
import { buildModelRegistry } from "../../src/server/services/ai/models/registry";
import { grantCredits } from "../../src/server/services/credits";
import { startFakeOpenAiServer } from "../../tests/helpers/fake-openai-server";

interface Spec {
  /** Tokens (one SSE chunk each) per reply. */
  tokens: number;
  /** Milliseconds the fake waits between tokens. */
  delayMs: number;
  /** Sequential rounds of each kind (alternating, so load drift falls on both). */
  rounds: number;
  /** Streams at once in the concurrency round. */
  concurrent: number;
}

interface StreamTiming {
  firstTokenMs: number;
  tokensPerSecond: number;
  text: string;
}

const spec = JSON.parse(process.argv[2] ?? "{}") as Spec;
const fake = await startFakeOpenAiServer();
const reply = () => ({
  kind: "text" as const,
  chunks: Array.from({ length: spec.tokens }, (_, index) => `w${index % 10} `),
  delayMs: spec.delayMs,
  usage: { inputTokens: 20, outputTokens: spec.tokens },
});
const model = createOpenAI({ apiKey: fake.apiKey, baseURL: fake.url })("gpt-5-mini");
const registry = buildModelRegistry({
  openai: { apiKey: fake.apiKey, baseURL: fake.url, models: ["gpt-5-mini"] },
  prices: {},
  contextTokens: {},
});

const handle = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: IN_MEMORY,
  poolSize: Math.max(10, spec.concurrent + 5),
});
await migrateDatabase(handle);
const { db } = handle;
const USER = "bench-ai-user";
await db.insert(users).values({ id: USER, name: "Bench", email: "bench-ai@plansmith.test" });
await grantCredits(
  db,
  {
    userId: USER,
    amount: 1_000_000,
    kind: "admin_grant",
    reference: { type: "admin_action", id: "bench" },
    idempotencyKey: "bench-ai-grant",
    description: "Bench credits",
  },
  { signupBonus: 0 },
);
const options: GenerationOptions = {
  registry,
  credits: { signupBonus: 0 },
  requestsPerMinute: 10_000,
  maxConcurrent: spec.concurrent,
  maxRetries: 0,
};

function timing(started: number, first: number | null, last: number, text: string): StreamTiming {
  if (first === null) throw new Error("no token arrived");
  const spanSeconds = Math.max(0.001, (last - first) / 1000);
  // Tokens after the first, over the time they took: the rate the reader sees them arrive.
  return { firstTokenMs: first - started, tokensPerSecond: (spec.tokens - 1) / spanSeconds, text };
}

async function direct(): Promise<StreamTiming> {
  fake.script(reply());
  const started = performance.now();
  let first: number | null = null;
  let last = started;
  let text = "";
  const result = streamText({ model, prompt: "Say it.", maxRetries: 0, onError: () => {} });
  for await (const delta of result.textStream) {
    if (!delta) continue;
    last = performance.now();
    first ??= last;
    text += delta;
  }
  return timing(started, first, last, text);
}

async function throughApp(): Promise<StreamTiming> {
  fake.script(reply());
  const started = performance.now();
  const { generationId } = await startGeneration(
    db,
    {
      userId: USER,
      purpose: "chat",
      mode: "chat",
      modelId: "openai:gpt-5-mini",
      system: "",
      messages: [{ role: "user", content: "Say it." }],
      offlineTask: { kind: "chat" },
      description: "Bench",
      maxOutputTokens: 1_000,
    },
    options,
  );
  const stream = await followGeneration(db, { userId: USER, generationId });
  const body = createUIMessageStreamResponse({ stream }).body!;
  let first: number | null = null;
  let last = started;
  let text = "";
  const reader = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value.success || value.value.type !== "text-delta") continue;
    last = performance.now();
    first ??= last;
    text += value.value.delta;
  }
  return timing(started, first, last, text);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const summarize = (runs: StreamTiming[]) => ({
  firstTokenMsMedian: median(runs.map((run) => run.firstTokenMs)),
  tokensPerSecondMedian: median(runs.map((run) => run.tokensPerSecond)),
});

async function concurrently(kind: () => Promise<StreamTiming>) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const runs = await Promise.all(Array.from({ length: spec.concurrent }, () => kind()));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    ...summarize(runs),
    complete: runs.every((run) => run.text === runs[0]!.text && run.text.length > 0),
  };
}

// Warm-up (module loading, the first LISTEN, JIT), then alternating rounds.
await direct();
await throughApp();
const directRuns: StreamTiming[] = [];
const appRuns: StreamTiming[] = [];
for (let round = 0; round < spec.rounds; round += 1) {
  if (round % 2 === 0) {
    directRuns.push(await direct());
    appRuns.push(await throughApp());
  } else {
    appRuns.push(await throughApp());
    directRuns.push(await direct());
  }
}
if (appRuns.some((run) => run.text !== directRuns[0]!.text)) {
  throw new Error("the app delivered a different text than the provider sent");
}
const concurrentDirect = await concurrently(direct);
const concurrentApp = await concurrently(throughApp);

await fake.close();
await handle.close();

const sequential = { direct: summarize(directRuns), app: summarize(appRuns) };
console.log(
  JSON.stringify({
    database: handle.kind,
    sequential,
    ratios: {
      firstTokenApp: sequential.app.firstTokenMsMedian / sequential.direct.firstTokenMsMedian,
      tokensPerSecondApp:
        sequential.app.tokensPerSecondMedian / sequential.direct.tokensPerSecondMedian,
      concurrentWallApp: concurrentApp.wallMs / concurrentDirect.wallMs,
      concurrentCpuApp: concurrentApp.cpuMs / concurrentDirect.cpuMs,
    },
    concurrent: { streams: spec.concurrent, direct: concurrentDirect, app: concurrentApp },
  }),
);
