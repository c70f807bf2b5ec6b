/**
 * Line breaks where Markdown has no line break syntax. A table cell and an ATX heading are one
 * line each, so their hard breaks are written as `<br>`. They are read back here as hard breaks
 * without a DOM, so the server and the tests read them exactly as the browser does.
 */

/**
 * How a hard break is written inside a paragraph: a backslash before the newline (GFM), which,
 * unlike two trailing spaces, survives at the start of a paragraph and in editors that trim
 * trailing spaces. At the end of a paragraph no Markdown break exists: it is written as `<br>`.
 */
export const WRITTEN_HARD_BREAK = "\\\n";

/** The part of a marked inline token this module looks at. */
export interface InlineToken {
  type?: string;
  raw?: string;
  text?: string;
}

/**
 * What a paragraph holding only line breaks starts with: written as `<br>` alone, its line would
 * be an HTML block for CommonMark (mdast, the public page), not a paragraph. `&nbsp;` is what
 * the writer uses for an empty line anyway (a typed "&nbsp;" is written `&amp;nbsp;`, a typed
 * non-breaking space `&#160;`), so reading it before breaks alone as nothing is unambiguous.
 */
export const BREAKS_ONLY_LEAD = "&nbsp;";

/** The tokens without the lead of a paragraph that holds only line breaks. */
export function withoutBreaksOnlyLead<T extends InlineToken>(tokens: T[]): T[] {
  const [first, ...rest] = tokens;
  const isLead = first?.type === "text" && first.raw === BREAKS_ONLY_LEAD;
  return isLead && rest.length > 0 && rest.every((token) => token.type === "br") ? rest : tokens;
}

/**
 * Markdown readers trim spaces, tabs and non-breaking spaces at the edges of a line, a heading
 * or a table cell. The writer keeps such a character as a numeric entity (which the reader
 * decodes back to the same character).
 */
export const EDGE_WHITESPACE = /[ \t\u00a0]/;

/** The entity of one edge whitespace character. */
export function whitespaceEntity(character: string): string {
  return `&#${character.codePointAt(0)};`;
}

/** The text with a whitespace character at its start (or end) written as an entity. */
export function keepEdgeWhitespace(text: string, edge: "start" | "end"): string {
  if (edge === "start") {
    return EDGE_WHITESPACE.test(text[0] ?? "") ? whitespaceEntity(text[0]!) + text.slice(1) : text;
  }
  const last = text.at(-1) ?? "";
  return EDGE_WHITESPACE.test(last) ? text.slice(0, -1) + whitespaceEntity(last) : text;
}
