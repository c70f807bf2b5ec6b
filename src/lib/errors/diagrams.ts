/**
 * Texts of diagrams: why a diagram cannot be drawn, and the diagram settings.
 * User-facing texts are named once: the UI, the REST adapters and the tests import them from here.
 */

/** Refusals of the diagram settings (spec section 5, exact wording). */
export const DIAGRAM_SETTINGS_ERRORS = {
  // Diagram settings (spec section 5, exact wording)
  invalidThemeValue: "Invalid theme value",
  invalidSecurityLevel: "Invalid security level",
} as const;

/**
 * A diagram that cannot be drawn, in plain words (src/lib/diagrams/error-explanation.ts picks
 * one per kind of mistake). Each has a `summary` (what is wrong) and a `hint` (what to do); the
 * user's line number is shown in front of the summary, and mermaid's own message stays available
 * under "Details".
 */
export const DIAGRAM_ERROR_TEXT = {
  lineLabel: (line: number) => `Line ${line}:`,
  details: "Details",
  detailsIntro: "Mermaid's own message:",
  editDiagram: "Edit diagram",
  supportedTypes: "Supported diagram types",
  endedEarly: {
    summary: "The diagram stops before it is finished.",
    hint: "Something that was opened is never closed: a bracket, a quote, or a block such as subgraph, loop or { … } that needs its end. Check this line and the lines above it.",
  },
  unclosed: {
    summary: "A bracket or quote here is not closed.",
    hint: 'Every [ needs a ], every ( a ), every { a } and every " a closing ". A label that contains brackets needs quotes around it, for example A["Design (phase 1)"].',
  },
  lineIncomplete: {
    summary: "This line is not complete.",
    hint: "Mermaid reached the end of the line while it still expected more, for example an arrow without the box it points to, or a message without its text. Check for a missing arrow, colon or closing bracket.",
  },
  unexpectedText: {
    summary: "Mermaid could not read this line.",
    hint: "A word or symbol is where mermaid expected something else. Check for a missing arrow (-->), colon (:) or closing bracket, or a keyword this kind of diagram does not know.",
  },
  expectedInstead: (expected: string, found: string) =>
    found
      ? `Mermaid could not read this line: it expected “${expected}” but found “${found}”.`
      : `Mermaid could not read this line: it expected “${expected}”.`,
  unknownCharacters: {
    summary: "This line contains text mermaid does not understand.",
    hint: "Look for a stray character, a word this kind of diagram does not know, or punctuation in a label that needs quotes around the label.",
  },
  unknownCharacterAt: (character: string) =>
    `This line contains text mermaid does not understand, starting at “${character}”.`,
  invalidDate: {
    summary: (value: string) => `“${value}” is not a date mermaid can read.`,
    hint: (value: string) =>
      `Write dates in the chart's dateFormat (for example 2025-03-14 for YYYY-MM-DD). To start after another task, write “after ${value}” and give that task the id ${value}.`,
  },
  unsupportedType: {
    summary: (type: string) => `Unsupported diagram type: ${type}`,
    hint: "Plansmith can draw the diagram types listed below. Check the first line for a typo, or start again from 'Add diagram'.",
  },
  noType: {
    summary: "The diagram does not say which kind of diagram it is.",
    hint: "The first line names the kind of diagram, for example flowchart LR, sequenceDiagram or gantt.",
  },
  loadFailed: {
    summary: "The part of mermaid that draws this kind of diagram could not be loaded.",
    hint: "Check your internet connection and reload the page.",
  },
  externalResource: {
    summary: "This diagram tries to load something from another address.",
  },
  tooLong: {
    summary: "This diagram is too long to draw.",
    hint: (limit: number) =>
      `A diagram can have at most ${limit.toLocaleString("en-US")} characters. Split it into smaller diagrams.`,
  },
  frontMatter: {
    summary: "The settings block at the top of the diagram is not closed.",
  },
  unknownLayout: {
    summary: (name: string) => `Plansmith cannot lay out diagrams with “${name}”.`,
    hint: "Remove the layout setting to use the standard layout.",
  },
  noPicture: {
    summary: "Mermaid read the diagram but drew nothing.",
    hint: "Add at least one box, task or line to the diagram.",
  },
  branchMissing: {
    summary: (branch: string) => `The branch “${branch}” is used before it is created.`,
    hint: (branch: string) => `Add the line “branch ${branch}” before you check it out.`,
  },
  general: {
    summary: "Mermaid could not draw this diagram.",
    hint: "Something is written in a way this kind of diagram does not allow. Compare it with the example in 'Add diagram', or open Details for mermaid's own message.",
  },
  /** A published plan's diagram drawn in the visitor's browser (public-diagram-fallback.tsx). */
  publicFallback: {
    drawing: "Drawing diagram…",
    notDrawn: "This diagram could not be drawn. Its source:",
  },
} as const;
