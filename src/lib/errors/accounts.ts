/**
 * Texts of accounts: sign-in, sign-up, confirmation and reset links, passwords, settings.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

/** Refusals of sign-in, sign-up, confirmation links, password changes and the profile (spec section 8 wording where it has one). */
export const ACCOUNT_ERRORS = {
  // Sign-in (spec section 8)
  loginFailed: "Login failed",
  loginRateLimited: "Too many login attempts. Please try again later.",
  emailNotConfirmed: "Email not confirmed. Please check your inbox for the confirmation email.",
  linkExpired: "Your login link has expired. Please request a new one.",
  // A confirmation or password-reset link that is expired, used or not valid.
  confirmLinkExpired:
    "Your confirmation link has expired or is not valid. Please request a new one.",
  resetLinkExpired: "Your password reset link has expired. Please request a new one.",
  emailUnconfirmedHelp:
    "Your email has not been confirmed. Please check your inbox for the confirmation email or request a new one.",
  // Signed-in-only actions (spec section 8)
  loginToUpdatePassword: "You must be logged in to update your password",
  loginToVerifyPassword: "You must be logged in to verify your password",
  loginToDeleteAccount: "You must be logged in to delete your account",
  wrongPassword: "The password is not correct.",
  reauthenticateToChangePassword:
    "To change your password, enter your current password, or sign in again and change it within a few minutes.",
  // Profile (spec section 8)
  profileLoadFailed: "Unable to load your profile. Please refresh the page and try again.",
  profileUpdateFailed:
    "Unable to update your profile. Please try again or contact support if the issue persists.",
  // A username its previous owner gave up recently (issue 23): reserved for them for a while.
  usernameReleasedRecently:
    "This username was given up recently and is reserved for its previous owner for now. Choose another one.",
  // Taking a username whose old plan addresses are the same as some of the user's public plans.
  usernameOldAddressesInUse: (slugs: readonly string[]) =>
    `Plans of this username's previous owner still live at ${slugs.map((slug) => `“${slug}”`).join(", ")}, where you have public plans. Change those plans' addresses first.`,
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

/** Outcomes and hints of the authentication pages (sign-in, sign-up, confirm, reset). */
export const AUTH_TEXT = {
  // Shared
  checkInboxTitle: "Check your inbox",
  somethingWentWrong: "Something went wrong. Please try again.",
  // Sign-in
  magicLinkHelp:
    "The link in the email signs you in. It works once and expires after a short time.",
  redirecting: "You are signed in. Taking you to your page…",
  // GitHub / Google sign-in that came back with an error
  oauthFailed: "Signing in with GitHub or Google did not work. Please try again.",
  oauthCancelled: "Sign-in was cancelled. Please try again, or sign in with your email.",
  oauthAccountNotLinked:
    "An account with this email already exists. Sign in with your email and password instead.",
  // Sign-up
  confirmEmailSent: (email: string) => `Check your inbox to confirm ${email}.`,
  confirmEmailHelp:
    "Open the link in the email we just sent to activate your account. It may take a minute to arrive; check your spam folder too.",
  passwordHint: (min: number, max: number) => `Use ${min} to ${max} characters.`,
  // Confirmation page
  emailConfirmed: "Your email is confirmed",
  emailConfirmedRedirect: "Taking you to your dashboard…",
  emailConfirmedSignIn: "Sign in to continue.",
  alreadyConfirmedTitle: "Email already confirmed",
  // Password reset
  passwordsDoNotMatch: "Passwords do not match",
  passwordResetDone: "Your password has been changed. Sign in with your new password.",
} as const;

/** The password strength meter and the refusal of a guessable password (sign-up, reset, change). */
export const PASSWORD_STRENGTH_TEXT = {
  meterLabel: "Password strength",
  summary: (score: 0 | 1 | 2 | 3 | 4) =>
    [
      "Very weak — add another word or two",
      "Weak — add another word or two",
      "Fair — add another word to be safe",
      "Good",
      "Strong",
    ][score]!,
  checking: "Checking strength…",
  tooWeak: (warning: string | null) =>
    `This password is too easy to guess. ${warning ?? "Add another word or two, or choose a less common phrase."}`,
  isEmail: "Your password cannot be your email address.",
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
  noPasswordYet: "Signed up with GitHub or Google and have no password yet?",
  setPasswordByEmail: "Get a link to set one",
  accountDeleted: "Your account was deleted",
  accountDeleteFailed: "Unable to delete your account. Please try again.",
} as const;
