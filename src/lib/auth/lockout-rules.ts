/** Login lockout (spec sections 4 and 9): 5 failed logins lock sign-in for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;
export const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;
/**
 * Failed logins from one client IP, on any accounts, before that IP is locked for LOCKOUT_MS.
 * Much larger than the per-address limit: one office or campus NAT shares an IP, and a few typos
 * there must not lock everyone out; it still stops one IP from guessing across many accounts.
 */
export const MAX_FAILED_LOGINS_PER_IP = 100;
/**
 * Failed logins on one e-mail address, from all clients together, before clients that have never
 * signed in to it are refused for LOCKOUT_MS. Far above MAX_FAILED_LOGINS, so one client's
 * failures never lock out another; it still slows a guesser spread over many addresses. A device
 * that signed in to the account before is not held back by it.
 */
export const MAX_FAILED_LOGINS_PER_EMAIL = 100;

/** Whole minutes left until `lockedUntil`, at least 1 while locked. */
export function minutesLeft(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
}

export function lockoutMessage(minutes: number): string {
  return `Too many failed login attempts. Please try again in ${minutes} minutes.`;
}
