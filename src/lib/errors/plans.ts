/**
 * Texts of plans: creating, importing, listing and customizing them.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

/** Refusals of plans, sections, revisions and the plan customization settings. */
export const PLAN_ERRORS = {
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
