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
  // The session could not be read (database outage): not a sign-out, try again.
  sessionUnavailable:
    "Your sign-in cannot be checked right now. Your changes are kept; please try again in a moment.",
  invalidInput: "Some of the details are not valid.",
  // State-changing requests that another site could have sent (CSRF guard)
  jsonRequired: "Send the request body as JSON (Content-Type: application/json).",
  multipartRequired: "Send the request as multipart/form-data.",
  crossSiteRequest: "Requests from other sites are not accepted.",
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
  // Diagram settings (spec section 5, exact wording)
  invalidThemeValue: "Invalid theme value",
  invalidSecurityLevel: "Invalid security level",
  // Plan customization
  defaultSectionsEmpty: "Choose at least one section.",
  defaultSectionsTooMany: "Choose at most 10 sections.",
  defaultSectionsDuplicate: "Each section can be chosen only once.",
  defaultSectionsUnknown: "Choose sections from the list.",
  brandNameTooLong: "The display name must be at most 80 characters.",
  invalidAccentColor: "Enter a colour as # followed by six hex digits, for example #2563eb.",
  logoWrongType: "The logo must be a PNG, JPEG or WebP image.",
  logoTooLarge: "The logo must be 256 KB or smaller.",
  invalidCurrency: "Choose a currency from the list.",
  invalidHourlyRate: "Enter an hourly rate between 0 and 100,000 with at most two decimals.",
  // Plans (helper A: services/plans)
  planNotFound: "This plan does not exist, or you do not have access to it.",
  planVersionConflict:
    "This plan was changed elsewhere since you opened it. Review both versions before saving.",
  sectionNotFound: "This section does not exist any more.",
  sectionVersionConflict:
    "This section was changed elsewhere since you opened it. Review both versions before saving.",
  sectionOrderMismatch:
    "The section list has changed since you loaded it. Reload the plan and try again.",
  tooManySections: "This plan already has as many sections as a plan can hold.",
  revisionNotFound: "This revision does not exist.",
  // Credits and payments
  insufficientCredits: "You don't have enough credits for this.",
  invalidCreditAmount: "Enter a whole number of credits between 1 and 1,000,000.",
  creditBalanceLimit: "An account can hold at most 1,000,000,000 credits.",
  creditHoldNotFound: "This credit hold does not exist.",
  unknownCreditPack: "Choose one of the credit packs.",
  paymentsOff: "Buying credits is not available right now.",
  checkoutFailed: "We couldn't start the checkout. Nothing was charged; please try again.",
  checkoutSessionNotFound: "This checkout session does not exist.",
  webhookSignatureInvalid: "The webhook signature is missing, invalid or too old.",
  webhookNotConfigured: "Payment webhooks are not configured.",
  paymentProviderUnavailable: "The payment provider could not be reached. Please try again later.",
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
  reauthenticationRequired: "REAUTHENTICATION_REQUIRED",
  linkExpired: "LINK_EXPIRED",
  internal: "INTERNAL_ERROR",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  serviceUnavailable: "SERVICE_UNAVAILABLE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  crossSiteRequest: "CROSS_SITE_REQUEST",
  // Importing a document (/create-plan/existing)
  unsupportedFileType: "UNSUPPORTED_FILE_TYPE",
  fileTooLarge: "FILE_TOO_LARGE",
  unreadableFile: "UNREADABLE_FILE",
  nothingToImport: "NOTHING_TO_IMPORT",
  importLimit: "IMPORT_LIMIT",
  // Credits and payments
  insufficientCredits: "INSUFFICIENT_CREDITS",
  paymentsOff: "PAYMENTS_OFF",
  webhookSignatureInvalid: "WEBHOOK_SIGNATURE_INVALID",
  // AI assistant
  modelNotAvailable: "MODEL_NOT_AVAILABLE",
  aiProviderAuth: "AI_PROVIDER_AUTH",
  aiProviderRateLimited: "AI_PROVIDER_RATE_LIMITED",
  aiProviderUnavailable: "AI_PROVIDER_UNAVAILABLE",
  aiProviderTimeout: "AI_PROVIDER_TIMEOUT",
  aiStreamInterrupted: "AI_STREAM_INTERRUPTED",
  aiContextTooLong: "AI_CONTEXT_TOO_LONG",
  aiGenerationFailed: "AI_GENERATION_FAILED",
  aiTooManyRequests: "AI_TOO_MANY_REQUESTS",
  aiTooManyGenerations: "AI_TOO_MANY_GENERATIONS",
  aiTooManyStreams: "AI_TOO_MANY_STREAMS",
  aiOutputInvalid: "AI_OUTPUT_INVALID",
  attachmentRejected: "ATTACHMENT_REJECTED",
  // Sharing and publishing
  slugUnavailable: "SLUG_UNAVAILABLE",
  usernameRequired: "USERNAME_REQUIRED",
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

/** Outcomes of /settings/plan-customization. */
export const PLAN_CUSTOMIZATION_TEXT = {
  loadFailed: "Unable to load your plan customization. Please refresh the page and try again.",
  saveFailed: "Unable to save your changes. Please try again.",
  sectionsSaved: "Default sections saved",
  brandingSaved: "Branding saved",
  diagramsSaved: "Diagram defaults saved",
  estimatesSaved: "Estimate settings saved",
} as const;

