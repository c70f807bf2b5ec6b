/**
 * A local stand-in for the OpenAI API as the real `@ai-sdk/openai` and
 * `@ai-sdk/openai-compatible` packages call it: `POST /v1/chat/completions` (what
 * `openai.chat(id)` and every OpenAI-compatible server such as Ollama, vLLM or LM Studio use) and
 * `POST /v1/responses` (what the default `openai(id)` uses since @ai-sdk/openai v2). Streams are
 * SSE `data:` events ending in `[DONE]`; errors carry OpenAI's `{ error: { message, type, param,
 * code } }` body. Replies are scripted per request (see fake-llm-server.ts).
 */
import {
  endStream,
  type FakeLlmServer,
  type FakeReply,
  openSse,
  type RouteContext,
  sendJson,
  splitInto,
  startFakeLlmServer,
  streamChunks,
  usageOf,
  writeSse,
} from "./fake-llm-server";

export const FAKE_OPENAI_KEY = "sk-fake-openai-key";

/** OpenAI's answers to the scripted failures, so tests can assert on the message the SDK surfaces. */
export const OPENAI_ERRORS = {
  wrongKey: {
    message:
      "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
    type: "invalid_request_error",
    param: null,
    code: "invalid_api_key",
  },
  rateLimited: {
    message: "Rate limit reached for requests. Please try again shortly.",
    type: "requests",
    param: null,
    code: "rate_limit_exceeded",
  },
  serverError: {
    message: "The server had an error while processing your request. Sorry about that!",
    type: "server_error",
    param: null,
    code: null,
  },
  contextOverflow: {
    message:
      "This model's maximum context length is 128000 tokens. However, your messages resulted in 131072 tokens. Please reduce the length of the messages.",
    type: "invalid_request_error",
    param: "messages",
    code: "context_length_exceeded",
  },
} as const;

const argumentsOf = (reply: Extract<FakeReply, { kind: "tool-call" }>) =>
  JSON.stringify(reply.input);
const textOf = (reply: FakeReply) => ("chunks" in reply ? reply.chunks : []);

async function chatCompletions(context: RouteContext) {
  const { response, body, entry, reply } = context;
  const id = `chatcmpl-${entry.path.length}${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = String(body.model);
  const usage = usageOf(reply);
  const openAiUsage = {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
  };
  const toolCall =
    reply.kind === "tool-call"
      ? {
          id: "call_fake_1",
          type: "function",
          function: { name: reply.toolName, arguments: argumentsOf(reply) },
        }
      : null;
  const finishReason = toolCall ? "tool_calls" : "stop";

  if (!entry.stream) {
    const message = {
      role: "assistant",
      content: toolCall ? null : textOf(reply).join(""),
      ...(toolCall && { tool_calls: [toolCall] }),
    };
    return sendJson(response, 200, {
      id,
      object: "chat.completion",
      created,
      model,
      choices: [{ index: 0, message, finish_reason: finishReason }],
      usage: openAiUsage,
    });
  }

  const chunk = (delta: object, finish: string | null) => ({
    id,
    object: "chat.completion.chunk",
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  openSse(response);
  if (reply.kind === "tool-call" && toolCall) {
    const pieces = splitInto(toolCall.function.arguments, reply.argumentChunks ?? 3);
    writeSse(
      response,
      chunk(
        {
          role: "assistant",
          tool_calls: [
            { index: 0, ...toolCall, function: { name: reply.toolName, arguments: "" } },
          ],
        },
        null,
      ),
    );
    for (const piece of pieces)
      writeSse(
        response,
        chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }, null),
      );
  } else {
    const open = await streamChunks(context, reply, (text, index) =>
      writeSse(
        response,
        chunk(index === 0 ? { role: "assistant", content: text } : { content: text }, null),
      ),
    );
    if (!open) return;
  }
  endStream(response, reply, () => {
    writeSse(response, chunk({}, finishReason));
    // OpenAI sends usage in a last chunk with no choices, only when the client asks for it.
    const options = body.stream_options as { include_usage?: boolean } | undefined;
    if (options?.include_usage)
      writeSse(response, { ...chunk({}, null), choices: [], usage: openAiUsage });
    writeSse(response, "[DONE]");
  });
}

async function responsesApi(context: RouteContext) {
  const { response, body, entry, reply } = context;
  const head = {
    id: `resp_fake_${Date.now()}`,
    object: "response",
    created_at: Math.floor(Date.now() / 1000),
    model: String(body.model),
  };
  const usage = usageOf(reply);
  const responsesUsage = {
    input_tokens: usage.inputTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: usage.outputTokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: usage.inputTokens + usage.outputTokens,
  };
  const item =
    reply.kind === "tool-call"
      ? {
          type: "function_call",
          id: "fc_fake_1",
          call_id: "call_fake_1",
          name: reply.toolName,
          arguments: argumentsOf(reply),
          status: "completed",
        }
      : {
          type: "message",
          id: "msg_fake_1",
          role: "assistant",
          status: "completed",
          content: [{ type: "output_text", text: textOf(reply).join(""), annotations: [] }],
        };
  const completed = {
    ...head,
    status: "completed",
    incomplete_details: null,
    output: [item],
    usage: responsesUsage,
  };

  if (!entry.stream) return sendJson(response, 200, completed);

  let sequence = 0;
  const send = (event: Record<string, unknown>) =>
    writeSse(response, { ...event, sequence_number: sequence++ });
  openSse(response);
  send({ type: "response.created", response: { ...head, status: "in_progress", output: [] } });
  if (reply.kind === "tool-call") {
    send({
      type: "response.output_item.added",
      output_index: 0,
      item: { ...item, arguments: "", status: "in_progress" },
    });
    for (const delta of splitInto(argumentsOf(reply), reply.argumentChunks ?? 3)) {
      send({
        type: "response.function_call_arguments.delta",
        item_id: item.id,
        output_index: 0,
        delta,
      });
    }
  } else {
    send({
      type: "response.output_item.added",
      output_index: 0,
      item: { ...item, status: "in_progress", content: [] },
    });
    const open = await streamChunks(context, reply, (delta) =>
      send({
        type: "response.output_text.delta",
        item_id: item.id,
        output_index: 0,
        content_index: 0,
        delta,
      }),
    );
    if (!open) return;
  }
  endStream(response, reply, () => {
    send({ type: "response.output_item.done", output_index: 0, item });
    send({ type: "response.completed", response: completed });
  });
}

function toolNames(body: Record<string, unknown>): string[] {
  const tools = Array.isArray(body.tools)
    ? (body.tools as { name?: string; function?: { name?: string } }[])
    : [];
  return tools.map((tool) => tool.function?.name ?? tool.name ?? "");
}

export function startFakeOpenAiServer(apiKey = FAKE_OPENAI_KEY): Promise<FakeLlmServer> {
  return startFakeLlmServer({
    apiKey,
    keyOf: (request) => request.headers.authorization?.replace(/^Bearer /, ""),
    refuseKey: (response) => sendJson(response, 401, { error: OPENAI_ERRORS.wrongKey }),
    failures: {
      rateLimited: { error: OPENAI_ERRORS.rateLimited },
      serverError: () => ({ error: OPENAI_ERRORS.serverError }),
      contextOverflow: { error: OPENAI_ERRORS.contextOverflow },
    },
    routes: { "/chat/completions": chatCompletions, "/responses": responsesApi },
    toolNames,
  });
}
