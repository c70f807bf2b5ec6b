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
  invalidInput: "Some of the details are not valid.",
  // Sign-in (spec section 8)
  loginFailed: "Login failed",
  loginRateLimited: "Too many login attempts. Please try again later.",
  emailNotConfirmed: "Email not confirmed. Please check your inbox for the confirmation email.",
  linkExpired: "Your login link has expired. Please request a new one.",
  emailUnconfirmedHelp:
    "Your email has not been confirmed. Please check your inbox for the confirmation email or request a new one.",
  // Signed-in-only actions (spec section 8)
  loginToUpdatePassword: "You must be logged in to update your password",
  loginToVerifyPassword: "You must be logged in to verify your password",
  loginToDeleteAccount: "You must be logged in to delete your account",
  wrongPassword: "The password is not correct.",
  // Profile (spec section 8)
  profileLoadFailed: "Unable to load your profile. Please refresh the page and try again.",
  profileUpdateFailed:
    "Unable to update your profile. Please try again or contact support if the issue persists.",
  usernameCheckFailed: "Unable to check username availability. Please try again.",
  // Confirmation e-mail (spec section 8)
  alreadyConfirmed: "Email is already confirmed. Please try logging in.",
  confirmationSent: "Confirmation email sent",
  tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
  // Sign-up and links
  emailTaken: "An account with this email already exists. Try signing in instead.",
  checkYourInbox: "If an account exists for this email, we have sent a link to it.",
  oauthProviderUnavailable: "This sign-in method is not available.",
} as const;

/** Error codes clients can branch on (spec section 7 names the first two). */
export const ERROR_CODES = {
  rateLimited: "RATE_LIMIT_ERROR",
  emailNotConfirmed: "EMAIL_NOT_CONFIRMED",
  accountLocked: "ACCOUNT_LOCKED",
  invalidCredentials: "INVALID_CREDENTIALS",
  notAuthenticated: "NOT_AUTHENTICATED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  badRequest: "BAD_REQUEST",
  conflict: "CONFLICT",
  usernameTaken: "USERNAME_TAKEN",
  emailTaken: "EMAIL_TAKEN",
  wrongPassword: "WRONG_PASSWORD",
  linkExpired: "LINK_EXPIRED",
  internal: "INTERNAL_ERROR",
} as const;

/** Titles and buttons of the error screen (spec section 2). */
export const ERROR_SCREEN_TEXT = {
  notFoundTitle: "Page Not Found",
  genericTitle: "Oops! Something went wrong",
  backToDashboard: "Back to Dashboard",
  backToHome: "Back to Home",
} as const;

/** Outcomes and hints of the authentication pages (sign-in, sign-up, confirm, reset). */
export const AUTH_TEXT = {
  // Shared
  checkInboxTitle: "Check your inbox",
  somethingWentWrong: "Something went wrong. Please try again.",
  // Sign-in
  magicLinkHelp:
    "The link in the email signs you in. It works once and expires after a short time.",
  redirecting: "You are signed in. Taking you to your page…",
  // Sign-up
  confirmEmailSent: (email: string) => `Check your inbox to confirm ${email}.`,
  confirmEmailHelp:
    "Open the link in the email we just sent to activate your account. It may take a minute to arrive; check your spam folder too.",
  passwordHint: (min: number, max: number) => `Use ${min} to ${max} characters.`,
  // Confirmation page
  emailConfirmed: "Your email is confirmed",
  emailConfirmedRedirect: "Taking you to your dashboard…",
  // Password reset
  passwordsDoNotMatch: "Passwords do not match",
  passwordResetDone: "Your password has been changed. Sign in with your new password.",
} as const;

/** Outcomes and failures of the settings pages (profile, username, security) and the dashboard. */
export const SETTINGS_TEXT = {
  profileSaved: "Profile saved",
  usernameSaved: "Username saved",
  usernameAvailable: (username: string) => `✓ @${username} is available`,
  usernameCurrent: "This is your current username.",
  usernameChecking: "Checking availability…",
  passwordChanged: "Password changed",
  passwordChangeFailed: "Unable to change your password. Please try again.",
  accountDeleted: "Your account was deleted",
  accountDeleteFailed: "Unable to delete your account. Please try again.",
} as const;
