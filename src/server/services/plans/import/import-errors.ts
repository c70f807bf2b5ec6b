/**
 * The refusals of an import, each with its catalogue text and HTTP status, so the REST route,
 * the tRPC procedure and the upload page say the same thing.
 */
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { IMPORT_TEXT } from "@/lib/errors/plans";
import {
  IMPORT_MAX_CONCURRENT_PER_USER,
  IMPORT_MAX_MEGABYTES,
  IMPORT_MAX_PAGES,
  IMPORT_MAX_TEXT_LENGTH,
  IMPORT_MEMORY_LIMIT_MB,
  IMPORT_TIME_LIMIT_SECONDS,
} from "@/lib/plans/import-rules";

const count = (value: number) => value.toLocaleString("en-US");

export const importErrors = {
  unsupportedType: () =>
    new AppError(ERROR_CODES.unsupportedFileType, 415, IMPORT_TEXT.unsupportedType),
  tooLarge: () =>
    new AppError(ERROR_CODES.fileTooLarge, 413, IMPORT_TEXT.tooLarge(IMPORT_MAX_MEGABYTES)),
  unreadable: () => new AppError(ERROR_CODES.unreadableFile, 422, IMPORT_TEXT.unreadable),
  noText: () => new AppError(ERROR_CODES.nothingToImport, 422, IMPORT_TEXT.noText),
  nothingPasted: () => new AppError(ERROR_CODES.nothingToImport, 422, IMPORT_TEXT.nothingPasted),
  tooManyPages: () =>
    new AppError(ERROR_CODES.importLimit, 413, IMPORT_TEXT.tooManyPages(count(IMPORT_MAX_PAGES))),
  tooMuchText: () =>
    new AppError(
      ERROR_CODES.importLimit,
      413,
      IMPORT_TEXT.tooMuchText(count(IMPORT_MAX_TEXT_LENGTH)),
    ),
  tooSlow: () =>
    new AppError(ERROR_CODES.importLimit, 422, IMPORT_TEXT.tooSlow(IMPORT_TIME_LIMIT_SECONDS)),
  tooMuchMemory: () =>
    new AppError(ERROR_CODES.importLimit, 422, IMPORT_TEXT.tooMuchMemory(IMPORT_MEMORY_LIMIT_MB)),
  tooManyAtOnce: () =>
    new AppError(
      ERROR_CODES.rateLimited,
      429,
      IMPORT_TEXT.tooManyAtOnce(IMPORT_MAX_CONCURRENT_PER_USER),
    ),
  busy: () => new AppError(ERROR_CODES.rateLimited, 429, IMPORT_TEXT.importsBusy),
};
