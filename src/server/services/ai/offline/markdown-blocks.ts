/**
 * A section body split into Markdown blocks in one pass over its lines: fenced code (kept
 * verbatim, e.g. a Gantt chart), tables, headings, list items and paragraphs. The section
 * actions rewrite prose blocks and leave the rest alone.
 */
export type MarkdownBlock =
  | { type: "code" | "table" | "heading" | "quote"; text: string }
  | { type: "list"; items: { marker: string; indent: string; text: string }[] }
  | { type: "paragraph"; text: string };

const LIST_ITEM = /^(\s*)([-*+•]|\d{1,3}[.)]|- \[[ xX]\])\s+(.*)$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export function splitBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as string;
    const fence = FENCE.exec(line);
    if (fence?.[1]) {
      flush();
      const closer = fence[1];
      const code = [line];
      for (i += 1; i < lines.length; i += 1) {
        code.push(lines[i] as string);
        if ((lines[i] as string).trim().startsWith(closer)) break;
      }
      blocks.push({ type: "code", text: code.join("\n") });
      continue;
    }
    if (line.trim() === "") {
      flush();
      continue;
    }
    const trimmed = line.trimStart();
    const kind = trimmed.startsWith("|")
      ? "table"
      : trimmed.startsWith("#")
        ? "heading"
        : trimmed.startsWith(">")
          ? "quote"
          : null;
    if (kind) {
      flush();
      const last = blocks[blocks.length - 1];
      if (last && last.type === kind && kind !== "heading") last.text += `\n${line}`;
      else blocks.push({ type: kind, text: line });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      const entry = { indent: item[1] ?? "", marker: item[2] ?? "-", text: item[3] ?? "" };
      const last = blocks[blocks.length - 1];
      if (last?.type === "list") last.items.push(entry);
      else blocks.push({ type: "list", items: [entry] });
      continue;
    }
    const last = blocks[blocks.length - 1];
    // A continuation line of a list item belongs to it.
    if (paragraph.length === 0 && last?.type === "list" && /^\s+\S/.test(line)) {
      const item = last.items[last.items.length - 1];
      if (item) item.text += ` ${trimmed}`;
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

export function joinBlocks(blocks: readonly MarkdownBlock[]): string {
  return blocks
    .map((block) =>
      block.type === "list"
        ? block.items.map((item) => `${item.indent}${item.marker} ${item.text}`).join("\n")
        : block.text,
    )
    .join("\n\n");
}

/** Words whose trailing period is an abbreviation's, not a sentence end ("Crumb & Co. Ltd"). */
const ABBREVIATIONS = new Set(["co", "inc", "ltd", "corp", "mr", "mrs", "ms", "dr", "st", "vs"]);

/**
 * Whether the period run ending before `end` is an abbreviation's: the next word starts in lower
 * case ("Co. needs", "e.g. the"), or the word before it is a known abbreviation.
 */
function isAbbreviation(text: string, dot: number, end: number): boolean {
  if (text[dot] !== ".") return false;
  let next = end;
  while (next < text.length && /\s/.test(text[next] as string)) next += 1;
  if (next < text.length && /\p{Ll}/u.test(text[next] as string)) return true;
  let wordStart = dot;
  while (wordStart > 0 && /\p{L}/u.test(text[wordStart - 1] as string)) wordStart -= 1;
  return ABBREVIATIONS.has(text.slice(wordStart, dot).toLowerCase());
}

/**
 * Sentences of a paragraph: each ends after a run of . ! ? that is followed by white space or
 * the end, unless the period is an abbreviation's. One loop over the characters (a pattern with
 * backtracking would be quadratic on "a.b.c…"); the abbreviation check looks at one word on
 * either side.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char !== "." && char !== "!" && char !== "?") continue;
    let end = i + 1;
    while (end < text.length && /[.!?]/.test(text[end] as string)) end += 1;
    const atEnd = end === text.length;
    if (atEnd || (/\s/.test(text[end] as string) && !isAbbreviation(text, end - 1, end))) {
      const sentence = text.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
    i = end - 1;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}
