/**
 * An error as the server log shows it: each error of the cause chain with its name, message and
 * database error code, then the stack frames of the outermost one. A failed query (Drizzle's
 * "Failed query: … params: …") keeps its SQL but not its parameters: those are user data and,
 * for sessions and verification rows, tokens.
 */

/** Causes followed before the chain is cut (a cause may point back to its own error). */
const MAX_CAUSES = 5;
/** Stack frames kept; the deepest ones are framework internals. */
const MAX_STACK_FRAMES = 12;

interface QueryFailure {
  query: string;
  params: unknown[];
}

function isQueryFailure(error: Error): error is Error & QueryFailure {
  const candidate = error as Partial<QueryFailure>;
  return typeof candidate.query === "string" && Array.isArray(candidate.params);
}

/** Fields of a PostgreSQL error that name what failed without quoting any value. */
const DATABASE_ERROR_FIELDS = ["code", "constraint", "table", "column"] as const;

function describeOne(error: Error): string {
  // Drizzle's wrapper puts the parameters in its message; the driver's own error does not.
  const message =
    isQueryFailure(error) && error.message.startsWith("Failed query:")
      ? `Failed query: ${error.query} (${error.params.length} parameters, not logged)`
      : error.message;
  const facts = DATABASE_ERROR_FIELDS.flatMap((field) => {
    const value = (error as unknown as Record<string, unknown>)[field];
    return typeof value === "string" ? [`${field} ${value}`] : [];
  });
  // Never PostgreSQL's `detail`: for a check violation it quotes the whole failing row.
  return `${error.name}: ${message}${facts.length ? ` [${facts.join(", ")}]` : ""}`;
}

export function describeErrorForLog(error: Error): string {
  const parts: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current instanceof Error && !seen.has(current) && parts.length < MAX_CAUSES) {
    seen.add(current);
    parts.push(parts.length === 0 ? describeOne(current) : `caused by ${describeOne(current)}`);
    current = current.cause;
  }
  if (current !== undefined && !(current instanceof Error) && !seen.has(current)) {
    parts.push(`caused by ${typeof current === "string" ? current : typeof current}`);
  }
  // Frames only: the stack's first line repeats the message, parameters included.
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_STACK_FRAMES);
  return [...parts, ...frames].join("\n");
}
