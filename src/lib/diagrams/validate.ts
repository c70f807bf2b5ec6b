/**
 * The diagram syntax check of spec section 5: empty text is valid; otherwise the text must parse
 * to one of the 21 supported types and render to a picture without an error text in it. The
 * mermaid calls are injected (`DiagramProbe`): the renderer runs them through its queue, tests run
 * the real parser with a fake picture.
 */
import { normaliseDiagramType, type SupportedDiagramType } from "./diagram-types";
import { checkFrontMatter, frontMatterLayout, withoutLeadingBlankLines } from "./front-matter";
import { describeDiagramError, type DiagramProblemReport } from "./parser-errors";
import {
  DIAGRAM_ERROR_PICTURE_MARKERS,
  DIAGRAM_ERRORS,
  DIAGRAM_MAX_TEXT_SIZE,
} from "./renderer-constants";
import { sourceLoadsResources } from "./source-safety";

export type DiagramValidation =
  | { valid: true; diagramType: SupportedDiagramType | null }
  | ({ valid: false } & DiagramProblemReport);

export interface DiagramProbe {
  /** Mermaid's parse; throws the parser's error. */
  parse(text: string): Promise<{ diagramType: string }>;
  /** SVG markup rendered in an off-screen hidden block; throws on failure. */
  renderHidden(text: string): Promise<string>;
}

/**
 * Layouts mermaid 11.17 registers by itself (`registerDefaultLayoutLoaders`). `elk` needs the
 * separate @mermaid-js/layout-elk package, which the product does not load, so it is unknown here.
 */
export const KNOWN_LAYOUTS = ["dagre", "swimlane", "cose-bilkent"] as const;

export async function validateDiagram(
  text: string,
  probe: DiagramProbe,
): Promise<DiagramValidation> {
  if (text.trim() === "") return { valid: true, diagramType: null };
  if (text.length > DIAGRAM_MAX_TEXT_SIZE) {
    return { valid: false, error: DIAGRAM_ERRORS.maxTextSizeExceeded };
  }

  const frontMatterProblem = checkFrontMatter(text);
  if (frontMatterProblem) return { valid: false, ...frontMatterProblem };

  if (sourceLoadsResources(text)) return { valid: false, error: DIAGRAM_ERRORS.externalResource };

  const layout = frontMatterLayout(text);
  if (layout !== null && !(KNOWN_LAYOUTS as readonly string[]).includes(layout)) {
    return { valid: false, error: DIAGRAM_ERRORS.unknownLayout(layout) };
  }

  // Mermaid finds front matter only at the very start of the text, while `mermaid.run` trims a
  // block's text first; leading blank lines are dropped so both paths agree, and error lines are
  // shifted back to the user's numbering (describeDiagramError).
  const { source } = withoutLeadingBlankLines(text);

  let mermaidType: string;
  try {
    mermaidType = (await probe.parse(source)).diagramType;
  } catch (error) {
    return { valid: false, ...describeDiagramError(error, text) };
  }
  const diagramType = normaliseDiagramType(mermaidType);
  if (diagramType === null) {
    return { valid: false, error: DIAGRAM_ERRORS.diagramNotFound(mermaidType) };
  }

  let svg: string;
  try {
    svg = await probe.renderHidden(source);
  } catch (error) {
    return { valid: false, ...describeDiagramError(error, text) };
  }
  if (!/<svg[\s>]/i.test(svg)) return { valid: false, error: DIAGRAM_ERRORS.noPicture };
  if (showsErrorText(svg, source)) return { valid: false, error: DIAGRAM_ERRORS.syntaxError };
  return { valid: true, diagramType };
}

/* ---------------------------------------------------------------------------------------------
 * Error pictures
 * ------------------------------------------------------------------------------------------- */

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    const named: Record<string, string> = {
      amp: "&",
      lt: "<",
      gt: ">",
      quot: '"',
      apos: "'",
      nbsp: " ",
    };
    return named[lower] ?? entity;
  });
}

/**
 * The words a picture shows: tags (with their attribute names and ids, which contain words like
 * `error` in class names), styles and scripts removed, entities decoded, whitespace collapsed.
 * This only reads text for a check; it is not a sanitiser.
 */
function visibleText(svg: string): string {
  const withoutBlocks = svg
    .replace(/<(style|script)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ");
  return normaliseWords(decodeEntities(withoutBlocks.replace(/<[^>]*>/g, " ")));
}

function normaliseWords(text: string): string {
  return text.replace(/\s+/g, " ").toLowerCase();
}

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}

/**
 * Whether the picture shows one of mermaid's error texts. A marker counts only when the picture
 * shows it more often than the source contains it, so a task named 'Fix parse error' still
 * validates while mermaid's own error picture ('Syntax error in text', 'mermaid version …') does
 * not.
 */
function showsErrorText(svg: string, source: string): boolean {
  const pictureText = visibleText(svg);
  const sourceText = normaliseWords(source);
  return DIAGRAM_ERROR_PICTURE_MARKERS.some(
    (marker) => countOccurrences(pictureText, marker) > countOccurrences(sourceText, marker),
  );
}
