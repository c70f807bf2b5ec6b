/**
 * Username rules (spec section 5): 3–30 letters, digits, underscores or hyphens; unique ignoring
 * case (checked by the database); the reserved words below are refused because they are, or
 * will be, paths of the app.
 */
import {
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from "@/lib/routes/username-pattern";

export const RESERVED_USERNAMES = [
  "admin",
  "api",
  "auth",
  "dashboard",
  "settings",
  "plan",
  "ai",
  "login",
  "signup",
  "confirm",
  "reset-password",
  "publish",
  "examples",
  "about",
  "terms",
  "privacy",
  "gdpr",
  "upwork",
  // Not in the spec's list, but paths of the app too: /{username} would never reach the profile.
  "all-projects",
  "create-plan",
  "dashboard-old",
  "plan-old",
] as const;

const RESERVED = new Set<string>(RESERVED_USERNAMES);

export const USERNAME_MESSAGES = {
  tooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  tooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  invalidCharacters: "Username may contain only letters, digits, underscores and hyphens",
  reserved: "This username is reserved",
  taken: "This username is already taken",
} as const;

export function isReservedUsername(username: string): boolean {
  return RESERVED.has(username.toLowerCase());
}

/** The reason a username cannot be used (uniqueness aside), or null when it is acceptable. */
export function usernameProblem(username: string): string | null {
  if (username.length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (username.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (!USERNAME_PATTERN.test(username)) return USERNAME_MESSAGES.invalidCharacters;
  if (isReservedUsername(username)) return USERNAME_MESSAGES.reserved;
  return null;
}
