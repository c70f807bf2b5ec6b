/**
 * The real provider packages against local wire-protocol fakes: proves the fakes speak each
 * protocol well enough for the SDK's own parsers, and pins down how the SDK surfaces each
 * provider failure (error class, statusCode, isRetryable) — the facts the assistant's error
 * mapping is built on (docs/wip-ai-wire-fakes.md lists them).
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  generateText,
  type LanguageModel,
  RetryError,
  stepCountIs,
  streamText,
  tool,
} from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { startFakeAnthropicServer } from "../../helpers/fake-anthropic-server";
import type { FakeLlmServer } from "../../helpers/fake-llm-server";
import { startFakeOpenAiServer } from "../../helpers/fake-openai-server";

interface Wire {
  name: string;
  start(): Promise<FakeLlmServer>;
  /** The model as the app will build it, with the given key. */
  model(server: FakeLlmServer, apiKey: string): LanguageModel;
  path: string;
  /** Text the provider's context-overflow error carries. */
  overflowText: string;
}

const wires: Wire[] = [
  {
    name: "OpenAI (default model: Responses API)",
    start: () => startFakeOpenAiServer(),
    model: (server, apiKey) => createOpenAI({ baseURL: server.url, apiKey })("gpt-fake"),
    path: "/v1/responses",
    overflowText: "maximum context length",
  },
  {
    name: "OpenAI chat completions",
    start: () => startFakeOpenAiServer(),
    model: (server, apiKey) => createOpenAI({ baseURL: server.url, apiKey }).chat("gpt-fake"),
    path: "/v1/chat/completions",
    overflowText: "maximum context length",
  },
  {
    name: "OpenAI-compatible (Ollama, vLLM, LM Studio)",
    start: () => startFakeOpenAiServer(),
    // includeUsage: without it the SDK does not ask for stream usage and reports none.
    model: (server, apiKey) =>
      createOpenAICompatible({
        name: "local",
        baseURL: server.url,
        apiKey,
        includeUsage: true,
      }).chatModel("llama-fake"),
    path: "/v1/chat/completions",
    overflowText: "maximum context length",
  },
  {
    name: "Anthropic Messages",
    start: () => startFakeAnthropicServer(),
    model: (server, apiKey) => createAnthropic({ baseURL: server.url, apiKey })("claude-fake"),
    path: "/v1/messages",
    overflowText: "prompt is too long",
  },
];

/** streamText logs every error to the console unless told otherwise; the tests read them instead. */
const logNothing = () => {};

/**
 * Drains a stream: the text deltas in order, the error parts, whether it was aborted, and what
 * the iteration itself threw (a failure of the response body, e.g. a cut stream, is thrown by
 * `fullStream`, not sent as an error part).
 */
async function drain(
  result: { fullStream: AsyncIterable<{ type: string; text?: string; error?: unknown }> },
  onText?: (text: string) => void,
) {
  const texts: string[] = [];
  const errors: unknown[] = [];
  let aborted = false;
  let thrown: unknown = null;
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        texts.push(part.text ?? "");
        onText?.(part.text ?? "");
      } else if (part.type === "error") errors.push(part.error);
      else if (part.type === "abort") aborted = true;
    }
  } catch (error) {
    thrown = error;
  }
  return { texts, errors, aborted, thrown };
}

