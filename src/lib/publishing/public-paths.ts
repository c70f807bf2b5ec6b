import { USERNAME_PATTERN } from "@/lib/routes/username-pattern";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug-rules";

/**
 * An unlisted link's token as it can appear in /p/{token}: base64url (src/server/services/
 * publishing/tokens.ts writes 32 characters) and never longer than this. Anything else is not a
 * token, so it never reaches a query (a NUL would fail inside PostgreSQL as a 500).
 */
export const UNLISTED_TOKEN_MAX_LENGTH = 128;
export const UNLISTED_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${UNLISTED_TOKEN_MAX_LENGTH}}$`);

/**
 * Addresses of shared pages, written once. The canonical public address uses the @ form
 * (spec section 1: "personal public pages under @username"); /{username}/… serves the same page.
 */
export function publicProfilePath(username: string): string {
  return `/@${encodeURIComponent(username)}`;
}

export function publicPlanPath(username: string, slug: string): string {
  return `${publicProfilePath(username)}/p/${encodeURIComponent(slug)}`;
}

export function unlistedPlanPath(token: string): string {
  return `/p/${encodeURIComponent(token)}`;
}

/**
 * The username in a /{handle} or /@{handle} segment (Next.js may hand it over percent-encoded),
 * or null when the segment cannot be a username at all.
 */
export function usernameFromHandle(segment: string): string | null {
  const decoded = decodedSegment(segment);
  if (decoded === null) return null;
  const name = decoded.startsWith("@") ? decoded.slice(1) : decoded;
  return USERNAME_PATTERN.test(name) ? name : null;
}

/** Next.js may hand a segment over percent-encoded; null when it does not decode. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether `value` could be a slug in some case (a slug in another case is redirected to its
 * canonical spelling): slugs are lowercase letters, digits and hyphens (slug-rules.ts), so
 * anything else is answered 404 without a lookup.
 */
export function couldBeSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value.toLowerCase());
}

/** The slug in a /{handle}/p/{slug} segment, as typed, or null when it cannot be one. */
export function slugFromSegment(segment: string): string | null {
  const decoded = decodedSegment(segment);
  return decoded !== null && couldBeSlug(decoded) ? decoded : null;
}

/** The token in a /p/{token} segment, or null when the segment cannot be one. */
export function unlistedTokenFromSegment(segment: string): string | null {
  const decoded = decodedSegment(segment);
  return decoded !== null && UNLISTED_TOKEN_PATTERN.test(decoded) ? decoded : null;
}