/** Importing an existing document into a plan: the refusals of POST /api/plans/import and the page. */
export const IMPORT_TEXT = {
  unsupportedType: "This file type isn't supported. Upload a .md, .txt, .docx or .pdf file.",
  tooLarge: (megabytes: number) => `This file is larger than ${megabytes} MB.`,
  unreadable: "We couldn't read this file. It may be damaged or password-protected.",
  noText: "This file has no text we could import.",
  nothingPasted: "Paste the text of your plan first.",
  pastedTooLong: (characters: string) => `Paste at most ${characters} characters.`,
  noFile: "Choose a file to import.",
  notMultipart: "Send the file as multipart/form-data in a field named `file`.",
  uploadFailed: "The file could not be uploaded. Check your connection and try again.",
  readFailed: "Something went wrong while reading this. Please try again.",
  // Limits of reading a document (docs/operations.md, "Import limits")
  tooManyPages: (pages: string) => `This document has more than ${pages} pages.`,
  tooMuchText: (characters: string) =>
    `This document has more than ${characters} characters of text.`,
  tooSlow: (seconds: number) => `This document took longer than ${seconds} seconds to read.`,
  tooMuchMemory: (megabytes: number) =>
    `This document needs more than ${megabytes} MB of memory to read.`,
  tooManyAtOnce: (imports: number) =>
    `You can import at most ${imports} documents at once. Wait for one to finish.`,
  importsBusy: "Many documents are being imported right now. Please try again in a minute.",
} as const;

/** Outcomes and failures of the plan-creation pages (/create-plan/manual, /create-plan/existing). */
export const CREATE_PLAN_TEXT = {
  created: (title: string) => `Created “${title}”`,
  createFailed: "The plan could not be created. Please try again.",
  sectionRemoved: (title: string) => `Removed “${title}”`,
  customSectionEmpty: "Name the section first.",
  customSectionDuplicate: "There is already a section with this name.",
  sectionNamesRepeat: (name: string) =>
    `Two sections are named “${name}”. Give one of them another name, or leave one out: each section needs its own name.`,
} as const;

/** Failures of the dashboard, the all-projects list and its trash, and the notifications bell. */
export const PLAN_LIST_ERRORS = {
  listLoadFailed: "Your plans could not be loaded. Please try again.",
  searchFailed: "The search did not work. Please try again.",
  trashFailed: "The plans could not be moved to the Trash. Please try again.",
  restoreFailed: "The plans could not be restored. Please try again.",
  deleteForeverFailed: "The plans could not be deleted. Please try again.",
  duplicateFailed: "The plans could not be duplicated. Please try again.",
  notificationsLoadFailed: "Your notifications could not be loaded.",
  markReadFailed: "The notifications could not be marked as read. Please try again.",
} as const;

