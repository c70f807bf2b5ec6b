/**
 * Error codes clients can branch on, across every domain: the wire contract of REST and tRPC errors (spec section 7 names the first two). One list, so a code is never reused with two meanings.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

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
