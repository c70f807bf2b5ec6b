import { env } from "@/env";
import { redactSecrets } from "@/lib/logging/redact-secrets";
import { describeErrorForLog } from "./log-error-description";

const LEVELS = ["debug", "info", "warn", "error"] as const;
type Level = (typeof LEVELS)[number];

function enabled(level: Level): boolean {
  if (env.LOG_LEVEL === "silent") return false;
  return LEVELS.indexOf(level) >= LEVELS.indexOf(env.LOG_LEVEL);
}

function write(level: Level, scope: string, message: string, detail?: unknown) {
  if (!enabled(level)) return;
  const line = `[${scope}] ${message}`;
  const sink = level === "error" ? console.error : level === "warn" ? console.warn : console.log;
  if (detail === undefined) sink(line);
  // Details pass the shared redaction (src/lib/logging): no password, token or cookie is written,
  // and an error is described without the parameters of a failed query.
  else sink(line, redactSecrets(detail, { describeError: describeErrorForLog }));
}

/** Server log with a scope per area ("db", "trpc", "health"), filtered by LOG_LEVEL. */
export function createLogger(scope: string) {
  return {
    debug: (message: string, detail?: unknown) => write("debug", scope, message, detail),
    info: (message: string, detail?: unknown) => write("info", scope, message, detail),
    warn: (message: string, detail?: unknown) => write("warn", scope, message, detail),
    error: (message: string, detail?: unknown) => write("error", scope, message, detail),
  };
}
