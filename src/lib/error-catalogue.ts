/**
 * Every user-facing error text, named once. The UI, the REST adapters and the tests import these
 * so they agree on every word. Texts quoted by the product spec are used exactly.
 */
export const ERROR_MESSAGES = {
  notAuthenticated: "User not authenticated",
  adminOnly: "You do not have permission to do that.",
  pageNotFound: "Page not found",
  unexpected: "An unexpected error occurred",
  databaseUnreachable: "The database is unreachable.",
} as const;

/** Titles and buttons of the error screen (spec section 2). */
export const ERROR_SCREEN_TEXT = {
  notFoundTitle: "Page Not Found",
  genericTitle: "Oops! Something went wrong",
  backToDashboard: "Back to Dashboard",
  backToHome: "Back to Home",
} as const;
