import { TRPCClientError } from "@trpc/client";
import { z } from "zod";
import { AUTH_TEXT } from "@/lib/errors/accounts";
import { COMMON_ERRORS } from "@/lib/errors/common";

/** Field name → its messages (the first one is shown). */
export type FieldErrors = Partial<Record<string, string[]>>;

/** What a failed call told us, in the shape the forms need. */
export interface Failure {
  /** The catalogue text to show (already in the user's words). */
  message: string;
  /** The catalogue code (EMAIL_NOT_CONFIRMED, ACCOUNT_LOCKED…), when the server sent one. */
  appCode: string | null;
  /** The HTTP status, or null when no answer came back (offline, aborted). */
  status: number | null;
  /** Messages for particular fields (server-side validation, a taken e-mail…). */
  fieldErrors: FieldErrors;
}

interface ErrorData {
  appCode?: string | null;
  httpStatus?: number;
  fieldErrors?: FieldErrors | null;
  zodError?: { fieldErrors?: FieldErrors } | null;
}

/** Reads a tRPC failure (or anything thrown) into a Failure. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof TRPCClientError) {
    const data = (error.data ?? null) as ErrorData | null;
    if (!data) {
      // No answer from the server: the network failed.
      return {
        message: AUTH_TEXT.somethingWentWrong,
        appCode: null,
        status: null,
        fieldErrors: {},
      };
    }
    const fieldErrors: FieldErrors = {
      ...(data.zodError?.fieldErrors ?? {}),
      ...(data.fieldErrors ?? {}),
    };
    return {
      // A zod failure's message is the raw issue list; the fields carry the readable texts.
      message: data.zodError ? COMMON_ERRORS.invalidInput : error.message,
      appCode: data.appCode ?? null,
      status: data.httpStatus ?? null,
      fieldErrors,
    };
  }
  return { message: AUTH_TEXT.somethingWentWrong, appCode: null, status: null, fieldErrors: {} };
}

/** The field errors of a failed client-side check. */
export function clientFieldErrors(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((messages) => !!messages?.length);
}

/**
 * Moves focus to the first field (in `order`) that has an error. Call it after the errors are
 * rendered (flushSync), so the field is announced with its message.
 */
export function focusFirstInvalid(
  form: HTMLFormElement | null,
  errors: FieldErrors,
  order: readonly string[],
): void {
  const name = order.find((field) => errors[field]?.length);
  if (name) focusField(form, name);
}

/** Focuses the form's field called `name` (after a failure, where the user can try again). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
