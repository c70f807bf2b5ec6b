/**
 * The secret of an unlisted link (/p/{token}): whoever knows it may read the shared plan, so it
 * is random (crypto), long enough that it cannot be guessed or enumerated, and URL-safe.
 */
import { randomBytes } from "node:crypto";

/** 192 bits of randomness (at least 128 are needed): 32 base64url characters. */
export const UNLISTED_TOKEN_BYTES = 24;

export function newUnlistedToken(): string {
  return randomBytes(UNLISTED_TOKEN_BYTES).toString("base64url");
}
