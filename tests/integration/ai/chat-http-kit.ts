/**
 * Shared by the chat route suites: the requests a signed-in browser sends, and readers for the
 * SSE reply and for stored message parts.
 *
 * Pure on purpose — nothing here may import the server (directly or through a helper): src/env.ts
 * reads the environment once, when first imported, and these suites stub it with vi.stubEnv
 * (AI_OFFLINE_STREAM_DELAY_MS, provider keys) before they import the app. A server import from
 * this kit would run before the stubs and silently drop them.
 */
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { APP_ORIGIN } from "../../helpers/rest-client";

/** POST /api/ai/chat from the app's own origin, with the session cookie when there is one. */
export function chatRequest(
  cookie: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${APP_ORIGIN}/api/ai/chat`, {
    method: "POST",
    headers: {
      origin: APP_ORIGIN,
      "content-type": "application/json",
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/**
 * A new question as the composer sends it: to the offline planner in chat mode unless
 * `overrides` say otherwise, with the given attachments.
 */
export function submitBody(
  text: string,
  { attachmentIds = [], ...overrides }: { attachmentIds?: string[]; [field: string]: unknown } = {},
) {
  return {
    trigger: "submit",
    modelId: OFFLINE_MODEL_ID,
    mode: "chat",
    message: { text, attachmentIds },
    ...overrides,
  };
}

/** GET /api/ai/chat/{threadId}/stream: the reconnect a reload makes. */
export function followRequest(cookie: string | null, threadId: string): Request {
  return new Request(`${APP_ORIGIN}/api/ai/chat/${threadId}/stream`, {
    headers: cookie ? { cookie } : {},
  });
}

/** The text deltas of an SSE UI message stream, joined. */
export function streamedText(sse: string): string {
  return sse
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string })
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta)
    .join("");
}

/** The text of stored message parts (file and tool parts left out). */
export function textOfParts(parts: unknown): string {
  return (parts as { type: string; text?: string }[])
    .filter((part) => part.type === "text")
    .map((part) => part.text)
    .join("");
}
