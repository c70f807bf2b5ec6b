/**
 * The one rule for what never reaches a log line, on the client (tRPC logger link) and on the
 * server (src/server/log.ts): values of fields whose name says they hold a secret are replaced
 * by {@link REDACTED}, at any depth. Matching is on the field name, case-insensitive and
 * ignoring `_`/`-`, so `password`, `currentPassword`, `new_password`, `X-Api-Key`,
 * `sessionToken` and `Set-Cookie` are all caught. Pure: the input is never changed.
 */

export const REDACTED = "[redacted]";

/** A field whose (normalised) name contains one of these holds a secret. */
export const SECRET_NAME_PARTS = [
  "password",
  "passwd",
  "passphrase",
  "secret",
  "token",
  "cookie",
  "authorization",
  "apikey",
  "credential",
  "privatekey",
  "codeverifier",
  "signature",
] as const;

/** Short names that are secrets only as a whole name (one-time codes, OAuth `code`, `otp`). */
export const SECRET_NAMES = ["code", "otp", "pin", "auth", "jwt", "sid"] as const;

/** Nesting kept before the rest is summarised, so a hostile deep input cannot blow the stack. */
export const REDACT_MAX_DEPTH = 20;

function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export function isSecretFieldName(name: string): boolean {
  const key = normalise(name);
  return (
    (SECRET_NAMES as readonly string[]).includes(key) ||
    SECRET_NAME_PARTS.some((part) => key.includes(part))
  );
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export interface RedactOptions {
  /** How an Error found at any depth is shown (the server drops query parameters); default: as is. */
  describeError?: (error: Error) => unknown;
}

/**
 * A copy of `value` safe to log: secret fields redacted in plain objects, arrays, Maps, Headers
 * and FormData; other values (strings, numbers, dates) as they are.
 */
export function redactSecrets(value: unknown, options: RedactOptions = {}): unknown {
  const describeError = options.describeError ?? ((error: Error) => error);
  return redact(value, 0, new WeakSet(), describeError);
}

function redact(
  value: unknown,
  depth: number,
  seen: WeakSet<object>,
  describeError: (error: Error) => unknown,
): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return describeError(value);
  if (seen.has(value)) return "[circular]";
  if (depth >= REDACT_MAX_DEPTH) return "[nested too deep]";
  seen.add(value);
  const entry = ([key, item]: [string, unknown]): [string, unknown] => [
    key,
    isSecretFieldName(key) ? REDACTED : redact(item, depth + 1, seen, describeError),
  ];
  if (Array.isArray(value))
    return value.map((item) => redact(item, depth + 1, seen, describeError));
  if (value instanceof Map) {
    return new Map(
      [...value].map(([key, item]) =>
        typeof key === "string"
          ? entry([key, item])
          : [key, redact(item, depth + 1, seen, describeError)],
      ),
    );
  }
  if (typeof Headers !== "undefined" && value instanceof Headers) {
    return Object.fromEntries([...value.entries()].map(entry));
  }
  if (typeof FormData !== "undefined" && value instanceof FormData) {
    return Object.fromEntries([...value.entries()].map(entry));
  }
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(entry));
}
