/**
 * Texts of the plan editor: saving, the toolbar and menus, history, export.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

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
