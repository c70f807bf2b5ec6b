/**
 * The snippet under a search result: plain text around the match. Plans are stored as Markdown,
 * so the text is turned into what a reader sees first — in SQL, because ts_headline (which finds
 * the match the way the search did, word forms included) runs there, on the plain text.
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { SEARCH_CONFIG } from "./search-document";

/**
 * Markdown syntax to plain text, applied in order: [pattern (PostgreSQL ARE), replacement, flags].
 * `n` makes `^`/`$` match at every line. Block markers only count at the start of a line, so a
 * `#` or `-` inside a sentence stays.
 */
export const PLAIN_TEXT_RULES: readonly (readonly [string, string, string])[] = [
  // Code fence lines.
  ["^[ \\t]*(```|~~~)[^\\n]*$", "", "gn"],
  // Table separator rows: | --- | :---: |
  ["^[ \\t]*\\|?[ \\t]*:?-{3,}:?[ \\t]*(\\|[ \\t]*:?-{3,}:?[ \\t]*)*\\|?[ \\t]*$", "", "gn"],
  // Headings, quotes, list markers and task boxes at the start of a line.
  ["^[ \\t]*(#{1,6}[ \\t]+|>[ \\t]?|([-*+]|[0-9]+[.)])[ \\t]+(\\[[ xX]\\][ \\t]+)?)", "", "gn"],
  // Images and links: their text.
  ["!?\\[([^]\\n]*)\\]\\([^)\\n]*\\)", "\\1", "g"],
  // Formatting HTML that Markdown carries (line breaks, lists in table cells…); any other text
  // in angle brackets, like a literal "<script>" someone wrote, stays.
  [
    "</?(br|p|div|span|ul|ol|li|strong|em|b|i|u|s|del|ins|mark|code|pre|sup|sub|table|thead|tbody|tr|td|th)([ \\t][^>]*)?/?>",
    " ",
    "gi",
  ],
  // Non-breaking spaces.
  ["&nbsp;|&#160;", " ", "g"],
  // Emphasis and code markers.
  ["\\*\\*|__|~~|[*`]", "", "g"],
  // Table cell borders (an escaped pipe is text).
  ["(?<!\\\\)\\|", " ", "g"],
  // Backslash escapes of punctuation.
  ["\\\\([!-/:-@[-`{-~])", "\\1", "g"],
  // The entities Markdown uses for characters it would otherwise read as syntax; &amp; last.
  ["&lt;", "<", "g"],
  ["&gt;", ">", "g"],
  ["&quot;", '"', "g"],
  ["&amp;", "&", "g"],
];

/** `markdown` as plain text, by PLAIN_TEXT_RULES. */
export function plainTextSql(markdown: SQLWrapper): SQL<string> {
  let text: SQL = sql`${markdown}`;
  for (const [pattern, replacement, flags] of PLAIN_TEXT_RULES) {
    text = sql`regexp_replace(${text}, ${pattern}, ${replacement}, ${flags})`;
  }
  return text as SQL<string>;
}

/**
 * ts_headline options: no markers (the list marks the query's words itself, as text), about two
 * lines long. The default (single excerpt) mode, because fragment mode tends to cut off right
 * after the match.
 */
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=30, MinWords=12';
/** A symbol search (emoji, `%`) shows this many characters before the first symbol found… */
const SYMBOL_CONTEXT_BEFORE = 60;
/** …in an excerpt this long. */
const SYMBOL_EXCERPT_LENGTH = 200;

/**
 * The snippet of `markdown` for a search: ts_headline around the words found for a word search;
 * for a symbol search (which ts_headline cannot see) the text around the first `symbol`.
 */
export function snippetSql(
  markdown: SQLWrapper,
  search: { tsQuery: SQL; symbol: string | null },
): SQL<string> {
  if (search.symbol === null) {
    return sql<string>`ts_headline(${SEARCH_CONFIG}, ${plainTextSql(markdown)}, ${search.tsQuery}, ${HEADLINE_OPTIONS})`;
  }
  return sql<string>`(select substr(plain.text, greatest(1, strpos(plain.text, ${search.symbol}) - ${SYMBOL_CONTEXT_BEFORE}), ${SYMBOL_EXCERPT_LENGTH}) from (select ${plainTextSql(markdown)} as text) as plain)`;
}
