/**
 * Generation modes (what the assistant is asked to produce) and purposes (which feature started
 * a generation). Each mode has its own instructions and output checks on the server
 * (src/server/services/ai/prompts).
 */
export const GENERATION_MODES = ["chat", "plan", "diagram", "cover_letter"] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

export const GENERATION_MODE_LABELS: Record<GenerationMode, string> = {
  chat: "Chat",
  plan: "Plan",
  diagram: "Diagram",
  cover_letter: "Cover letter",
};

/**
 * chat: a thread message on /ai or in the plan panel; plan: /create-plan/new writes a whole
 * plan; section_action: improve/shorten/… one section; diagram: generate or repair a Mermaid
 * diagram; cover_letter: a cover letter from a plan and a job post.
 */
export const GENERATION_PURPOSES = [
  "chat",
  "plan",
  "section_action",
  "diagram",
  "cover_letter",
] as const;
export type GenerationPurpose = (typeof GENERATION_PURPOSES)[number];

/** A generation's life: running → finished | failed | stopped. */
export const GENERATION_STATUSES = ["running", "finished", "failed", "stopped"] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

export const SECTION_ACTIONS = ["improve", "shorten", "expand", "formal", "translate"] as const;
export type SectionAction = (typeof SECTION_ACTIONS)[number];

export const SECTION_ACTION_LABELS: Record<SectionAction, string> = {
  improve: "Improve",
  shorten: "Shorten",
  expand: "Expand",
  formal: "More formal",
  translate: "Translate",
};

export const COVER_LETTER_TONES = ["professional", "friendly", "confident", "concise"] as const;
export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number];

export const COVER_LETTER_LENGTHS = ["short", "medium", "long"] as const;
export type CoverLetterLength = (typeof COVER_LETTER_LENGTHS)[number];

/** Words a cover letter of each length aims at. */
export const COVER_LETTER_WORDS: Record<CoverLetterLength, { min: number; max: number }> = {
  short: { min: 80, max: 150 },
  medium: { min: 150, max: 280 },
  long: { min: 280, max: 450 },
};

/** Tool names the assistant may call in plan context; each re-checks ownership on the server. */
export const PLAN_TOOL_NAMES = {
  readPlan: "read_plan",
  proposeSectionChange: "propose_section_change",
  proposeNewSection: "propose_new_section",
} as const;
