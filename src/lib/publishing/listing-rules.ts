/**
 * The query of GET /api/plans/public (public plans, newest first, optionally by one author),
 * validated with the same schema wherever it is read.
 */
import { z } from "zod";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";
import { USERNAME_PATTERN } from "@/lib/routes/username-pattern";

export const PUBLIC_PLANS_DEFAULT_PAGE_SIZE = 20;
export const PUBLIC_PLANS_MAX_PAGE_SIZE = 50;
/** Deeper pages would make the database skip too many rows; nobody browses this far. */
export const PUBLIC_PLANS_MAX_PAGE = 1_000;
/** A listing shows the start of the summary only. */
export const LISTING_SUMMARY_MAX_LENGTH = 300;

/** A whole number from a query string ("2"); anything else is not one. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

export const publicPlansQuery = z.object({
  // An empty author (a form's blank field) is no filter.
  author: z
    .string()
    .transform((author) => author.trim() || undefined)
    .pipe(z.string().regex(USERNAME_PATTERN, PUBLIC_META_TEXT.invalidAuthor).optional())
    .optional(),
  page: wholeNumber(
    PUBLIC_META_TEXT.invalidPage(PUBLIC_PLANS_MAX_PAGE),
    1,
    PUBLIC_PLANS_MAX_PAGE,
  ).default(1),
  pageSize: wholeNumber(
    PUBLIC_META_TEXT.invalidPageSize(PUBLIC_PLANS_MAX_PAGE_SIZE),
    1,
    PUBLIC_PLANS_MAX_PAGE_SIZE,
  ).default(PUBLIC_PLANS_DEFAULT_PAGE_SIZE),
});
export type PublicPlansQuery = z.output<typeof publicPlansQuery>;
