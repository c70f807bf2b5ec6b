/**
 * The `ai` benchmark's provider: tests/helpers/fake-openai-server.ts (the stand-in the provider
 * tests use) in its own process, so its pacing does not share an event loop with the client
 * that measures. Every request gets the same paced reply.
 *
 *   tsx bench/workloads/fake-openai.ts '{"chunks":[…],"delayMs":5,"replies":1000}'
 *
 * Prints one JSON line `{ url, apiKey }` once it listens; runs until it is signalled.
 */
import { startFakeOpenAiServer } from "../../tests/helpers/fake-openai-server";

interface Spec {
  /** The reply's text, one SSE chunk (one token) each. */
  chunks: string[];
  /** Milliseconds between chunks. */
  delayMs: number;
  /** How many requests the run may make (each takes one scripted reply). */
  replies: number;
}

const spec = JSON.parse(process.argv[2] ?? "{}") as Spec;
const fake = await startFakeOpenAiServer();
const reply = {
  kind: "text" as const,
  chunks: spec.chunks,
  delayMs: spec.delayMs,
  usage: { inputTokens: 20, outputTokens: spec.chunks.length },
};
fake.script(...Array.from({ length: spec.replies }, () => reply));
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => void fake.close().finally(() => process.exit(0)));
}
console.log(JSON.stringify({ url: fake.url, apiKey: fake.apiKey }));
