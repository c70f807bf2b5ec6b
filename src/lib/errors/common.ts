/**
 * Texts of failures any page or request can meet: access, the error screen, request limits.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

/** Failures any request can end in: access, the database, malformed or cross-site requests. */
export const COMMON_ERRORS = {
  notAuthenticated: "User not authenticated",
  adminOnly: "You do not have permission to do that.",
  pageNotFound: "Page not found",
  unexpected: "An unexpected error occurred",
  databaseUnreachable: "The database is unreachable.",
  // The session could not be read (database outage): not a sign-out, try again.
  sessionUnavailable:
    "Your sign-in cannot be checked right now. Your changes are kept; please try again in a moment.",
  invalidInput: "Some of the details are not valid.",
  // State-changing requests that another site could have sent (CSRF guard)
  jsonRequired: "Send the request body as JSON (Content-Type: application/json).",
  multipartRequired: "Send the request as multipart/form-data.",
  crossSiteRequest: "Requests from other sites are not accepted.",
} as const;

/** Titles and buttons of the error screen (spec section 2). */
export const ERROR_SCREEN_TEXT = {
  notFoundTitle: "Page Not Found",
  genericTitle: "Oops! Something went wrong",
  backToDashboard: "Back to Dashboard",
  backToHome: "Back to Home",
} as const;

/** Refusals of a request as a whole (size, batch, characters) and the unexpected-failure text. */
export const REQUEST_TEXT = {
  bodyTooLarge: (limit: string) => `The request is too large (at most ${limit}).`,
  batchTooLarge: (max: number) => `Too many calls in one request (at most ${max}).`,
  nulCharacter: (field: string) =>
    `${field ? `“${field}”` : "The input"} contains a NUL character (\\u0000), which text cannot hold. Remove it and try again.`,
  unexpectedWithId: (errorId: string) =>
    `An unexpected error occurred. Please try again; if it keeps happening, quote error id ${errorId}.`,
} as const;
