/**
 * PostgreSQL `text` and `jsonb` cannot hold the NUL character (U+0000): a value carrying one
 * fails inside the database ("invalid byte sequence", "unsupported Unicode escape sequence").
 * Every API input is checked for it as a whole, before validation, so that no field — today's
 * or one added later — can let it through to a query.
 */
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { REQUEST_TEXT } from "@/lib/errors/common";

/** Where in `value` a string (or an object key) first holds U+0000, as a dotted path; else null. */
export function findNulCharacter(value: unknown): string | null {
  // Iterative walk: input depth is chosen by the client, so no recursion on it.
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return path;
      continue;
    }
    if (current === null || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const join = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (current instanceof Map) {
      for (const [key, item] of current) {
        if (typeof key === "string" && key.includes("\u0000")) return join(visible(key));
        stack.push({ value: item, path: typeof key === "string" ? join(key) : path });
      }
    } else if (typeof FormData !== "undefined" && current instanceof FormData) {
      for (const [key, item] of current) {
        if (key.includes("\u0000")) return join(visible(key));
        stack.push({ value: item, path: join(key) });
      }
    } else if (current instanceof Set || Array.isArray(current)) {
      [...current].forEach((item: unknown, index) =>
        stack.push({ value: item, path: join(index) }),
      );
    } else {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes("\u0000")) return join(visible(key));
        stack.push({ value: item, path: join(key) });
      }
    }
  }
  return null;
}

/** A key as it can be shown: the NUL itself written as `\u0000`. */
function visible(key: string): string {
  return key.replaceAll("\u0000", "\\u0000");
}

/** The 400 of an input holding U+0000 at `field`, with the field's error for forms. */
export function nulCharacterError(field: string): AppError {
  const message = REQUEST_TEXT.nulCharacter(field);
  const topField = field.split(".")[0];
  return new AppError(
    ERROR_CODES.badRequest,
    400,
    message,
    topField ? { [topField]: [message] } : undefined,
  );
}
