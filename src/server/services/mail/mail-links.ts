/**
 * How long the links in our e-mails stay valid, in seconds. The templates state these lifetimes
 * to the reader and the auth configuration sets the real token lifetimes from the same numbers,
 * so the e-mail can never promise more (or less) time than the token actually has.
 * Pure constants: importable from anywhere on the server without pulling in the database.
 */
export const CONFIRM_EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const RESET_PASSWORD_LINK_TTL_SECONDS = 60 * 60;

/** "24 hours", "15 minutes", "1 hour": a lifetime as the e-mail states it. */
export function describeLifetime(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (seconds % 86_400 === 0 && seconds >= 2 * 86_400) return plural(seconds / 86_400, "day");
  if (seconds % 3600 === 0) return plural(seconds / 3600, "hour");
  if (seconds % 60 === 0) return plural(seconds / 60, "minute");
  return plural(seconds, "second");
}
