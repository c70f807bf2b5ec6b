/**
 * A local stand-in for Resend's `POST /emails`, speaking its wire protocol: bearer key, JSON
 * body validated the way Resend does, errors as `{ statusCode, name, message }`, success as
 * `{ id }`. Started on port 0 per test file, so tests never reach the real service.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeResendRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
  /** The id answered, when the mail was accepted. */
  id: string | null;
}

export interface FakeResendServer {
  /** Base URL to use as RESEND_BASE_URL, e.g. http://127.0.0.1:54321 */
  url: string;
  apiKey: string;
  requests: FakeResendRequest[];
  /** The accepted mails only. */
  accepted(): FakeResendRequest[];
  /**
   * Holds every request that arrives from now on, unanswered, until the returned function is
   * called: a mail provider that has not finished sending.
   */
  hold(): () => void;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

function error(response: ServerResponse, statusCode: number, name: string, message: string) {
  answer(response, statusCode, { statusCode, name, message });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const isFilled = (value: unknown) => typeof value === "string" && value.trim().length > 0;

/** Resend's checks on a send: the first problem found wins, as in their API. */
function validationProblem(body: Record<string, unknown>): string | null {
  if (!isFilled(body.from)) return "Missing `from` field.";
  const to = body.to;
  const recipients = Array.isArray(to) ? to : to === undefined ? [] : [to];
  if (recipients.length === 0) return "Missing `to` field.";
  if (recipients.length > 50) return "Too many recipients. The maximum is 50.";
  for (const address of recipients) {
    if (typeof address !== "string" || !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
      return `Invalid \`to\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`;
    }
  }
  if (!isFilled(body.subject)) return "Missing `subject` field.";
  if (!isFilled(body.html) && !isFilled(body.text)) return "Missing `html` or `text` field.";
  return null;
}

export async function startFakeResendServer(
  options: { apiKey?: string } = {},
): Promise<FakeResendServer> {
  const apiKey = options.apiKey ?? "re_test_key";
  const requests: FakeResendRequest[] = [];
  let held: Promise<void> | null = null;

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const gate = held;
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // Kept as text: the record shows what was sent.
    }
    const record: FakeResendRequest = {
      method: request.method ?? "",
      path: request.url ?? "",
      headers: request.headers,
      body,
      id: null,
    };
    requests.push(record);
    if (gate) await gate;

    if (record.path !== "/emails") return error(response, 404, "not_found", "Not found");
    if (record.method !== "POST") {
      return error(response, 405, "method_not_allowed", "Method not allowed");
    }
    const authorization = request.headers.authorization;
    if (!authorization?.startsWith("Bearer ")) {
      return error(
        response,
        401,
        "missing_api_key",
        "Missing API key in the authorization header.",
      );
    }
    if (authorization.slice("Bearer ".length) !== apiKey) {
      return error(response, 403, "invalid_api_key", "API key is invalid");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return error(response, 422, "validation_error", "Invalid JSON body.");
    }
    const problem = validationProblem(body as Record<string, unknown>);
    if (problem) return error(response, 422, "validation_error", problem);

    record.id = randomUUID();
    answer(response, 200, { id: record.id });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    accepted: () => requests.filter((entry) => entry.id !== null),
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((failure) => (failure ? reject(failure) : resolve()));
      }),
  };
}
