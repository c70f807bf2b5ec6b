/**
 * What the fake OpenAI and Anthropic servers share: the scripted replies a test queues, the log
 * of what the real provider packages sent, a node:http server on port 0 that records when a
 * client goes away mid-answer, and the answers to scripted failures (status codes here, bodies
 * from each provider). Each wire protocol lives in its own file; this one knows none.
 *
 * Why scripts rather than canned fixtures: a test states the provider behaviour it needs (a 429,
 * a stream cut after two chunks, a tool call) next to its assertions, so the SDK's real parsing
 * and retry code runs against each case without a network.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export interface FakeUsage {
  inputTokens: number;
  outputTokens: number;
}

/** One scripted answer; the servers take them in order, one per request. */
export type FakeReply =
  /**
   * A text answer, streamed one chunk per SSE event (or joined when not streamed); `delayMs`
   * paces the chunks like a real model, so a client can stop or leave mid-answer.
   */
  | { kind: "text"; chunks: string[]; usage?: FakeUsage; delayMs?: number }
  /** A tool call whose JSON arguments stream in `argumentChunks` pieces. */
  | {
      kind: "tool-call";
      toolName: string;
      input: unknown;
      argumentChunks?: number;
      usage?: FakeUsage;
    }
  /** 429 with a retry-after header in seconds. */
  | { kind: "rate-limited"; retryAfterSeconds: number }
  /** 500 (or another 5xx) with the provider's error body. */
  | { kind: "server-error"; status?: number }
  /** 400 with the provider's "prompt too long" body. */
  | { kind: "context-overflow" }
  /** Streams the chunks, then destroys the socket: no final event, no usage. */
  | { kind: "cut"; chunks: string[] }
  /** Drops the connection before answering anything (a network failure, a crashed server). */
  | { kind: "drop" }
  /** Streams the chunks, then waits for the client to go away (stop / abort). */
  | { kind: "hang"; chunks: string[] };

export const DEFAULT_REPLY: FakeReply = { kind: "text", chunks: ["Hello", " from", " the fake."] };

/** Usage a reply reports when it states none: one output token per streamed piece. */
export function usageOf(reply: FakeReply): FakeUsage {
  if ("usage" in reply && reply.usage) return reply.usage;
  return { inputTokens: 10, outputTokens: "chunks" in reply ? reply.chunks.length : 1 };
}

export interface FakeLlmRequest {
  method: string;
  path: string;
  /** Whether the key (Bearer or x-api-key) matched; a wrong one is answered 401. */
  authorized: boolean;
  model: unknown;
  stream: boolean;
  /** `messages` (chat, Anthropic) or `input` (OpenAI Responses), as sent. */
  messages: unknown;
  /** Names of the tools offered. */
  tools: string[];
  body: Record<string, unknown>;
  /** Text chunks written so far: shows whether a stopped stream really stopped the provider. */
  chunksSent: number;
  /** The reply the script gave this request (null when it was refused before). */
  reply: FakeReply | null;
  /** Settles when the answer ended: "finished", or "disconnected" when the client left first. */
  outcome: Promise<"finished" | "disconnected">;
}

