/**
 * The four ways the app will reach a provider (OpenAI's default Responses model, OpenAI chat
 * completions, an OpenAI-compatible server, Anthropic), each built with the real provider package
 * against its local wire fake, plus a stream reader that keeps what each failure looks like.
 */
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { afterAll, beforeAll } from "vitest";

import { startFakeAnthropicServer } from "./fake-anthropic-server";
import type { FakeLlmServer } from "./fake-llm-server";
import { startFakeOpenAiServer } from "./fake-openai-server";

export interface Wire {
  name: string;
  start(): Promise<FakeLlmServer>;
  /** The model as the app will build it, with the given key. */
  model(server: FakeLlmServer, apiKey: string): LanguageModel;
  path: string;
  /** Text the provider's context-overflow error carries. */
  overflowText: string;
  /** What the SDK parses out of that error body into APICallError.data. */
  overflowData: object;
}

export const wires: Wire[] = [
  {
    name: "OpenAI (default model: Responses API)",
    start: () => startFakeOpenAiServer(),
    model: (server, apiKey) => createOpenAI({ baseURL: server.url, apiKey })("gpt-fake"),
    path: "/v1/responses",
    overflowText: "maximum context length",
    overflowData: { error: { code: "context_length_exceeded", type: "invalid_request_error" } },
  },
  {
    name: "OpenAI chat completions",
    start: () => startFakeOpenAiServer(),
    model: (server, apiKey) => createOpenAI({ baseURL: server.url, apiKey }).chat("gpt-fake"),
    path: "/v1/chat/completions",
    overflowText: "maximum context length",
    overflowData: { error: { code: "context_length_exceeded", type: "invalid_request_error" } },
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
    overflowData: { error: { code: "context_length_exceeded", type: "invalid_request_error" } },
  },
  {
    name: "Anthropic Messages",
    start: () => startFakeAnthropicServer(),
    model: (server, apiKey) => createAnthropic({ baseURL: server.url, apiKey })("claude-fake"),
    path: "/v1/messages",
    overflowText: "prompt is too long",
    overflowData: { type: "error", error: { type: "invalid_request_error" } },
  },
];

/**
 * Inside a `describe`: the wire's fake runs for the block's tests and is closed after them.
 * `server` is the fake, `model` the provider model with the fake's own key, `lastRequest()` the
 * newest request the fake received (all read once the block's tests run).
 */
export function useWireFake(wire: Wire) {
  let server: FakeLlmServer | undefined;
  let model: LanguageModel | undefined;
  beforeAll(async () => {
    server = await wire.start();
    model = wire.model(server, server.apiKey);
  });
  afterAll(() => server?.close());
  return {
    get server() {
      return server!;
    },
    get model() {
      return model!;
    },
    lastRequest: () => server!.requests.at(-1)!,
  };
}

/** streamText logs every error to the console unless told otherwise; the tests read them instead. */
export const logNothing = () => {};

/**
 * Drains a stream: the text deltas in order, the error parts, whether it was aborted, and what
 * the iteration itself threw (a failure of the response body, e.g. a cut stream, is thrown by
 * `fullStream`, not sent as an error part).
 */
export async function drain(
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