describe.each(wires)("$name", (wire) => {
  let server: FakeLlmServer;
  let model: LanguageModel;
  beforeAll(async () => {
    server = await wire.start();
    model = wire.model(server, server.apiKey);
  });
  afterAll(() => server.close());

  const lastRequest = () => server.requests.at(-1)!;

  it("streams the text in order and reports the usage of the last chunk", async () => {
    server.script({
      kind: "text",
      chunks: ["Plan", " the", " launch"],
      usage: { inputTokens: 21, outputTokens: 3 },
    });
    const result = streamText({
      onError: logNothing,
      model,
      prompt: "Write a plan",
      maxRetries: 0,
    });
    const { texts, errors } = await drain(result);

    expect(errors).toEqual([]);
    expect(texts.join("")).toBe("Plan the launch");
    const usage = await result.usage;
    expect(usage.inputTokens).toBe(21);
    expect(usage.outputTokens).toBe(3);
    expect(await result.finishReason).toBe("stop");
    expect(lastRequest()).toMatchObject({ path: wire.path, stream: true, authorized: true });
    expect(JSON.stringify(lastRequest().messages)).toContain("Write a plan");
    expect(await lastRequest().outcome).toBe("finished");
  });

  it("answers a non-streamed call with its text and usage", async () => {
    server.script({
      kind: "text",
      chunks: ["All", " done"],
      usage: { inputTokens: 5, outputTokens: 2 },
    });
    const result = await generateText({ model, prompt: "Say done", maxRetries: 0 });
    expect(result.text).toBe("All done");
    expect(result.usage.outputTokens).toBe(2);
    expect(lastRequest().stream).toBe(false);
  });

  it("round-trips a tool call whose arguments stream in pieces", async () => {
    server.script(
      { kind: "tool-call", toolName: "readPlan", input: { planId: "plan-42" }, argumentChunks: 4 },
      { kind: "text", chunks: ["The plan has", " 8 sections."] },
    );
    const seen: string[] = [];
    const readPlan = tool({
      description: "Reads a plan",
      inputSchema: z.object({ planId: z.string() }),
      execute: ({ planId }) => {
        seen.push(planId);
        return { sections: 8 };
      },
    });
    const before = server.requests.length;
    const result = streamText({
      onError: logNothing,
      model,
      prompt: "How long is my plan?",
      tools: { readPlan },
      stopWhen: stepCountIs(2),
      maxRetries: 0,
    });
    const { texts, errors } = await drain(result);

    expect(errors).toEqual([]);
    expect(seen).toEqual(["plan-42"]);
    expect(texts.join("")).toBe("The plan has 8 sections.");
    const [first, second] = server.requests.slice(before);
    expect(first?.tools).toEqual(["readPlan"]);
    // The second step sends the tool's result back to the model.
    expect(JSON.stringify(second?.messages)).toContain("sections");
  });

  it("surfaces a wrong key as a non-retryable APICallError 401, sent once", async () => {
    const before = server.requests.length;
    const result = streamText({
      onError: logNothing,
      model: wire.model(server, "wrong-key"),
      prompt: "Hi",
      maxRetries: 2,
    });
    const { errors, thrown } = await drain(result);

    // A failed call (before any stream) arrives as an error part; fullStream itself ends normally.
    expect(thrown).toBeNull();
    expect(errors).toHaveLength(1);
    const error = errors[0];
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 401, isRetryable: false });
    expect(server.requests.slice(before).map((request) => request.authorized)).toEqual([false]);
  });

  it("surfaces a 429 as a retryable APICallError carrying retry-after when retries are off", async () => {
    server.script({ kind: "rate-limited", retryAfterSeconds: 7 });
    const { errors } = await drain(
      streamText({ onError: logNothing, model, prompt: "Hi", maxRetries: 0 }),
    );

    const error = errors[0] as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 429, isRetryable: true });
    expect(error.responseHeaders?.["retry-after"]).toBe("7");
  });

  it("retries a 429 after its retry-after and then streams the answer", async () => {
    server.script(
      { kind: "rate-limited", retryAfterSeconds: 0 },
      { kind: "text", chunks: ["Second", " try"] },
    );
    const before = server.requests.length;
    const { texts, errors } = await drain(
      streamText({ onError: logNothing, model, prompt: "Hi", maxRetries: 1 }),
    );

    expect(errors).toEqual([]);
    expect(texts.join("")).toBe("Second try");
    expect(server.requests.length - before).toBe(2);
  });

  it("wraps the last failure in a RetryError once the retries are spent", async () => {
    server.script(
      { kind: "rate-limited", retryAfterSeconds: 0 },
      { kind: "rate-limited", retryAfterSeconds: 0 },
    );
    const { errors } = await drain(
      streamText({ onError: logNothing, model, prompt: "Hi", maxRetries: 1 }),
    );

    const error = errors[0] as RetryError;
    expect(RetryError.isInstance(error)).toBe(true);
    expect(error.reason).toBe("maxRetriesExceeded");
    expect(error.errors).toHaveLength(2);
    expect(error.lastError).toMatchObject({ statusCode: 429 });
  });

  it("surfaces a 500 as a retryable APICallError", async () => {
    server.script({ kind: "server-error" });
    const { errors } = await drain(
      streamText({ onError: logNothing, model, prompt: "Hi", maxRetries: 0 }),
    );
    expect(APICallError.isInstance(errors[0])).toBe(true);
    expect(errors[0]).toMatchObject({ statusCode: 500, isRetryable: true });
  });

  it("surfaces a context overflow as a non-retryable APICallError 400 with the provider's message", async () => {
    server.script({ kind: "context-overflow" });
    const { errors } = await drain(
      streamText({ onError: logNothing, model, prompt: "A very long brief", maxRetries: 2 }),
    );
    const error = errors[0] as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 400, isRetryable: false });
    expect(error.message).toContain(wire.overflowText);
  });

  it("throws a stream cut mid-way from fullStream as a retryable APICallError, not retried", async () => {
    server.script({ kind: "cut", chunks: ["Half", " an"] });
    const before = server.requests.length;
    const { texts, errors, thrown } = await drain(
      streamText({ onError: logNothing, model, prompt: "Hi", maxRetries: 2 }),
    );

    expect(texts.join("")).toBe("Half an");
    expect(errors).toEqual([]);
    const error = thrown as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      statusCode: 200,
      isRetryable: true,
      message: "Failed to process successful response",
    });
    // maxRetries covers only the call before the stream starts: a cut stream is sent once.
    expect(server.requests.length - before).toBe(1);
    expect(await lastRequest().outcome).toBe("disconnected");
  });

  it("surfaces a connection dropped before any answer as a retryable APICallError without status", async () => {
    server.script({ kind: "drop" });
    const { errors } = await drain(
      streamText({ onError: logNothing, model, prompt: "Hi", maxRetries: 0 }),
    );

    const error = errors[0] as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: undefined, isRetryable: true });
    expect(error.message).toMatch(/^Cannot connect to API/);
  });

  it("cancels the provider call when the caller aborts mid-stream", async () => {
    server.script({ kind: "hang", chunks: ["Still", " writing"] });
    const controller = new AbortController();
    const result = streamText({
      onError: logNothing,
      model,
      prompt: "Hi",
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const { texts, errors, aborted } = await drain(result, () => controller.abort());

    expect(texts[0]).toBe("Still");
    expect(aborted).toBe(true);
    expect(errors).toEqual([]);
    // The fake saw the connection close before its answer ended: the provider call was cancelled.
    expect(await lastRequest().outcome).toBe("disconnected");
  });

  it("stops a paced stream's provider from writing when the caller stops after the first chunk", async () => {
    const chunks = Array.from({ length: 200 }, (_, index) => ` word${index}`);
    server.script({ kind: "text", chunks, delayMs: 5 });
    const controller = new AbortController();
    const result = streamText({
      onError: logNothing,
      model,
      prompt: "Hi",
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const { texts, aborted } = await drain(result, () => controller.abort());

    expect(aborted).toBe(true);
    expect(texts).toEqual([" word0"]);
    const request = lastRequest();
    expect(await request.outcome).toBe("disconnected");
    expect(request.chunksSent).toBeLessThan(chunks.length);
  });
});
