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

/**
 * Sentences of a paragraph: each ends after a run of . ! ? that is followed by white space or
 * the end. One loop over the characters (a pattern with backtracking would be quadratic on
 * "a.b.c…").
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char !== "." && char !== "!" && char !== "?") continue;
    let end = i + 1;
    while (end < text.length && /[.!?]/.test(text[end] as string)) end += 1;
    if (end === text.length || /\s/.test(text[end] as string)) {
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
