import { isAPIError } from "better-auth/api";
import { AppError, type AppErrorStatus } from "@/lib/app-error";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { ACCOUNT_LOCKED_CODE } from "@/server/auth/lockout-hooks";

interface BetterAuthFailure {
  status: number;
  code: string | undefined;
  message: string | undefined;
}

function failureOf(error: unknown): BetterAuthFailure | null {
  if (!isAPIError(error)) return null;
  const body = (error.body ?? {}) as { code?: string; message?: string };
  return { status: error.statusCode, code: body.code, message: body.message };
}

/** Better Auth's sign-in failures in the words of the spec's error catalogue (section 8). */
export function signInError(error: unknown): AppError {
  const failure = failureOf(error);
  if (!failure) return unexpected(error);
  if (failure.code === ACCOUNT_LOCKED_CODE) {
    return new AppError(
      ERROR_CODES.accountLocked,
      429,
      failure.message ?? ACCOUNT_ERRORS.loginRateLimited,
    );
  }
  if (failure.status === 429) {
    return new AppError(ERROR_CODES.rateLimited, 429, ACCOUNT_ERRORS.loginRateLimited);
  }
  if (failure.code === "EMAIL_NOT_VERIFIED") {
    return new AppError(ERROR_CODES.emailNotConfirmed, 403, ACCOUNT_ERRORS.emailNotConfirmed);
  }
  if (failure.status === 400 && failure.code !== "INVALID_EMAIL_OR_PASSWORD") {
    return new AppError(ERROR_CODES.badRequest, 400, failure.message ?? COMMON_ERRORS.invalidInput);
  }
  return new AppError(ERROR_CODES.invalidCredentials, 401, ACCOUNT_ERRORS.loginFailed);
}

/** Any other Better Auth failure, keeping its status and a readable message. */
export function authError(error: unknown): AppError {
  const failure = failureOf(error);
  if (!failure) return unexpected(error);
  if (failure.status === 429)
    return new AppError(ERROR_CODES.rateLimited, 429, ACCOUNT_ERRORS.loginRateLimited);
  if (
    failure.code === "USER_ALREADY_EXISTS" ||
    failure.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"
  ) {
    return new AppError(ERROR_CODES.emailTaken, 409, ACCOUNT_ERRORS.emailTaken);
  }
  if (failure.code === "INVALID_TOKEN" || failure.code === "TOKEN_EXPIRED") {
    return new AppError(ERROR_CODES.linkExpired, 400, ACCOUNT_ERRORS.linkExpired);
  }
  const status = ([400, 401, 403, 404, 409, 422] as const).find((s) => s === failure.status);
  return new AppError(
    failure.code ?? ERROR_CODES.badRequest,
    (status ?? 400) as AppErrorStatus,
    failure.message ?? COMMON_ERRORS.invalidInput,
  );
}

function unexpected(error: unknown): AppError {
  if (error instanceof AppError) return error;
  throw error;
}
