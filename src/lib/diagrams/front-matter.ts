/**
 * Front matter and `%%{init}%%` directives of a Mermaid source, read the way mermaid 11 reads them,
 * so the validation can reject what mermaid would reject with a message a person understands
 * (mermaid's own is about 'Diagrams beginning with ---') and can find the layout a diagram asks for
 * before anything is rendered.
 *
 * Mermaid's rule: a source whose first non-blank text is `---` is treated as front matter; the
 * block is recognised only when the opening line is exactly `---` (after the first line's
 * indentation, trailing spaces allowed) and a later line is the same indentation followed by
 * exactly `---`. Anything else that begins with `---` fails to parse.
 */
import { DIAGRAM_ERRORS } from "./renderer-constants";

const LINE_BREAK = /\r\n|\r|\n/;
const HORIZONTAL_SPACE = /^[^\S\r\n]*/;

/** A closed front-matter block; line indices are 0-based into `text.split(LINE_BREAK)`. */
export interface FrontMatterBlock {
  /** Index of the opening `---` line. */
  openLine: number;
  /** Index of the closing `---` line. */
  closeLine: number;
  /** The YAML between the two lines, with the block's indentation removed. */
  body: string;
}

export interface FrontMatterProblem {
  error: string;
  /** 1-based line of the opening `---`. */
  line: number;
}

export function splitLines(text: string): string[] {
  return text.split(LINE_BREAK);
}

function isBlank(line: string): boolean {
  return line.trim() === "";
}

/** Index of the first line with content, or -1 for a blank text. */
function firstContentLine(lines: readonly string[]): number {
  return lines.findIndex((line) => !isBlank(line));
}

function startsWithDashes(lines: readonly string[]): number | null {
  const first = firstContentLine(lines);
  if (first < 0) return null;
  return (lines[first] ?? "").trimStart().startsWith("---") ? first : null;
}

/** The closed front-matter block at the start of `text`, or null when there is none. */
export function findFrontMatter(text: string): FrontMatterBlock | null {
  const lines = splitLines(text);
  const openLine = startsWithDashes(lines);
  if (openLine === null) return null;
  const opening = lines[openLine] ?? "";
  const indent = HORIZONTAL_SPACE.exec(opening)?.[0] ?? "";
  if (opening.slice(indent.length).trimEnd() !== "---") return null;
  for (let index = openLine + 1; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (line.startsWith(indent) && line.slice(indent.length).trimEnd() === "---") {
      const body = lines
        .slice(openLine + 1, index)
        .map((bodyLine) => (bodyLine.startsWith(indent) ? bodyLine.slice(indent.length) : bodyLine))
        .join("\n");
      return { openLine, closeLine: index, body };
    }
  }
  return null;
}

/**
 * Text that begins with `---` must be a properly closed front-matter block; returns the problem,
 * or null when the text has no front matter or a closed one.
 */
export function checkFrontMatter(text: string): FrontMatterProblem | null {
  const openLine = startsWithDashes(splitLines(text));
  if (openLine === null || findFrontMatter(text) !== null) return null;
  return { error: DIAGRAM_ERRORS.frontMatterNotClosed, line: openLine + 1 };
}

function unquote(value: string): string {
  const trimmed = value.trim();
  const quoted = /^(["'])(.*)\1$/.exec(trimmed);
  return quoted ? (quoted[2] ?? "") : trimmed;
}

/** A YAML scalar value without a trailing `# comment`. */
function yamlScalar(raw: string): string | null {
  const withoutComment = raw.replace(/\s+#.*$/, "");
  const value = unquote(withoutComment);
  return value === "" ? null : value;
}

/**
 * `config.<key>` from the front matter's YAML. Mermaid reads only the `config` key for settings,
 * so a top-level `layout:` or `theme:` is ignored here as it is there. Handles the block form
 * (`config:` then an indented `layout: elk`) and the flow form (`config: { layout: elk }`); the
 * front matter of a diagram is small and this avoids shipping a YAML parser. `key` is a plain
 * word (one of ours, never the author's).
 */
function configValueFromYaml(body: string, key: string): string | null {
  const lines = splitLines(body);
  const configIndex = lines.findIndex((line) => /^config\s*:/.test(line));
  if (configIndex < 0) return null;
  const rest = (lines[configIndex] ?? "").replace(/^config\s*:/, "").trim();
  if (rest.startsWith("{")) {
    const flow = new RegExp(`[{,]\\s*["']?${key}["']?\\s*:\\s*("[^"]*"|'[^']*'|[^,}\\s]+)`);
    const match = flow.exec(rest);
    return match ? yamlScalar(match[1] ?? "") : null;
  }
  const entry = new RegExp(`^["']?${key}["']?\\s*:(.*)$`);
  let childIndent: string | null = null;
  for (const line of lines.slice(configIndex + 1)) {
    if (isBlank(line) || line.trimStart().startsWith("#")) continue;
    const indent = HORIZONTAL_SPACE.exec(line)?.[0] ?? "";
    // The first line back at column 0 ends the `config` mapping.
    if (indent === "") break;
    childIndent ??= indent;
    if (indent !== childIndent) continue;
    const match = entry.exec(line.slice(indent.length));
    if (match) return yamlScalar(match[1] ?? "");
  }
  return null;
}

/** `%%{init: …}%%` / `%%{initialize: …}%%` directives; the last one wins, as in mermaid. */
const INIT_DIRECTIVE = /%%\{\s*init(?:ialize)?\s*:([\s\S]*?)\}%%/g;

/** A top-level string setting of the diagram's init directives (`key` as above). */
function directiveValue(text: string, key: string): string | null {
  let value: string | null = null;
  for (const match of text.matchAll(INIT_DIRECTIVE)) {
    // Mermaid accepts single-quoted JSON in directives by turning every ' into ".
    const json = (match[1] ?? "").replace(/'/g, '"');
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === "object" && key in parsed) {
        const found = (parsed as Record<string, unknown>)[key];
        if (typeof found === "string") value = found;
      }
    } catch {
      // Broken JSON is mermaid's parse error to report; look for the key anyway so an unknown
      // value is still named.
      const loose = new RegExp(`"${key}"\\s*:\\s*"([^"]*)"`).exec(json);
      if (loose) value = loose[1] ?? null;
    }
  }
  return value;
}

/**
 * A setting the diagram asks for itself (`layout`, `theme`): from a directive if it has one
 * (mermaid merges directives over front matter), else from the front matter's `config`, else null.
 */
export function diagramConfigValue(text: string, key: "layout" | "theme"): string | null {
  const fromDirective = directiveValue(text, key);
  if (fromDirective !== null) return fromDirective;
  const block = findFrontMatter(text);
  return block ? configValueFromYaml(block.body, key) : null;
}

/** The layout a diagram asks for (see diagramConfigValue). */
export function frontMatterLayout(text: string): string | null {
  return diagramConfigValue(text, "layout");
}

/**
 * The text without its leading blank lines, and how many there were. Mermaid only finds front
 * matter at the very start, so the renderer and the validation both hand it the text this way
 * (and the validation adds the skipped lines back to the parser's line numbers).
 */
export function withoutLeadingBlankLines(text: string): { source: string; skippedLines: number } {
  const lines = splitLines(text);
  const first = lines.findIndex((line) => line.trim() !== "");
  if (first === -1) return { source: "", skippedLines: lines.length };
  return { source: lines.slice(first).join("\n"), skippedLines: first };
}
