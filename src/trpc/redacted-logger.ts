/**
 * What the tRPC logger link writes to the browser console: the call, its input and its answer
 * with every secret field redacted by the shared rule (src/lib/logging/redact-secrets), so a
 * sign-in or a password change never prints a password, in development or in production.
 */
import type { LoggerLinkOptions } from "@trpc/client";
import { redactSecrets } from "@/lib/logging/redact-secrets";
import type { AppRouter } from "@/server/api/root";

type LoggedOperation = Parameters<NonNullable<LoggerLinkOptions<AppRouter>["logger"]>>[0];

export function logOperationRedacted(operation: LoggedOperation): void {
  const input = redactSecrets(operation.input);
  if (operation.direction === "up") {
    console.log(`>> ${operation.type} #${operation.id} ${operation.path}`, { input });
    return;
  }
  const { result, elapsedMs } = operation;
  const label = `<< ${operation.type} #${operation.id} ${operation.path} (${elapsedMs} ms)`;
  if (result instanceof Error) {
    // The server's message and error data (codes, field errors, error id), not the request.
    console.error(label, { input, error: result.message, data: redactSecrets(result.data) });
    return;
  }
  console.log(label, { input, result: redactSecrets(result.result) });
}
