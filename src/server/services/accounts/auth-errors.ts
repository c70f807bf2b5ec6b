import { isAPIError } from "better-auth/api";
import { AppError, type AppErrorStatus } from "@/lib/app-error";
import { ERROR_CODES, ERROR_MESSAGES } from "@/lib/error-catalogue";
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
      failure.message ?? ERROR_MESSAGES.loginRateLimited,
    );
  }
  if (failure.status === 429) {
    return new AppError(ERROR_CODES.rateLimited, 429, ERROR_MESSAGES.loginRateLimited);
  }
  if (failure.code === "EMAIL_NOT_VERIFIED") {
    return new AppError(ERROR_CODES.emailNotConfirmed, 403, ERROR_MESSAGES.emailNotConfirmed);
  }
  if (failure.status === 400 && failure.code !== "INVALID_EMAIL_OR_PASSWORD") {
    return new AppError(
      ERROR_CODES.badRequest,
      400,
      failure.message ?? ERROR_MESSAGES.invalidInput,
    );
  }
  return new AppError(ERROR_CODES.invalidCredentials, 401, ERROR_MESSAGES.loginFailed);
}

/** Any other Better Auth failure, keeping its status and a readable message. */
export function authError(error: unknown): AppError {
  const failure = failureOf(error);
  if (!failure) return unexpected(error);
  if (failure.status === 429)
    return new AppError(ERROR_CODES.rateLimited, 429, ERROR_MESSAGES.loginRateLimited);
  if (
    failure.code === "USER_ALREADY_EXISTS" ||
    failure.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"
  ) {
    return new AppError(ERROR_CODES.emailTaken, 409, ERROR_MESSAGES.emailTaken);
  }
  if (failure.code === "INVALID_TOKEN" || failure.code === "TOKEN_EXPIRED") {
    return new AppError(ERROR_CODES.linkExpired, 400, ERROR_MESSAGES.linkExpired);
  }
  const status = ([400, 401, 403, 404, 409, 422] as const).find((s) => s === failure.status);
  return new AppError(
    failure.code ?? ERROR_CODES.badRequest,
    (status ?? 400) as AppErrorStatus,
    failure.message ?? ERROR_MESSAGES.invalidInput,
  );
}

function unexpected(error: unknown): AppError {
  if (error instanceof AppError) return error;
  throw error;
}