export interface FakeLlmServer {
  /** Base URL including the API version prefix, e.g. http://127.0.0.1:5432/v1 */
  url: string;
  apiKey: string;
  requests: FakeLlmRequest[];
  /** Queues replies for the next requests; when the queue is empty DEFAULT_REPLY answers. */
  script(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

export interface RouteContext {
  request: IncomingMessage;
  response: ServerResponse;
  body: Record<string, unknown>;
  entry: FakeLlmRequest;
  /** The scripted reply to answer with: never a failure, those the server answers itself. */
  reply: FakeReply;
}

export type Route = (context: RouteContext) => void | Promise<void>;

export interface FakeServerOptions {
  apiKey: string;
  /** Reads the key the client sent. */
  keyOf(request: IncomingMessage): string | undefined;
  /** Answers a wrong key the way the provider does. */
  refuseKey(response: ServerResponse): void;
  /** Path (without the /v1 prefix) → handler. */
  routes: Record<string, Route>;
  /** Reads the tool names out of a request body. */
  toolNames(body: Record<string, unknown>): string[];
  /** The provider's error bodies for the scripted failures. */
  failures: FailureBodies;
}

/** What a provider says for each scripted failure; the status codes are the same for all. */
export interface FailureBodies {
  rateLimited: unknown;
  /** The body of a 5xx answer (Anthropic's differs between 500 and 529). */
  serverError(status: number): unknown;
  contextOverflow: unknown;
}

/** Answers a failure reply (429, 5xx, 400 overflow); false for the replies that answer normally. */
function answerFailure(response: ServerResponse, reply: FakeReply, bodies: FailureBodies): boolean {
  switch (reply.kind) {
    case "rate-limited":
      sendJson(response, 429, bodies.rateLimited, {
        "retry-after": String(reply.retryAfterSeconds),
      });
      return true;
    case "server-error": {
      const status = reply.status ?? 500;
      sendJson(response, status, bodies.serverError(status));
      return true;
    }
    case "context-overflow":
      sendJson(response, 400, bodies.contextOverflow);
      return true;
    default:
      return false;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

export function openSse(response: ServerResponse) {
  response.writeHead(200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
  });
}

/** One SSE event; `event:` lines are what Anthropic sends, OpenAI sends data only. */
export function writeSse(response: ServerResponse, data: unknown, event?: string) {
  const payload = typeof data === "string" ? data : JSON.stringify(data);
  response.write(`${event ? `event: ${event}\n` : ""}data: ${payload}\n\n`);
}

/** Splits a string into `count` pieces of near-equal length (at least one). */
export function splitInto(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)));
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size)
    pieces.push(text.slice(start, start + size));
  return pieces.length > 0 ? pieces : [""];
}

/**
 * Writes the text chunks of a streamed reply, paced by its `delayMs`; stops as soon as the client
 * has gone. Returns whether the client is still there.
 */
export async function streamChunks(
  { response, entry }: Pick<RouteContext, "response" | "entry">,
  reply: FakeReply,
  write: (chunk: string, index: number) => void,
): Promise<boolean> {
  const chunks = "chunks" in reply ? reply.chunks : [];
  const delayMs = reply.kind === "text" ? (reply.delayMs ?? 0) : 0;
  for (const [index, chunk] of chunks.entries()) {
    if (response.destroyed) return false;
    write(chunk, index);
    entry.chunksSent += 1;
    if (delayMs > 0) await sleep(delayMs);
  }
  return !response.destroyed;
}

/** Ends a streamed reply the way its script says: normally, cut, or left open until the client leaves. */
export function endStream(response: ServerResponse, reply: FakeReply, finish: () => void) {
  if (reply.kind === "cut") {
    // Flush what was written, then drop the connection without a final event.
    response.socket?.destroySoon();
    return;
  }
  if (reply.kind === "hang") return;
  finish();
  response.end();
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startFakeLlmServer(options: FakeServerOptions): Promise<FakeLlmServer> {
  const requests: FakeLlmRequest[] = [];
  const queue: FakeReply[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      let settle: (outcome: "finished" | "disconnected") => void = () => {};
      const entry: FakeLlmRequest = {
        method: request.method ?? "GET",
        path: (request.url ?? "/").split("?")[0] ?? "/",
        authorized: options.keyOf(request) === options.apiKey,
        model: body.model,
        stream: body.stream === true,
        messages: body.messages ?? body.input,
        tools: options.toolNames(body),
        body,
        chunksSent: 0,
        reply: null,
        outcome: new Promise((resolve) => (settle = resolve)),
      };
      requests.push(entry);
      response.on("close", () => settle(response.writableFinished ? "finished" : "disconnected"));

      if (!entry.authorized) return options.refuseKey(response);
      const route = options.routes[entry.path.replace(/^\/v1/, "")];
      if (!route || request.method !== "POST") {
        return sendJson(response, 404, { error: { message: `No fake for ${entry.path}` } });
      }
      const reply = (entry.reply = queue.shift() ?? DEFAULT_REPLY);
      if (reply.kind === "drop") return void response.socket?.destroy();
      if (answerFailure(response, reply, options.failures)) return;
      await route({ request, response, body, entry, reply });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey: options.apiKey,
    requests,
    script: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((failure) => (failure ? reject(failure) : resolve()));
      }),
  };
}
