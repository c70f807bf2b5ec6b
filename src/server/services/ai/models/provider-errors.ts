/**
 * Provider failures → what the user reads: a catalogue message (AI_TEXT) and a stable code
 * (ERROR_CODES). Never the provider's own message (it can name keys, accounts, internal URLs).
 * Built on the SDK facts pinned in tests/unit/ai/provider-wire-errors.test.ts
 * (docs/wip-ai-wire-fakes.md): APICallError carries statusCode / responseHeaders / data; a
 * RetryError wraps the attempts; a stream cut mid-way is thrown by the stream iteration.
 */
import { APICallError, RetryError } from "ai";
import type { GenerationErrorData } from "@/lib/ai/stream-data";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";

/** Why the runner aborted the provider call because it ran out of time (AbortSignal reason). */
export class GenerationTimeout extends Error {
  constructor() {
    super("The generation ran past AI_REQUEST_TIMEOUT_SECONDS");
    this.name = "GenerationTimeout";
  }
}

export interface ProviderFailureContext {
  /** The error was thrown by the stream iteration after it had started (a cut stream). */
  thrownByStream?: boolean;
  /** The runner's timeout fired. */
  timedOut?: boolean;
}

/** A RetryError (retries spent, or a non-retryable failure after one) stands for its last attempt. */
function lastAttempt(error: unknown): unknown {
  return RetryError.isInstance(error) ? error.lastError : error;
}

function retryAfterSeconds(headers: Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined;
  const milliseconds = Number(headers["retry-after-ms"]);
  if (Number.isFinite(milliseconds) && milliseconds > 0) return Math.ceil(milliseconds / 1000);
  const raw = headers["retry-after"];
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

const OVERFLOW_CODES = new Set(["context_length_exceeded", "string_above_max_length"]);
const OVERFLOW_TEXT = /prompt is too long|maximum context length|context window|too many tokens/i;

function isContextOverflow(error: APICallError): boolean {
  if (error.statusCode !== 400 && error.statusCode !== 413) return false;
  const data = error.data as { error?: { code?: unknown; message?: unknown } } | undefined;
  if (typeof data?.error?.code === "string" && OVERFLOW_CODES.has(data.error.code)) return true;
  // Anthropic (and OpenAI-compatible servers) say it in the message only.
  const message = typeof data?.error?.message === "string" ? data.error.message : "";
  return OVERFLOW_TEXT.test(message) || OVERFLOW_TEXT.test(error.responseBody ?? "");
}

/** The client-facing description of a failed generation. */
export function describeProviderFailure(
  error: unknown,
  context: ProviderFailureContext = {},
): GenerationErrorData {
  if (context.timedOut) {
    return { code: ERROR_CODES.aiProviderTimeout, message: AI_TEXT.providerTimeout };
  }
  const cause = lastAttempt(error);
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (context.thrownByStream || (status !== undefined && status >= 200 && status < 300)) {
      return { code: ERROR_CODES.aiStreamInterrupted, message: AI_TEXT.streamInterrupted };
    }
    if (status === 401 || status === 403) {
      return { code: ERROR_CODES.aiProviderAuth, message: AI_TEXT.providerAuth };
    }
    if (status === 429) {
      const retryAfter = retryAfterSeconds(cause.responseHeaders);
      return {
        code: ERROR_CODES.aiProviderRateLimited,
        message: AI_TEXT.providerRateLimited(retryAfter),
        ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
      };
    }
    if (status === 408) {
      return { code: ERROR_CODES.aiProviderTimeout, message: AI_TEXT.providerTimeout };
    }
    if (isContextOverflow(cause)) {
      return { code: ERROR_CODES.aiContextTooLong, message: AI_TEXT.contextTooLong };
    }
    // No status: the connection failed (refused, reset, DNS). 5xx and 529: the provider's side.
    if (status === undefined || status >= 500) {
      return { code: ERROR_CODES.aiProviderUnavailable, message: AI_TEXT.providerUnavailable };
    }
  } else if (context.thrownByStream) {
    return { code: ERROR_CODES.aiStreamInterrupted, message: AI_TEXT.streamInterrupted };
  }
  return { code: ERROR_CODES.aiGenerationFailed, message: AI_TEXT.generationFailed };
}
