import { USERNAME_PATTERN } from "@/lib/routes/username-pattern";

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
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const name = decoded.startsWith("@") ? decoded.slice(1) : decoded;
  return USERNAME_PATTERN.test(name) ? name : null;
}