/** Outcomes and failures of the plan editor (/plan/{id}). */
export const PLAN_EDITOR_TEXT = {
  loadFailed: "Unable to load this plan. Please try again.",
  sectionAdded: (title: string) => `Added “${title}”`,
  sectionAddFailed: "Unable to add the section. Please try again.",
  sectionDeleted: (title: string) => `Deleted “${title}”`,
  sectionDeleteFailed: "Unable to delete the section. Please try again.",
  sectionRestored: (title: string) => `Brought back “${title}”`,
  undoFailed: "Unable to bring the section back. It is still in the plan's history.",
  reorderFailed: "Unable to save the new order. The sections are back where they were.",
  nextStepsFailed: "Unable to add next steps. Please try again.",
  exportFailed: "Unable to export the plan. Please try again.",
  exported: (filename: string) => `Downloaded ${filename}`,
  historyLoadFailed: "Unable to load the history. Please try again.",
  revisionRestored: "Earlier version restored. The version it replaced is in the history.",
  revisionRestoreFailed: "Unable to restore this version. Please try again.",
  copiedYourVersion: "Your version is on the clipboard.",
  copyFailed: "Could not copy to the clipboard. Select and copy your text from the dialog.",
  customSectionNameRequired: "Give the section a name",
  draftRestored: "Your unsaved changes are back.",
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

/**
 * A diagram that cannot be drawn, in plain words (src/lib/diagrams/error-explanation.ts picks
 * one per kind of mistake). Each has a `summary` (what is wrong) and a `hint` (what to do); the
 * user's line number is shown in front of the summary, and mermaid's own message stays available
 * under "Details".
 */
export const DIAGRAM_ERROR_TEXT = {
  lineLabel: (line: number) => `Line ${line}:`,
  details: "Details",
  detailsIntro: "Mermaid's own message:",
  editDiagram: "Edit diagram",
  supportedTypes: "Supported diagram types",
  endedEarly: {
    summary: "The diagram stops before it is finished.",
    hint: "Something that was opened is never closed: a bracket, a quote, or a block such as subgraph, loop or { … } that needs its end. Check this line and the lines above it.",
  },
  unclosed: {
    summary: "A bracket or quote here is not closed.",
    hint: 'Every [ needs a ], every ( a ), every { a } and every " a closing ". A label that contains brackets needs quotes around it, for example A["Design (phase 1)"].',
  },
  lineIncomplete: {
    summary: "This line is not complete.",
    hint: "Mermaid reached the end of the line while it still expected more, for example an arrow without the box it points to, or a message without its text. Check for a missing arrow, colon or closing bracket.",
  },
  unexpectedText: {
    summary: "Mermaid could not read this line.",
    hint: "A word or symbol is where mermaid expected something else. Check for a missing arrow (-->), colon (:) or closing bracket, or a keyword this kind of diagram does not know.",
  },
  expectedInstead: (expected: string, found: string) =>
    found
      ? `Mermaid could not read this line: it expected “${expected}” but found “${found}”.`
      : `Mermaid could not read this line: it expected “${expected}”.`,
  unknownCharacters: {
    summary: "This line contains text mermaid does not understand.",
    hint: "Look for a stray character, a word this kind of diagram does not know, or punctuation in a label that needs quotes around the label.",
  },
  unknownCharacterAt: (character: string) =>
    `This line contains text mermaid does not understand, starting at “${character}”.`,
  invalidDate: {
    summary: (value: string) => `“${value}” is not a date mermaid can read.`,
    hint: (value: string) =>
      `Write dates in the chart's dateFormat (for example 2025-03-14 for YYYY-MM-DD). To start after another task, write “after ${value}” and give that task the id ${value}.`,
  },
  unsupportedType: {
    summary: (type: string) => `Unsupported diagram type: ${type}`,
    hint: "Plansmith can draw the diagram types listed below. Check the first line for a typo, or start again from 'Add diagram'.",
  },
  noType: {
    summary: "The diagram does not say which kind of diagram it is.",
    hint: "The first line names the kind of diagram, for example flowchart LR, sequenceDiagram or gantt.",
  },
  loadFailed: {
    summary: "The part of mermaid that draws this kind of diagram could not be loaded.",
    hint: "Check your internet connection and reload the page.",
  },
  externalResource: {
    summary: "This diagram tries to load something from another address.",
  },
  tooLong: {
    summary: "This diagram is too long to draw.",
    hint: (limit: number) =>
      `A diagram can have at most ${limit.toLocaleString("en-US")} characters. Split it into smaller diagrams.`,
  },
  frontMatter: {
    summary: "The settings block at the top of the diagram is not closed.",
  },
  unknownLayout: {
    summary: (name: string) => `Plansmith cannot lay out diagrams with “${name}”.`,
    hint: "Remove the layout setting to use the standard layout.",
  },
  noPicture: {
    summary: "Mermaid read the diagram but drew nothing.",
    hint: "Add at least one box, task or line to the diagram.",
  },
  branchMissing: {
    summary: (branch: string) => `The branch “${branch}” is used before it is created.`,
    hint: (branch: string) => `Add the line “branch ${branch}” before you check it out.`,
  },
  general: {
    summary: "Mermaid could not draw this diagram.",
    hint: "Something is written in a way this kind of diagram does not allow. Compare it with the example in 'Add diagram', or open Details for mermaid's own message.",
  },
  /** A published plan's diagram drawn in the visitor's browser (public-diagram-fallback.tsx). */
  publicFallback: {
    drawing: "Drawing diagram…",
    notDrawn: "This diagram could not be drawn. Its source:",
  },
} as const;

/** Notifications and ledger lines of payments: purchases, refunds and disputes. */
export const PAYMENT_NOTICE_TEXT = {
  purchasedTitle: (credits: number) =>
    `${credits.toLocaleString("en-US")} credits added to your balance`,
  purchasedBody: (what: string) => `Thank you for your purchase: ${what}.`,
  refundedTitle: "Payment refunded",
  refundedBody: (what: string, removed: number) =>
    removed > 0
      ? `Your payment for ${what} was refunded; ${removed.toLocaleString("en-US")} ${removed === 1 ? "credit was" : "credits were"} taken back.`
      : `Your payment for ${what} was refunded.`,
  disputedTitle: "Payment disputed",
  disputedBody: (what: string) =>
    `Your bank disputed the payment for ${what}, so its credits were taken back. Reply to your receipt if this is a mistake.`,
  refundLedger: (what: string) => `Refund of ${what}`,
  disputeLedger: (what: string) => `Payment disputed: ${what}`,
} as const;

/** Wording of credits and payments: /settings/payments, the buy buttons and the low-balance dialog. */
export const CREDITS_TEXT = {
  // The ledger row of the credits every account receives once.
  signupBonusDescription: "Welcome bonus",
  insufficientTitle: "You're out of credits",
  insufficientBody: (needed: number, available: number) =>
    `This needs ${needed.toLocaleString("en-US")} ${needed === 1 ? "credit" : "credits"} and you have ${available.toLocaleString("en-US")} available. Top up with a credit pack to carry on — credits never expire.`,
  // One line under disabled buy buttons when Stripe is not configured.
  paymentsOffReason:
    "Buying credits is switched off on this server (no payment provider is configured). An admin can add credits to your account.",
  checkoutSucceeded: (credits: number) =>
    `Payment received: ${credits.toLocaleString("en-US")} credits were added to your balance.`,
  checkoutPending:
    "Your payment is being processed. The credits appear here as soon as it is confirmed.",
  checkoutCancelled: "Checkout was cancelled. Nothing was charged.",
  redirectingToCheckout: "Taking you to secure checkout…",
  // /settings/payments (UI helper): outcomes the checkout return can end in, loads and empty states.
  checkoutSucceededUncounted: "Payment received: your credits were added to your balance.",
  checkoutNotPaid:
    "The payment was not completed, so nothing was charged. You can try again whenever you like.",
  checkoutNotFound:
    "We couldn't find that checkout. If you were charged, the credits appear here once the payment is confirmed.",
  checkoutFailed: "We couldn't start the checkout. Nothing was charged; please try again.",
  notNow: "Not now",
  balanceLoadFailed: "We couldn't load your credits. Check your connection and try again.",
  paymentsLoadFailed: "We couldn't load your payment history. Try again in a moment.",
  ledgerLoadFailed: "We couldn't load your credit history. Try again in a moment.",
  noPayments: "No payments yet. Packs you buy appear here with their receipts.",
  noLedger: "No credit movements yet.",
  kindLabels: {
    signup_bonus: "Signup bonus",
    purchase: "Purchase",
    usage: "AI usage",
    refund: "Refund",
    admin_grant: "Added by support",
    admin_revoke: "Removed by support",
    dispute: "Dispute",
  },
  statusLabels: {
    paid: "Paid",
    partially_refunded: "Partially refunded",
    refunded: "Refunded",
    disputed: "Disputed",
  },
} as const;

/** Wording of the admin area (/admin/credits, /admin/payments) and of `npm run credits:grant`. */
export const ADMIN_TEXT = {
  // What the user's ledger shows for an admin's adjustment
  grantedBySupport: (reason: string) => `Added by support: ${reason}`,
  revokedBySupport: (reason: string) => `Removed by support: ${reason}`,
  // Refusals
  searchRequired: "Enter an e-mail address or an account id.",
  searchTooLong: "An e-mail address or account id is at most 320 characters.",
  userNotFound: "There is no account with this e-mail address or id.",
  reasonRequired: "Give a reason; the user sees it in their credit history.",
  reasonTooLong: (max: number) => `Keep the reason to ${max} characters or fewer.`,
  directionInvalid: "Choose whether to add or remove credits.",
  actionIdInvalid: "This form is out of date. Reload the page and try again.",
  actionIdReused:
    "This action was already carried out with different details. Reload the page and try again.",
  filterInvalid: "Choose a payment status from the list.",
  // Outcomes
  granted: (credits: string, email: string) => `Added ${credits} to ${email}.`,
  revoked: (removed: number, shortfall: number) =>
    shortfall === 0
      ? `Removed ${removed.toLocaleString("en-US")} ${removed === 1 ? "credit" : "credits"}.`
      : `Removed ${removed.toLocaleString("en-US")}; ${shortfall.toLocaleString("en-US")} had already been spent.`,
  alreadyDone: "This action had already been carried out; nothing changed a second time.",
  adjustFailed: "The credits could not be changed. Please try again.",
  loadFailed: "This could not be loaded. Please try again.",
  // Explanations
  shortfallExplained:
    "Credits a refund or dispute should have taken back, but the user had already spent them (or was using them for work in progress). The money went back; these credits could not.",
  deletedAccount: "deleted account",
  paymentStatus: {
    paid: "Paid",
    partially_refunded: "Partly refunded",
    refunded: "Refunded",
    disputed: "Disputed",
  },
  noPayments: "No payments yet.",
  noPaymentsMatch: "No payments match these filters.",
  usageShortfallsTitle: "AI usage beyond its hold",
  usageShortfallExplained:
    "Before an AI answer starts, its most expensive outcome is held from the user's credits, and that is the most they are charged. When the provider reported more usage than the hold covered, the user paid the hold and the rest is listed here: credits used but not charged.",
  noUsageShortfalls: "No AI answer has cost more than its hold.",
} as const;

/**
 * The AI assistant's errors and shared wording (models, generations, provider failures). Every
 * provider failure maps to one of these; the provider's own message is never shown.
 */
export const AI_TEXT = {
  modelNotAvailable: "That model is not available. Pick one from the list.",
  offlineModelDescription:
    "Writes plans, diagrams and cover letters from built-in templates on this server. Free, private, and no AI provider is needed.",
  providerAuth:
    "The AI provider refused this server's API key. Nothing was charged. An admin needs to check the key.",
  providerRateLimited: (retryAfterSeconds?: number) =>
    retryAfterSeconds && retryAfterSeconds > 0
      ? `The AI provider is busy. Try again in ${Math.ceil(retryAfterSeconds)} ${Math.ceil(retryAfterSeconds) === 1 ? "second" : "seconds"}. Nothing was charged.`
      : "The AI provider is busy. Try again in a moment. Nothing was charged.",
  providerUnavailable:
    "The AI provider is having problems right now. Nothing was charged; please try again in a few minutes.",
  providerTimeout:
    "The AI provider took too long to answer, so we stopped waiting. Nothing was charged.",
  streamInterrupted:
    "The connection to the AI provider broke off mid-answer. Nothing was charged; please try again.",
  contextTooLong:
    "This conversation and its attachments are too long for the selected model. Start a new thread, remove an attachment, or pick a model with a larger context.",
  generationFailed: "The answer could not be generated. Nothing was charged; please try again.",
  tooManyRequests: (perMinute: number) =>
    `You've started ${perMinute} AI requests in the last minute. Wait a moment and try again.`,
  tooManyGenerations: (concurrent: number) =>
    `You already have ${concurrent} AI ${concurrent === 1 ? "answer" : "answers"} being written. Wait for one to finish or stop it.`,
  tooManyStreams: (open: number) =>
    `You already have ${open} live AI ${open === 1 ? "answer" : "answers"} open. Close a tab or window that shows one and try again.`,
  streamsBusy:
    "This server is showing too many live AI answers right now. Your answer keeps being written; reload in a moment to see it.",
  generationNotFound: "That AI answer could not be found.",
  streamUnavailable: "The answer could not be loaded. Check your connection and try again.",
  stopped: "Stopped.",
  costEstimate: (credits: number) =>
    credits === 0
      ? "Free"
      : `Up to ${credits.toLocaleString("en-US")} ${credits === 1 ? "credit" : "credits"}`,
} as const;

/** Chat on /ai and /ai/thread/{id}: history sidebar, composer, messages. */
export const AI_CHAT_TEXT = {
  emptyThreadTitle: "New chat",
  threadNotFound: "This chat does not exist, or you do not have access to it.",
  messageNotFound: "That message is no longer in this chat.",
  nothingToRegenerate: "There is no message to answer yet.",
  diagramMissing:
    "_No Mermaid diagram was produced. Describe the steps or parts you want drawn and try again._",
  coverLetterTooShort:
    "_The reply is too short to be a cover letter. Add the job post and try again._",
  planModeNoSections:
    "_No plan sections were written. Ask for the sections you want, or pick a plan for this chat._",
  historyLabel: "Chat history",
  newChat: "New chat",
  searchLabel: "Search chats",
  searchPlaceholder: "Search chats…",
  noThreads: "No chats yet.",
  noThreadsMatch: "No chats match your search.",
  loadMore: "Load more",
  rename: "Rename",
  renameLabel: "Chat title",
  renamed: "Chat renamed.",
  delete: "Delete",
  deleteTitle: "Delete this chat?",
  deleteDescription: "The chat and its messages are deleted for good.",
  deleted: "Chat deleted.",
  cancel: "Cancel",
  save: "Save",
  composerLabel: "Message",
  composerPlaceholder:
    "Ask anything, or describe a plan… (Enter to send, Shift+Enter for a new line)",
  send: "Send",
  stop: "Stop",
  stopFailed: "The answer could not be stopped. It may still be running; reload to see it.",
  edit: "Edit",
  editLabel: "Edit your message",
  editAndRegenerate: "Save and regenerate",
  regenerate: "Regenerate",
  copy: "Copy",
  copied: "Copied.",
  copyCode: "Copy code",
  modelLabel: "Model",
  modeLabel: "Mode",
  conversationLabel: "Conversation",
  thinking: "Writing…",
  emptyTitle: "What are we planning today?",
  emptyDescription:
    "Chat about a project, draft plan sections, draw a diagram or write a cover letter.",
  examplePrompts: [
    "Plan a website redesign for a bakery with a $5,000 budget in 6 weeks",
    "Draw a flowchart of our client onboarding: call, proposal, contract, kickoff",
    "What should the risks section of a mobile app plan cover?",
    "Write a cover letter for an Upwork job building a booking system",
  ],
  openHistory: "Open chat history",
  closeHistory: "Close chat history",
  planChatTitle: "Plan assistant",
  openPlanChat: "Ask AI",
  closePlanChat: "Close assistant",
  planChatEmpty: "Ask about this plan, or ask for a change to a section.",
} as const;

/** /create-plan/new, section actions and AI diagrams. */
export const AI_PLAN_TEXT = {
  writingSection: (current: number, total: number) => `Writing section ${current} of ${total}`,
  startingPlan: "Starting…",
  untitledPlan: "Plan written with AI",
  planOutputEmpty:
    "The model's answer held no plan sections, so no plan was created. Nothing was charged; please try again or pick another model.",
  planCreated: "Your plan is ready. Opening it…",
  briefRequired: "Describe the project first.",
  briefTooLong: (max: number) =>
    `Keep the description under ${max.toLocaleString("en-US")} characters.`,
  sectionOutputEmpty:
    "The model's answer was empty, so the section was left as it was. Nothing was charged.",
  sectionActionApplied: "Section updated. The previous text is in the plan's history.",
  sectionActionDiscarded: "Suggestion discarded.",
  sectionChangedMeanwhile:
    "The section changed while the suggestion was written. Review the suggestion again before accepting it.",
  diagramOutputEmpty:
    "The model's answer held no Mermaid diagram. Nothing was charged; please try again.",
  diagramDescriptionRequired: "Describe the diagram first.",
  diagramRepairing: (round: number, rounds: number) =>
    `The diagram did not draw. Asking the model to fix it (try ${round} of ${rounds})…`,
  diagramInserted: "Diagram added.",
  diagramFixed: "Diagram fixed.",
  /** Spec section 8: the automatic repair rounds did not give a diagram that draws. */
  rewriteFailureTitle: "The AI could not produce a working diagram",
  rewriteFailureBody: (rounds: number) =>
    `The generated diagram still had errors after ${rounds} automatic ${rounds === 1 ? "fix" : "fixes"}, so nothing was inserted. You can try again, or write the diagram yourself.`,
  /** Spec section 8: the retry failed as well. */
  retryFailureTitle: "The retry did not work either",
  retryFailureBody:
    "The AI still could not produce a diagram that draws, so nothing was inserted. Try describing the diagram in simpler steps, pick another model, or start from a template in 'Add diagram'.",
  lastError: "Last error",
} as const;

/** The assistant panel on /plan/{id} and its proposed changes. */
export const AI_PANEL_TEXT = {
  // Proposed changes (assistant tools, the proposal card)
  proposalNotFound: "That suggested change could not be found.",
  proposalResolved: "This suggestion was already applied or dismissed.",
  proposalStaleApplied:
    "Change applied. The section had been edited since the suggestion was made; your earlier text is in the plan's history.",
  proposalDismissed: "Suggestion dismissed.",
  proposalUndone: "Change undone.",
  proposalApplyFailed: "The change could not be applied. Please try again.",
  proposalUndoFailed: "The change could not be undone. Open the plan's history to restore it.",
  toolPlanRefused:
    "Refused: that plan is not the one open in this conversation, or it does not exist.",
  toolSectionRefused: "Refused: that section is not part of the plan open in this conversation.",
  toolTooManySections: "Refused: the plan already has the most sections a plan can have.",
  proposalApplied: "Change applied. Undo is in the plan's history.",
} as const;

/** Cover letters. */
export const COVER_LETTER_TEXT = {
  saved: "Cover letter saved.",
  notFound: "That cover letter could not be found.",
  deleted: "Cover letter deleted.",
  copied: "Cover letter copied.",
  copyFailed: "The cover letter could not be copied. Select the text and copy it instead.",
  saveFailed: "The cover letter could not be saved. Please try again.",
  jobPostRequired: "Paste the job post the letter answers.",
  jobPostTooLong: (max: number) =>
    `A job post can be at most ${max.toLocaleString("en-US")} characters.`,
  bodyTooLong: (max: number) =>
    `A cover letter can be at most ${max.toLocaleString("en-US")} characters.`,
  emptyLetter: "The model wrote no letter. Nothing was charged; please try again.",
  untitled: "Cover letter",
  generateFailed: "The cover letter could not be started. Please try again.",
  deleteFailed: "The cover letter could not be deleted. Please try again.",
  loadFailed: "The cover letters could not be loaded.",
  noLetters: "No cover letters for this plan yet.",
} as const;

/** Attachments of chat messages and briefs. */
export const ATTACHMENT_TEXT = {
  notFound: "That attachment could not be found.",
  tooLarge: (megabytes: number) =>
    `This file is too large to attach. Attachments can be up to ${megabytes} MB.`,
  unsupportedType:
    "This file type cannot be attached. Attach an image (PNG, JPEG, GIF, WebP), a PDF, a Word document (.docx), or a Markdown, text or CSV file.",
  contentMismatch:
    "This file's content does not match its name. Attach the file in its original format.",
  notUtf8: "This text file is not UTF-8 text. Save it as UTF-8 and attach it again.",
  markup: "HTML, SVG and XML files cannot be attached. Attach the text as .md or .txt instead.",
  empty: "This file is empty.",
  unreadable: "This document could not be read. It may be damaged or password-protected.",
  tooManyUploads: "Too many files uploaded in a short time. Wait a few minutes and try again.",
  readingBusy:
    "Too many documents are being read right now. Wait for your other uploads to finish and try again.",
  notMultipart: "Send the file as multipart/form-data in a field named `file`.",
  noFile: "Choose a file to attach.",
  uploadFailed: "The file could not be uploaded. Check your connection and try again.",
  attach: "Attach files",
  remove: (name: string) => `Remove ${name}`,
  cancelUpload: (name: string) => `Cancel uploading ${name}`,
  uploading: (name: string, percent: number) => `Uploading ${name}: ${percent}%`,
  tooManyFiles: (max: number) => `You can attach up to ${max} files to one message.`,
  /** Said to a model that cannot see images, in place of the image. */
  imageNotVisible: (name: string) =>
    `[The user attached the image "${name}", but the selected model cannot see images.]`,
  /** Ends extracted text that was cut to the limit. */
  textCut: (limit: string) =>
    `[The attachment's text was cut here: only the first ${limit} characters are included.]`,
  noText: (name: string) => `[The attachment "${name}" has no text that could be extracted.]`,
} as const;

/**
 * Sharing and publishing: slug rules, the publishing service's refusals and notifications
 * (owned by the publishing core). Other parts of the feature have their own objects below.
 */
export const PUBLISHING_TEXT = {
  slug: {
    empty: "Enter an address for the public page.",
    tooShort: "The address must be at least 3 characters.",
    tooLong: "The address must be at most 60 characters.",
    invalidCharacters: "Use only lowercase letters, digits and hyphens.",
    edgeHyphen: "The address cannot start or end with a hyphen.",
    reserved: "This address is reserved. Choose another one.",
    taken: "You already use this address for another plan.",
    // /{username}/p/{slug} still leads to a plan of the username's previous owner (issue 23).
    oldAddress:
      "This address still leads to a plan of this username's previous owner. Choose another one.",
  },
  usernameRequired:
    "Choose a username first: public plans live at your profile address (Settings → Username).",
  notShared: "This plan is not shared. Publish it first.",
  /** Notifications of the owner (the bell). */
  notification: {
    publishedTitle: "Plan published",
    published: (title: string, visibility: "unlisted" | "public") =>
      visibility === "public"
        ? `“${title}” is public on your profile.`
        : `“${title}” can be read by anyone with its link.`,
    updatedTitle: "Public version updated",
    updated: (title: string) => `Visitors of “${title}” now see the current version.`,
    unpublishedTitle: "Plan unpublished",
    unpublished: (title: string) => `“${title}” is private again; its shared addresses are gone.`,
    manyPublishedTitle: (count: number) => `${count} plans shared`,
    manyPublished: (count: number) => `${count} plans can be read by anyone with their links.`,
    manyUpdatedTitle: (count: number) => `${count} public versions updated`,
    manyUpdated: (count: number) => `Visitors of ${count} plans now see their current versions.`,
    manyUnpublishedTitle: (count: number) => `${count} plans unpublished`,
    manyUnpublished: (count: number) =>
      `${count} plans are private again; their shared addresses are gone.`,
  },
  /** The plans list's bulk actions (/all-projects). */
  bulk: {
    published: (subject: string) => `${subject} shared`,
    publishedHint: "Private plans got an unlisted link; shared plans were updated.",
    updated: (subject: string) => `${subject} updated`,
    nothingToUpdate: "None of these plans is shared: there was nothing to update.",
    unpublished: (subject: string) => `${subject} unpublished`,
    nothingToUnpublish: "None of these plans was shared.",
    publishFailed: "The plans could not be shared. Please try again.",
    updateFailed: "The public versions could not be updated. Please try again.",
    unpublishFailed: "The plans could not be unpublished. Please try again.",
    menu: "Sharing",
    share: "Share with a link",
    update: "Update public versions",
    unpublish: "Unpublish",
    confirmUnpublishTitle: (subject: string) => `Unpublish ${subject}?`,
    confirmUnpublishOne:
      "Its public page and its link stop working at once. The plan itself stays, and you can share it again later.",
    confirmUnpublishMany:
      "Their public pages and links stop working at once. The plans themselves stay, and you can share them again later.",
    confirmUnpublish: (count: number) => (count === 1 ? "Unpublish" : `Unpublish ${count} plans`),
  },
} as const;

/** The Share dialog and the publishing controls of the plan page and the plans list. */
export const SHARE_TEXT = {
  button: "Share",
  title: "Share this plan",
  description: "Choose who can open this plan. Visitors always see the version you publish.",
  loading: "Loading sharing settings…",
  loadFailed: "Sharing settings could not be loaded.",
  retry: "Try again",
  visibilityLegend: "Who can see this plan",
  visibility: {
    private: { label: "Private", hint: "Only you can open this plan." },
    unlisted: {
      label: "Anyone with the link",
      hint: "Not listed anywhere; people need the link to open it.",
    },
    public: { label: "Public", hint: "Also listed on your profile and found by search engines." },
  },
  slugLabel: "Page address",
  slugHint: "Lowercase letters, digits and hyphens.",
  slugChecking: "Checking…",
  slugAvailable: "This address is free.",
  slugCurrent: "This is the page's current address.",
  slugCheckFailed: "The address could not be checked.",
  slugSuggestions: "Free addresses:",
  usernameNeeded: "Public plans live at your profile address, so choose a username first.",
  chooseUsername: "Choose a username",
  estimateSwitch: "Show the estimate on the public page",
  estimateAmount: "Amount",
  estimateCurrency: "Currency",
  estimateNote: "Note",
  estimateNotePlaceholder: "For example: fixed price, 50% up front",
  estimateInvalid: "Enter an amount such as 4500 or 4500.50.",
  publish: "Publish",
  save: "Save",
  makePrivate: "Make private",
  published: "Plan published",
  saved: "Sharing settings saved",
  publishFailed: "The plan could not be published. Try again.",
  preparingDiagrams: (done: number, total: number) => `Preparing diagrams ${done} of ${total}`,
  publicLinkLabel: "Public page",
  unlistedLinkLabel: "Link for anyone",
  copyLink: "Copy link",
  copyPublicLink: "Copy public page link",
  copyUnlistedLink: "Copy link for anyone",
  linkCopied: "Link copied",
  copyFailed: "The link could not be copied. Select it and copy it yourself.",
  regenerate: "Regenerate link",
  regenerateTitle: "Regenerate the link?",
  regenerateDescription:
    "A new link replaces this one. The old link stops working at once, for everyone you sent it to.",
  regenerateConfirm: "Regenerate",
  regenerated: "New link created; the old one no longer works",
  regenerateFailed: "The link could not be regenerated. Try again.",
  unpublish: "Unpublish",
  unpublishTitle: "Unpublish this plan?",
  unpublishDescription:
    "The public page and the link for anyone stop working at once. You can share the plan again later.",
  unpublishConfirm: "Unpublish",
  unpublished: "The plan is private again",
  unpublishFailed: "The plan could not be unpublished. Try again.",
  cancel: "Cancel",
  viewsHeading: "Views",
  views: { total: "Total", today: "Today", last30Days: "Last 30 days" },
  unpublishedChanges: "Unpublished changes",
  unpublishedChangesHint: "Visitors still see the version you published last.",
  updatePublicVersion: "Update public version",
  updated: "Public version updated",
  updateFailed: "The public version could not be updated. Try again.",
  sharedBadge: { unlisted: "Shared by link", public: "Public" },
} as const;

/** Public profile and plan pages (no sign-in). */
export const PUBLIC_PAGE_TEXT = {
  /** The Open Graph picture of a plan whose title has no character the picture's font draws. */
  ogUntitled: "A project plan",
  /** Shown for an author with neither a full name nor a username (never the e-mail). */
  anonymousAuthor: "A Plansmith user",
  makeYourOwn: "Make your own plan",
  makeYourOwnPitch: "Plansmith turns an idea into a client-ready project plan in minutes.",
  contents: "Contents",
  publishedOn: "Published",
  updatedOn: "Updated",
  by: "By",
  estimate: "Estimate",
  publicPlans: "Public plans",
  noPublicPlans: "No public plans yet.",
  avatarAlt: (name: string) => `${name}'s avatar`,
  logoAlt: (brand: string) => `${brand} logo`,
  /** A Markdown image is never loaded from its address; the page links to it instead. */
  imageLink: (alt: string) => (alt.trim() ? `Image: ${alt.trim()}` : "Image"),
  diagramAlt: (position: number, kind: string, sectionTitle: string) =>
    `Diagram ${position} (${kind}) in "${sectionTitle}"`,
  diagramAltDescribed: (title: string, description: string) =>
    description ? `${title}: ${description}` : title,
  footnote: (label: string) => `Footnote ${label}`,
} as const;

/** Views, the public listing APIs, the landing page's featured plans, sitemap and profile bio. */
export const PUBLIC_META_TEXT = {
  /** The owner's notification, at most once per plan and UTC day. */
  planOpened: (title: string) => `Your plan "${title}" was opened`,
  planOpenedBody: "Someone opened its shared page today. The Share dialog shows its views.",
  /** GET /api/plans/public: a bad query. */
  invalidPage: (max: number) => `page must be a whole number from 1 to ${max}.`,
  invalidPageSize: (max: number) => `pageSize must be a whole number from 1 to ${max}.`,
  invalidAuthor: "author must be a username (3–30 letters, digits, underscores or hyphens).",
  /** The landing page's featured plans. */
  featuredEyebrow: "Showcase",
  featuredTitle: "Plans made with Plansmith",
  featuredDescription: "Recently published by people who plan their projects here.",
  featuredBy: (name: string) => `by ${name}`,
  featuredPublished: (date: string) => `Published ${date}`,
  /** Profile bio and avatar (/settings/profile, PUT /api/profile). */
  bioTooLong: (max: number) => `The bio must be at most ${max} characters.`,
  avatarWrongType: "The avatar must be a PNG, JPEG or WebP image.",
  avatarTooLarge: (kilobytes: number) => `The avatar must be ${kilobytes} KB or smaller.`,
  avatarNotFound: "This user has no public avatar.",
  bioLabel: "Bio",
  bioDescription: (max: number) =>
    `A few words about you, shown on your public profile. Up to ${max} characters.`,
  bioCount: (used: number, max: number) => `${used} / ${max}`,
  avatarLabel: "Avatar",
  avatarDescription: (kilobytes: number) =>
    `PNG, JPEG or WebP, up to ${kilobytes} KB. Shown on your public profile and the plans you publish.`,
  avatarAlt: "Your avatar",
  avatarUpload: "Upload avatar",
  avatarReplace: "Replace avatar",
} as const;

/* Issue 15 — the plan editor as a writer's tool. One object per area; add texts to yours only. */

/** What the editor refuses because Markdown could not keep it (tables in cells, …). */
export const EDITOR_FIDELITY_TEXT = {
  /** Shown under the disabled "Insert table" while the cursor is in a table cell. */
  tableInsideCell: "Tables can't go inside a table cell. Move the cursor below the table first.",
} as const;

/** Why a section did not save and how to fix it (size, empty title, …). */
export const SECTION_SAVE_TEXT = {
  sectionTooLong: (limit: string, length: string) =>
    `This section is over ${limit} characters (it has ${length}), so it is not saved. Shorten it, or move part of it into a new section with “Add section”. Your text is kept on this device until then.`,
  sectionTitleRequired:
    "A section needs a title. Type one: this section is not saved until it has a title.",
  sectionTitleTooLong: (limit: string) =>
    `A section title can be at most ${limit} characters. Shorten it: this section is not saved until then.`,
  planTitleRequired: "The plan needs a title. Type one: the title is not saved until then.",
  planTitleTooLong: (limit: string) =>
    `The plan title can be at most ${limit} characters. Shorten it: it is not saved until then.`,
  planSummaryTooLong: (limit: string) =>
    `The description can be at most ${limit} characters. Shorten it: it is not saved until then.`,
  sectionNameTaken: (name: string) =>
    `This plan already has a section named “${name}”. Choose another name.`,
  /** A refusal the server explained: its reason, and that nothing typed is lost. */
  refused: (reason: string) => `Not saved: ${reason} Your changes are kept on this device.`,
} as const;

/** The document toolbar, lazy section editors and section navigation. */
export const EDITOR_SHELL_TEXT = {
  /** The accessible name of the one document toolbar. */
  toolbarLabel: "Formatting",
  noSectionFocused: "Click in a section's text to format it",
  /** Which section the toolbar acts on (the last one focused). */
  target: (title: string) => `Formatting “${title}”`,
  toolbarKeys: "Alt+F10 from the text goes to the toolbar; Escape comes back",
  /** A section's text before its editor is opened (click or Enter to edit). */
  readOnlyLabel: (title: string) => `${title} text (opens for editing when focused)`,
  diagramPlaceholder: "Diagram — drawn when you edit this section",
} as const;

/** Slash menu, selection bubble and find within the plan. */
export const EDITOR_HABITS_TEXT = {
  /** The slash menu ("/" in an empty line or after a space). */
  slashMenuLabel: "Insert a block",
  slashHeading: (level: number) => `Heading ${level}`,
  slashBulletList: "Bullet list",
  slashNumberedList: "Numbered list",
  slashChecklist: "Checklist",
  slashTable: "Table",
  slashDiagram: "Diagram",
  slashDivider: "Divider",
  slashQuote: "Quote",
  slashCodeBlock: "Code block",
  /** The selection bubble. */
  bubbleLabel: "Format the selection",
  bubbleBold: "Bold",
  bubbleItalic: "Italic",
  bubbleStrike: "Strikethrough",
  bubbleCode: "Inline code",
  bubbleLink: "Link",
  bubbleLinkAddress: "Link address",
  bubbleLinkApply: "Apply link",
  bubbleLinkRemove: "Remove link",
  /** Find within the plan (Ctrl/Cmd-F in the editing area). */
  findOpen: "Find in plan",
  findLabel: "Find in plan",
  findPlaceholder: "Find in plan…",
  findNext: "Next match",
  findPrevious: "Previous match",
  findClose: "Close find",
  findCount: (current: number, total: number) => `${current} of ${total}`,
  findNone: "No matches",
} as const;

/** The history and conflict dialogs (rendered text and word diffs). */
export const PLAN_HISTORY_TEXT = {
  changesView: "Changes",
  versionView: "This version",
  viewChoice: "Show",
  changesHint:
    "What changed since this version: removed text is struck through, added text underlined.",
  noChanges: "The plan is the same as this version.",
  currentLoadFailed: "Unable to load the plan as it is now, so only this version is shown.",
  emptySection: "(empty)",
  diagram: "Diagram (Mermaid source)",
  code: (lang: string) => (lang ? `Code (${lang})` : "Code"),
  taskDone: "done",
  taskOpen: "to do",
  showUnchanged: (count: number) => `Show ${count} unchanged ${count === 1 ? "block" : "blocks"}`,
  removedBlock: "removed",
  addedBlock: "added",
  conflictHint:
    "Differences are highlighted: struck through on the saved version, underlined on yours.",
  onlyInYours: "only in your version",
  onlyInTheirs: "only in the saved version",
} as const;

/** Export to PDF (print view) and Word, and the Markdown export. */
export const PLAN_EXPORT_TEXT = {
  menu: "Export",
  markdown: "Markdown (.md)",
  pdf: "PDF (print view)",
  word: "Word (.docx)",
  exported: (filename: string) => `Downloaded ${filename}`,
  markdownFailed: "Unable to export the plan as Markdown. Please try again.",
  wordPreparing: "Preparing the Word document…",
  wordDrawing: (done: number, total: number) =>
    `Drawing diagrams for the Word document (${done} of ${total})…`,
  wordFailed: "Unable to create the Word document. Please try again.",
  wordDiagramsSkipped: (count: number) =>
    count === 1
      ? "One diagram could not be drawn: the document shows its source instead."
      : `${count} diagrams could not be drawn: the document shows their source instead.`,
  pdfOpenFailed: "Unable to open the print view. Please try again.",
  printButton: "Print / Save as PDF",
  backToPlan: "Back to the plan",
  printDrawing: (done: number, total: number) => `Drawing diagrams (${done} of ${total})…`,
  printReady: "Ready: use Print / Save as PDF and choose “Save as PDF” as the printer.",
  contents: "Contents",
  pageLabel: "Page",
  pageOfLabel: "of",
  diagramName: "Diagram",
  logoName: "Logo",
  logoAlt: (brand: string) => `${brand} logo`,
  diagramNotDrawn: "This diagram could not be drawn; its source is shown instead.",
} as const;
