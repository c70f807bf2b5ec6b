/**
 * Texts of the AI assistant: providers, chat, plan writing, the plan panel, cover letters, attachments.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

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
