/**
 * Checks every operation runs before it touches the database, and the errors it answers.
 * Amounts are whole credits within MAX_CREDITS_PER_OPERATION (a typo or an overflow never
 * reaches a balance); refusals for too little balance carry what the client's dialog shows.
 */
import { AppError } from "@/lib/app-error";
import {
  MAX_CREDITS_PER_OPERATION,
  type InsufficientCreditsDetails,
} from "@/lib/credits/credit-rules";
import { ERROR_CODES } from "@/lib/errors/codes";
import { CREDIT_ERRORS } from "@/lib/errors/credits";

/** Longest idempotency key accepted (keys are built by code: `refund:${chargeId}:${cents}`…). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * A revoke that could take nothing (everything spent or held) writes no ledger row (amounts are
 * never 0), so its key is kept as a hold row that never held anything: status 'released',
 * settled 0, its key under this prefix. Reservation keys must not start with it.
 */
export const EMPTY_REVOKE_KEY_PREFIX = "revoke-nothing:";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A whole number of credits from `min` (1 for movements, 0 for a settlement) to the maximum. */
export function isValidCreditAmount(amount: unknown, min = 1): amount is number {
  return (
    typeof amount === "number" &&
    Number.isInteger(amount) &&
    amount >= min &&
    amount <= MAX_CREDITS_PER_OPERATION
  );
}

export function assertCreditAmount(amount: unknown, min = 1): asserts amount is number {
  if (!isValidCreditAmount(amount, min)) {
    throw new AppError(ERROR_CODES.badRequest, 400, CREDIT_ERRORS.invalidCreditAmount, {
      amount: [CREDIT_ERRORS.invalidCreditAmount],
    });
  }
}

/**
 * Keys are chosen by code, never typed by users, so a bad one is a programming error: a plain
 * Error (the client hears "unexpected error"), not a message for the user.
 */
export function assertIdempotencyKey(key: unknown): asserts key is string {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new Error(
      `credits: an idempotency key must be 1…${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
    );
  }
}

/** A key already used by another user or another kind of operation: a bug in the caller. */
export function keyReusedError(key: string): Error {
  return new Error(`credits: idempotency key ${key} was used for a different operation`);
}

export function insufficientCreditsError(details: InsufficientCreditsDetails): AppError {
  return new AppError(
    ERROR_CODES.insufficientCredits,
    402,
    CREDIT_ERRORS.insufficientCredits,
    undefined,
    { ...details },
  );
}

export function holdNotFoundError(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, CREDIT_ERRORS.creditHoldNotFound);
}

/** Hold ids are UUIDs; anything else cannot name a hold (and would make PostgreSQL throw). */
export function isHoldId(value: string): boolean {
  return UUID.test(value);
}

/** A grant that would take a balance past MAX_CREDIT_BALANCE. */
export function balanceLimitError(): AppError {
  return new AppError(ERROR_CODES.conflict, 409, CREDIT_ERRORS.creditBalanceLimit);
}
