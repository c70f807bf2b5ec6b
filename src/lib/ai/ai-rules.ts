/**
 * Limits of the AI features, shared by forms and the server (one place, imported by tests).
 */
/** Characters of one chat message or brief. */
export const AI_MESSAGE_MAX_LENGTH = 20_000;
/** Characters of a job post pasted for a cover letter. */
export const JOB_POST_MAX_LENGTH = 20_000;
/** Characters of a diagram description. */
export const DIAGRAM_DESCRIPTION_MAX_LENGTH = 4_000;
export const THREAD_TITLE_MAX_LENGTH = 120;
/** Threads per page of the history sidebar. */
export const THREAD_PAGE_SIZE = 30;

/** Attachments: what the server accepts (checked by content, not by name). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE = 5;
/** Characters of extracted text sent to a model per attachment (the rest is cut, and said so). */
export const ATTACHMENT_TEXT_MAX_LENGTH = 60_000;
export const ATTACHMENT_MEDIA_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "text/markdown",
  "text/plain",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export type AttachmentMediaType = (typeof ATTACHMENT_MEDIA_TYPES)[number];
/** What the file picker offers (the server still checks the content). */
export const ATTACHMENT_ACCEPT =
  "image/png,image/jpeg,image/gif,image/webp,.pdf,.md,.markdown,.txt,.csv,.docx";

/** Per-user defaults (configurable: AI_REQUESTS_PER_MINUTE, AI_MAX_CONCURRENT_GENERATIONS). */
export const DEFAULT_AI_REQUESTS_PER_MINUTE = 20;
export const DEFAULT_AI_MAX_CONCURRENT_GENERATIONS = 3;

/** Automatic repair rounds for a generated diagram that does not validate (issue 13, point 12). */
export const DIAGRAM_REPAIR_ROUNDS = 2;
