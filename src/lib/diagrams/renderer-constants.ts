/**
 * The diagram renderer's numbers and texts (spec sections 4, 8 and 9), named once. The renderer,
 * the validation, the components and the tests import these, so a timing or a message can only
 * change here.
 */
import type { DiagramProblemReport } from "./parser-errors";

/** Unprocessed blocks are rendered this long after they appear (spec section 9). */
export const DIAGRAM_RENDER_DELAY_MS = 150;
/** Page changes (MutationObserver records) are looked at no more than once per this period. */
export const DIAGRAM_MUTATION_THROTTLE_MS = 100;
/** Longer sources are drawn as mermaid's 'Maximum text size in diagram exceeded' picture. */
export const DIAGRAM_MAX_TEXT_SIZE = 50_000;
/**
 * Blocks within this margin of the viewport (one screen above and below) count as near and are
 * drawn first, in document order (render-schedule.ts); an IntersectionObserver rootMargin.
 */
export const DIAGRAM_NEAR_VIEWPORT_MARGIN = "100% 0px";
/** The rest are drawn one per idle period; a busy page still gets one drawn at least this often. */
export const DIAGRAM_IDLE_TIMEOUT_MS = 250;
/** Where the browser has no requestIdleCallback, the next off-screen block waits this long. */
export const DIAGRAM_IDLE_FALLBACK_DELAY_MS = 50;
/** A failed render is retried this many times (after a reset) before the error picture. */
export const DIAGRAM_RENDER_RETRIES = 1;

/** Renderer defaults (spec section 9). */
export const DIAGRAM_FONT_FAMILY = "inherit";
export const DIAGRAM_PRIMARY_COLOR = "#666666";
export const DIAGRAM_LINE_COLOR = "#666666";
export const DIAGRAM_BACKGROUND = "transparent";

/**
 * User Timing measures (DevTools' Performance panel, the `diagrams` benchmark): one block from
 * the start of its turn until it is shown, and the part of that spent inside mermaid.render.
 */
export const DIAGRAM_BLOCK_MEASURE = "plansmith:diagram-block";
export const DIAGRAM_MERMAID_MEASURE = "plansmith:mermaid-render";

/** Prefix of render ids: `mermaid-{time}-{counter}-{random}`. */
export const DIAGRAM_RENDER_ID_PREFIX = "mermaid";

/** The DOM contract between diagram blocks and the renderer (see renderer.ts). */
export const DIAGRAM_BLOCK_CLASS = "mermaid";
export const DIAGRAM_RENDERED_CLASS = "rendered";
export const DIAGRAM_PROCESSED_ATTRIBUTE = "data-processed";
export const DIAGRAM_SOURCE_ATTRIBUTE = "data-diagram-source";
export const DIAGRAM_TYPE_ATTRIBUTE = "data-diagram-type";
export const DIAGRAM_ERROR_ATTRIBUTE = "data-diagram-error";
/** Bubbling CustomEvent fired on a block after each render (detail: DiagramRenderedDetail). */
export const DIAGRAM_RENDERED_EVENT = "plansmith:diagram-rendered";

export type DiagramRenderedDetail =
  | { ok: true; svg: string; diagramType: string }
  | {
      ok: false;
      /** Mermaid's message as thrown (also in DIAGRAM_ERROR_ATTRIBUTE). */
      error: string;
      svg: string;
      /** The message made readable, with the user's line (parser-errors.ts). */
      problem: DiagramProblemReport;
    };

/** The renderer's error texts, exactly as spec section 8 words them. */
export const DIAGRAM_ERRORS = {
  documentBodyMissing: "Document body is not available",
  initializeFailed: "Failed to initialize Mermaid",
  renderFailed: "Failed to render diagrams",
  observerFailed: "Failed to setup mutation observer",
  cleanupFailed: "Error during cleanup",
  diagramNotFound: (type: string) => `Diagram ${type} not found.`,
  unknownLayout: (name: string) => `Unknown layout algorithm: ${name}`,
  /** Drawn by mermaid itself when a source is longer than DIAGRAM_MAX_TEXT_SIZE. */
  maxTextSizeExceeded: "Maximum text size in diagram exceeded",
  /** Drawn by mermaid's error picture, together with 'mermaid version 11.x'. */
  syntaxError: "Syntax error in text",
  /** Ours (the spec gives no wording): a `---` block without its closing `---` line. */
  frontMatterNotClosed: "The front matter that starts with --- must end with a line of ---.",
  /** Ours: the source asks the browser to fetch something (source-safety.ts), so it is not drawn. */
  externalResource:
    "Diagrams cannot load images, fonts or styles from other addresses (url(), image-set(), @import or an image shape). Remove them to draw the diagram.",
  /** Ours: parsing succeeded but no picture came out. */
  noPicture: "The diagram did not produce a picture.",
} as const;

/**
 * Texts that mark a rendered picture as an error picture (spec section 5): mermaid draws these
 * instead of throwing in some cases, so a validation must look inside the SVG too. Compared
 * case-insensitively; 'mermaid version' is the library-version line of the error picture.
 */
export const DIAGRAM_ERROR_PICTURE_MARKERS = [
  "syntax error",
  "parse error",
  "unknown diagram",
  "error parsing",
  "mermaid version",
] as const;
