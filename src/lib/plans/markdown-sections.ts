/**
 * Splits a Markdown document into a plan: its title, a summary and sections, by its headings.
 *
 * - The only `#` heading, when there is exactly one, is the title; otherwise the title comes from
 *   front matter, then from the caller's fallback (the file name).
 * - The highest heading level left (usually `##`) starts sections; deeper headings stay in the
 *   section bodies. A `#` inside a fenced code block is code, never a heading.
 * - Text before the first section is the summary when it is short plain prose, else an Overview.
 * - A plan holds at most MAX_SECTIONS_ON_CREATE sections: the rest is kept in the last one.
 */
import { MAX_SECTIONS_ON_CREATE } from "./plan-schemas";
import {
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  SECTION_BODY_MAX_LENGTH,
  SECTION_KIND_TITLES,
  SECTION_TITLE_MAX_LENGTH,
  type SectionKind,
} from "./plan-rules";
import { sectionKindFromHeading } from "./section-kind-from-heading";

export interface ImportedSection {
  kind: SectionKind;
  title: string;
  /** Markdown. */
  body: string;
}

/** What an import answers: a plan the user can adjust before it is created. */
export interface ImportPreview {
  title: string;
  summary: string;
  sections: ImportedSection[];
}

export const IMPORTED_PLAN_DEFAULT_TITLE = "Imported plan";
/** Ends a section body that was longer than a section may be. */
export const TRUNCATED_BODY_NOTE = "_(The rest of this section was too long to import.)_";

interface Heading {
  /** First and one-past-last line of the heading (a setext heading spans two lines). */
  start: number;
  end: number;
  level: number;
  text: string;
}

// `[^]*`, not `.*$`: `.` stops at U+2028, and retrying `.*` from every shorter run of marks or
// spaces before one made a single long line quadratic.
const FENCE = /^ {0,3}(`{3,}|~{3,})([^]*)/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+([^]*))?$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** Lines that cannot be the text of a setext heading: blocks of their own. */
const BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|>|\||#|`{3}|~{3}|<)/;

/** Lines inside fenced code blocks (including the fences themselves). */
function fencedLines(lines: readonly string[]): boolean[] {
  const inside = new Array<boolean>(lines.length).fill(false);
  let open: { char: string; length: number } | null = null;
  lines.forEach((line, index) => {
    const fence = FENCE.exec(line);
    if (open) {
      inside[index] = true;
      const closes =
        fence && fence[1]![0] === open.char && fence[1]!.length >= open.length && !fence[2]!.trim();
      if (closes) open = null;
    } else if (fence && !(fence[1]![0] === "`" && fence[2]!.includes("`"))) {
      inside[index] = true;
      open = { char: fence[1]![0]!, length: fence[1]!.length };
    }
  });
  return inside;
}

const isSpaceOrTab = (char: string | undefined) => char === " " || char === "\t";

/**
 * An ATX heading's text without its optional closing `#`s ("Scope ##" → "Scope"), scanned from
 * the end: the pattern this replaces, /(?:^|[ \t]+)#+[ \t]*$/, retried from every space of a
 * long run and took minutes on one long line.
 */
function withoutClosingHashes(text: string): string {
  let end = text.length;
  while (end > 0 && isSpaceOrTab(text[end - 1])) end--;
  let hashes = end;
  while (hashes > 0 && text[hashes - 1] === "#") hashes--;
  if (hashes === end) return text;
  if (hashes === 0) return "";
  return isSpaceOrTab(text[hashes - 1]) ? text.slice(0, hashes) : text;
}

function findHeadings(lines: readonly string[]): Heading[] {
  const inFence = fencedLines(lines);
  const headings: Heading[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (inFence[index]) continue;
    const line = lines[index]!;
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      const text = withoutClosingHashes(atx[2] ?? "").trim();
      if (text) headings.push({ start: index, end: index + 1, level: atx[1]!.length, text });
      continue;
    }
    const next = lines[index + 1];
    const previous = index > 0 ? lines[index - 1]! : "";
    const underline = next !== undefined && !inFence[index + 1] && SETEXT_UNDERLINE.exec(next);
    if (underline && line.trim() && !previous.trim() && !BLOCK_START.test(line)) {
      const level = underline[1]!.startsWith("=") ? 1 : 2;
      headings.push({ start: index, end: index + 2, level, text: line.trim() });
      index += 1;
    }
  }
  return headings;
}

/**
 * Inline Markdown as plain text: links, emphasis, code marks, tags and escapes removed. The link
 * and tag patterns stop at the next bracket, so "[[[[" or "<<<<" on a long line is scanned once,
 * not once from every bracket.
 */
