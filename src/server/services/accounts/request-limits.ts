/**
 * Limits on the account actions that send e-mail or create accounts, so nobody can flood an
 * inbox or mass-create accounts through our REST and tRPC adapters. Fixed windows, counted in
 * PostgreSQL so every app instance shares them.
 */
import { sql } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { requestLimits } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export interface RequestLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

/** Per action: what one address and one client IP may do. */
export const ACCOUNT_ACTION_LIMITS = {
  "magic-link": {
    perEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
    perIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  },
  "password-reset": {
    perEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
    perIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  },
  "resend-confirmation": {
    perEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
    perIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  },
  "sign-up": { perEmail: { max: 5, windowMs: ONE_HOUR }, perIp: { max: 60, windowMs: ONE_HOUR } },
  // Each try checks the current password: a stolen session must not be able to guess it.
  "password-change": {
    perEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
    perIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  },
} as const satisfies Record<string, { perEmail: RequestLimit; perIp: RequestLimit }>;

export type AccountAction = keyof typeof ACCOUNT_ACTION_LIMITS;

/** Files one user may attach (upload) per window, whatever they are for: storage is not free. */
export const ATTACHMENT_UPLOAD_LIMIT: RequestLimit = { max: 60, windowMs: FIFTEEN_MINUTES };

/** Counts one request against `key`; answers whether it is still within the limit. */
export async function takeRequest(
  db: Database,
  key: string,
  limit: RequestLimit,
  now: Date,
): Promise<boolean> {
  const windowStartsAfter = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .insert(requestLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${requestLimits.windowStart} <= ${windowStartsAfter} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${requestLimits.windowStart} <= ${windowStartsAfter} then ${now}::timestamptz else ${requestLimits.windowStart} end`,
      },
    })
    .returning({ count: requestLimits.count });
  return (row?.count ?? 1) <= limit.max;
}

/** Throws 429 RATE_LIMIT_ERROR when the address or the client IP has used up the action. */
export async function enforceAccountActionLimit(
  db: Database,
  action: AccountAction,
  who: { email: string | null; ip: string | null },
  now: Date = new Date(),
): Promise<void> {
  const limits = ACCOUNT_ACTION_LIMITS[action];
  const checks: Promise<boolean>[] = [];
  if (who.email) checks.push(takeRequest(db, `${action}:email:${who.email}`, limits.perEmail, now));
  if (who.ip) checks.push(takeRequest(db, `${action}:ip:${who.ip}`, limits.perIp, now));
  const allowed = await Promise.all(checks);
  if (allowed.includes(false)) {
    throw new AppError(ERROR_CODES.rateLimited, 429, ACCOUNT_ERRORS.tooManyRequests);
  }
}
