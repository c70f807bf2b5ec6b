/**
 * The refusals of an import, each with its catalogue text and HTTP status, so the REST route,
 * the tRPC procedure and the upload page say the same thing.
 */
import { AppError } from "@/lib/app-error";
import { ERROR_CODES, IMPORT_TEXT } from "@/lib/error-catalogue";
import { IMPORT_MAX_MEGABYTES } from "@/lib/plans/import-rules";

export const importErrors = {
  unsupportedType: () =>
    new AppError(ERROR_CODES.unsupportedFileType, 415, IMPORT_TEXT.unsupportedType),
  tooLarge: () =>
    new AppError(ERROR_CODES.fileTooLarge, 413, IMPORT_TEXT.tooLarge(IMPORT_MAX_MEGABYTES)),
  unreadable: () => new AppError(ERROR_CODES.unreadableFile, 422, IMPORT_TEXT.unreadable),
  noText: () => new AppError(ERROR_CODES.nothingToImport, 422, IMPORT_TEXT.noText),
  nothingPasted: () => new AppError(ERROR_CODES.nothingToImport, 422, IMPORT_TEXT.nothingPasted),
};
