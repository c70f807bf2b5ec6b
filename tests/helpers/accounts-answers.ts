/**
 * What the accounts calls answer, as the tests expect it: the shared error bodies and small
 * readers of an answer's headers. Plain data, safe to import statically before the app loads.
 */
import { APP_ORIGIN, type RestAnswer } from "./rest-client";

/** The error answer of a request the route refuses to read, with the errors of each field. */
export function badRequest(message: string, fieldErrors?: Record<string, string[]>) {
  return { error: { code: "BAD_REQUEST", message, ...(fieldErrors && { fieldErrors }) } };
}

export const NOT_JSON_MESSAGE = "The request body must be JSON.";
/** The answer to a body that is not JSON. */
export const NOT_JSON = badRequest(NOT_JSON_MESSAGE);
export const NOT_AUTHENTICATED = {
  error: { code: "NOT_AUTHENTICATED", message: "User not authenticated" },
};
export const LOGIN_FAILED = { error: { code: "INVALID_CREDENTIALS", message: "Login failed" } };
export const EMAIL_NOT_CONFIRMED = {
  error: {
    code: "EMAIL_NOT_CONFIRMED",
    message: "Email not confirmed. Please check your inbox for the confirmation email.",
  },
};
/** The Set-Cookie line that ends the session (see {@link setCookies}). */
export const SESSION_COOKIE_CLEARED = /plansmith\.session_token=;.*Max-Age=0/i;

/** The Set-Cookie lines of an answer, one a line. */
export function setCookies(answer: RestAnswer): string {
  return answer.response.headers.getSetCookie().join("\n");
}

/** Where a redirect sends the browser, resolved against the app's origin. */
export function locationOf(response: Response): URL {
  return new URL(response.headers.get("location")!, APP_ORIGIN);
}
