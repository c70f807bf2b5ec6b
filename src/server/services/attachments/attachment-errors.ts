/** The refusals of an attachment, each with its catalogue text and HTTP status. */
import { AppError } from "@/lib/app-error";
import { ATTACHMENT_MAX_BYTES } from "@/lib/ai/ai-rules";
import { ATTACHMENT_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";

export const ATTACHMENT_MAX_MEGABYTES = ATTACHMENT_MAX_BYTES / (1024 * 1024);

const rejected = (status: 415 | 422, message: string) =>
  new AppError(ERROR_CODES.attachmentRejected, status, message);

export const attachmentErrors = {
  notFound: () => new AppError(ERROR_CODES.notFound, 404, ATTACHMENT_TEXT.notFound),
  tooLarge: () =>
    new AppError(ERROR_CODES.fileTooLarge, 413, ATTACHMENT_TEXT.tooLarge(ATTACHMENT_MAX_MEGABYTES)),
  unsupportedType: () => rejected(415, ATTACHMENT_TEXT.unsupportedType),
  contentMismatch: () => rejected(415, ATTACHMENT_TEXT.contentMismatch),
  notUtf8: () => rejected(415, ATTACHMENT_TEXT.notUtf8),
  markup: () => rejected(415, ATTACHMENT_TEXT.markup),
  empty: () => rejected(422, ATTACHMENT_TEXT.empty),
  unreadable: () => rejected(422, ATTACHMENT_TEXT.unreadable),
  readingBusy: () => new AppError(ERROR_CODES.rateLimited, 429, ATTACHMENT_TEXT.readingBusy),
  tooManyUploads: () => new AppError(ERROR_CODES.rateLimited, 429, ATTACHMENT_TEXT.tooManyUploads),
};
