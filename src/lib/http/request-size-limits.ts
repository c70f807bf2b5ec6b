/**
 * How much one API request may carry, named once for the tRPC endpoint, the REST adapters and
 * their tests. Anything over a limit is refused before it is parsed or run.
 */

/**
 * Most calls in one tRPC batch (GET of queries or POST of mutations). A page batches a handful
 * of queries; the client link splits larger groups at this size, so only a hand-made request
 * reaches the limit.
 */
export const TRPC_MAX_BATCH_SIZE = 20;

/**
 * Largest tRPC request body. The biggest valid call is a new plan with MAX_SECTIONS_ON_CREATE
 * (50) sections of SECTION_BODY_MAX_LENGTH (200,000) characters, ~10 MB as ASCII JSON; 16 MiB
 * leaves room for escaping and multi-byte characters without letting a body grow unbounded.
 */
export const TRPC_MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Largest JSON body of a REST adapter (sign-in, sign-up, profile…): a few short fields each.
 * File import has its own multipart limit (IMPORT_MAX_BYTES).
 */
export const REST_JSON_MAX_BYTES = 64 * 1024;

/**
 * Largest JSON body of PUT /api/profile: the short fields plus an avatar, a data URL of at most
 * 256 KB of image (~342 KB as base64).
 */
export const PROFILE_JSON_MAX_BYTES = 512 * 1024;

/** "16 MiB", "64 KiB": a byte limit as people read it. */
export function formatByteLimit(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