export function plainHeadingText(text: string): string {
  return text
    .replace(/!?\[([^[\]]*)\]\([^()[\]\s]*\)/g, "$1")
    .replace(/<[^<>]+>/g, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(\*|_)(.+?)\1/g, "$2")
    .replace(/`+/g, "")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** "1. Scope", "2) Budget", "IV. Risks", "B. Team" → the words after the numbering. */
function withoutNumbering(text: string): string {
  const stripped = text.replace(/^(?:\d+(?:\.\d+)*[.)]?|[IVX]+[.)]|[A-Z][.)])\s+(?=\S)/, "");
  return /\p{L}/u.test(stripped) ? stripped : text;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The lines without the blank lines around them. */
function joinTrimmed(lines: readonly string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]!.trim()) start++;
  while (end > start && !lines[end - 1]!.trim()) end--;
  return lines.slice(start, end).join("\n");
}

/** A body cut at a paragraph break below the section limit, with a note that it was cut. */
function fitBody(body: string): string {
  if (body.length <= SECTION_BODY_MAX_LENGTH) return body;
  const room = SECTION_BODY_MAX_LENGTH - TRUNCATED_BODY_NOTE.length - 2;
  const paragraphEnd = body.lastIndexOf("\n\n", room);
  const cut = paragraphEnd > room / 2 ? paragraphEnd : room;
  return `${body.slice(0, cut).trimEnd()}\n\n${TRUNCATED_BODY_NOTE}`;
}

/** Whether text before the sections reads as a summary: short prose, no lists, code or tables. */
function isPlainSummary(text: string): boolean {
  return (
    text.length <= PLAN_SUMMARY_MAX_LENGTH &&
    !text.split("\n").some((line) => BLOCK_START.test(line) || /^( {4}|\t)/.test(line))
  );
}

/** YAML front matter (`---` … `---` at the very top): its lines and its `title:`, if any. */
function frontMatter(lines: readonly string[]): { end: number; title: string } {
  if (lines[0]?.trim() !== "---") return { end: 0, title: "" };
  const close = lines.findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line));
  if (close < 0) return { end: 0, title: "" };
  const titleLine = lines.slice(1, close).find((line) => /^title\s*:/i.test(line));
  const title = titleLine?.replace(/^title\s*:\s*/i, "").replace(/^(["'])(.*)\1$/, "$2") ?? "";
  return { end: close + 1, title: title.trim() };
}

function sectionFrom(heading: Heading, body: string): ImportedSection {
  const words = withoutNumbering(plainHeadingText(heading.text));
  const kind = sectionKindFromHeading(words);
  return {
    kind,
    title: clip(words || SECTION_KIND_TITLES[kind], SECTION_TITLE_MAX_LENGTH),
    body,
  };
}

/** Splits `markdown` into a plan preview (see the module comment for the rules). */
export function splitMarkdownIntoSections(
  markdown: string,
  options: { fallbackTitle?: string } = {},
): ImportPreview {
  const allLines = markdown
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const front = frontMatter(allLines);
  const lines = allLines.slice(front.end);
  const headings = findHeadings(lines);

  const topLevel = headings.filter((heading) => heading.level === 1);
  const titleHeading = topLevel.length === 1 ? topLevel[0]! : null;
  const sectionCandidates = headings.filter((heading) => heading !== titleHeading);
  // A loop, not Math.min(...levels): spreading 250,000 headings overflowed the stack.
  let sectionLevel = Number.POSITIVE_INFINITY;
  for (const heading of sectionCandidates) sectionLevel = Math.min(sectionLevel, heading.level);
  const starts = sectionCandidates.filter((heading) => heading.level === sectionLevel);

  /** Lines from..to, without the title heading's lines. */
  const slice = (from: number, to: number) =>
    lines
      .slice(from, to)
      .filter(
        (_, offset) =>
          !titleHeading || from + offset < titleHeading.start || from + offset >= titleHeading.end,
      );

  const title =
    [titleHeading ? plainHeadingText(titleHeading.text) : "", front.title, options.fallbackTitle]
      .map((candidate) => candidate?.trim() ?? "")
      .find(Boolean) ?? IMPORTED_PLAN_DEFAULT_TITLE;

  const preamble = joinTrimmed(slice(0, starts[0]?.start ?? lines.length));
  const sections: ImportedSection[] = starts.map((heading, index) =>
    sectionFrom(heading, joinTrimmed(slice(heading.end, starts[index + 1]?.start ?? lines.length))),
  );

  let summary = "";
  if (preamble && sections.length > 0 && isPlainSummary(preamble)) summary = preamble;
  else if (preamble) {
    sections.unshift({ kind: "overview", title: SECTION_KIND_TITLES.overview, body: preamble });
  }

  return {
    title: clip(title, PLAN_TITLE_MAX_LENGTH),
    summary,
    sections: mergeOverflow(sections, starts, lines).map((section) => ({
      ...section,
      body: fitBody(section.body),
    })),
  };
}

/**
 * Keeps the sections past the limit inside the last allowed one, each under its original
 * heading, so no text is lost.
 */
function mergeOverflow(
  sections: ImportedSection[],
  starts: readonly Heading[],
  lines: readonly string[],
): ImportedSection[] {
  if (sections.length <= MAX_SECTIONS_ON_CREATE) return sections;
  const offset = sections.length - starts.length; // 1 when an Overview was added in front
  const kept = sections.slice(0, MAX_SECTIONS_ON_CREATE);
  const last = kept[kept.length - 1]!;
  const overflow = sections.slice(MAX_SECTIONS_ON_CREATE).map((section, index) => {
    const heading = starts[MAX_SECTIONS_ON_CREATE + index - offset]!;
    const headingMarkdown = lines.slice(heading.start, heading.end).join("\n");
    return section.body ? `${headingMarkdown}\n\n${section.body}` : headingMarkdown;
  });
  kept[kept.length - 1] = {
    ...last,
    body: [last.body, ...overflow].filter(Boolean).join("\n\n"),
  };
  return kept;
}
