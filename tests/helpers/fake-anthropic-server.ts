/**
 * A local stand-in for Anthropic's Messages API (`POST /v1/messages`) as the real
 * `@ai-sdk/anthropic` package calls it: the key in `x-api-key`, streams as named SSE events
 * (message_start, content_block_start/delta/stop with text_delta or input_json_delta,
 * message_delta carrying stop_reason and output usage, message_stop), errors as
 * `{ type: "error", error: { type, message } }`. Replies are scripted per request
 * (see fake-llm-server.ts).
 */
import {
  endStream,
  type FakeLlmServer,
  openSse,
  type RouteContext,
  sendJson,
  splitInto,
  startFakeLlmServer,
  streamChunks,
  usageOf,
  writeSse,
} from "./fake-llm-server";

export const FAKE_ANTHROPIC_KEY = "sk-ant-fake-key";

/** Anthropic's error bodies for the scripted failures. */
export const ANTHROPIC_ERRORS = {
  wrongKey: { type: "authentication_error", message: "invalid x-api-key" },
  rateLimited: {
    type: "rate_limit_error",
    message:
      "This request would exceed the rate limit for your organization. Please try again later.",
  },
  serverError: { type: "api_error", message: "Internal server error" },
  overloaded: { type: "overloaded_error", message: "Overloaded" },
  contextOverflow: {
    type: "invalid_request_error",
    message: "prompt is too long: 215000 tokens > 200000 maximum",
  },
} as const;

const errorBody = (error: { type: string; message: string }) => ({ type: "error", error });

async function messages(context: RouteContext) {
  const { response, body, entry, reply } = context;
  const usage = usageOf(reply);
  const id = `msg_fake_${Date.now()}`;
  const model = String(body.model);
  const toolUse =
    reply.kind === "tool-call"
      ? { type: "tool_use", id: "toolu_fake_1", name: reply.toolName, input: reply.input }
      : null;
  const chunks = "chunks" in reply ? reply.chunks : [];
  const stopReason = toolUse ? "tool_use" : "end_turn";

  if (!entry.stream) {
    return sendJson(response, 200, {
      id,
      type: "message",
      role: "assistant",
      model,
      content: toolUse ? [toolUse] : [{ type: "text", text: chunks.join("") }],
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens },
    });
  }

  const send = (data: { type: string } & Record<string, unknown>) =>
    writeSse(response, data, data.type);
  openSse(response);
  send({
    type: "message_start",
    message: {
      id,
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: usage.inputTokens, output_tokens: 1 },
    },
  });
  if (toolUse && reply.kind === "tool-call") {
    send({ type: "content_block_start", index: 0, content_block: { ...toolUse, input: {} } });
    for (const partial_json of splitInto(JSON.stringify(reply.input), reply.argumentChunks ?? 3)) {
      send({
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json },
      });
    }
  } else {
    send({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
    const open = await streamChunks(context, reply, (text) =>
      send({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text } }),
    );
    if (!open) return;
  }
  endStream(response, reply, () => {
    send({ type: "content_block_stop", index: 0 });
    send({
      type: "message_delta",
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: usage.outputTokens },
    });
    send({ type: "message_stop" });
  });
}

export function startFakeAnthropicServer(apiKey = FAKE_ANTHROPIC_KEY): Promise<FakeLlmServer> {
  return startFakeLlmServer({
    apiKey,
    keyOf: (request) => {
      const key = request.headers["x-api-key"];
      return Array.isArray(key) ? key[0] : key;
    },
    refuseKey: (response) => sendJson(response, 401, errorBody(ANTHROPIC_ERRORS.wrongKey)),
    failures: {
      rateLimited: errorBody(ANTHROPIC_ERRORS.rateLimited),
      // Anthropic answers 529 when its capacity runs out, with its own error type.
      serverError: (status) =>
        errorBody(status === 529 ? ANTHROPIC_ERRORS.overloaded : ANTHROPIC_ERRORS.serverError),
      contextOverflow: errorBody(ANTHROPIC_ERRORS.contextOverflow),
    },
    routes: { "/messages": messages },
    toolNames: (body) =>
      Array.isArray(body.tools)
        ? (body.tools as { name?: string }[]).map((tool) => tool.name ?? "")
        : [],
  });
}
