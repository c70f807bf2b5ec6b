/** Login lockout (spec sections 4 and 9): 5 failed logins lock sign-in for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;
export const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;

/** Whole minutes left until `lockedUntil`, at least 1 while locked. */
export function minutesLeft(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
}

export function lockoutMessage(minutes: number): string {
  return `Too many failed login attempts. Please try again in ${minutes} minutes.`;
}
