/**
 * Symbols as search terms. PostgreSQL's text search parser only keeps words: an emoji, `%` or `_`
 * never reaches the search document, so a search for one used to find nothing to look for and
 * listed every plan. The search document therefore also holds each distinct symbol character of
 * the plan's text as a lexeme of its own (no positions, no stemming), and a search made only of
 * symbols looks for those lexemes — through the same GIN index as word searches.
 *
 * One list of code point ranges drives both sides: the SQL that indexes symbols and the parser
 * of the search box, so a symbol the search asks for is always one the index holds. Ranges are
 * coarse on purpose: a letter or digit inside them is indexed too (harmless), but the search box
 * treats letters and digits as words and never asks for them as symbols.
 */

/** ASCII punctuation, Latin-1 signs, general punctuation to symbols and arrows, CJK punctuation, emoji. */
export const SEARCH_SYMBOL_RANGES: readonly (readonly [number, number])[] = [
  [0x21, 0x2f],
  [0x3a, 0x40],
  [0x5b, 0x60],
  [0x7b, 0x7e],
  [0xa1, 0xbf],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x20a0, 0x20cf],
  [0x2100, 0x2bff],
  [0x3001, 0x303f],
  [0x1f000, 0x1faff],
];

/** `"` groups a phrase in the search box, so it is never a symbol to look for. */
const NOT_A_SEARCH_SYMBOL = new Set(['"']);

const hex = (codePoint: number) => codePoint.toString(16).padStart(8, "0");

/**
 * A PostgreSQL (ARE) bracket expression body for the ranges, written with `\U` escapes so no
 * character of it can be read as bracket syntax.
 */
export function postgresSymbolClass(): string {
  return SEARCH_SYMBOL_RANGES.map(([from, to]) => `\\U${hex(from)}-\\U${hex(to)}`).join("");
}

const SYMBOL = new RegExp(
  `[${SEARCH_SYMBOL_RANGES.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join("")}]`,
  "gu",
);
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;

/** The distinct symbols of `text` the search document holds as lexemes, in order of appearance. */
export function searchSymbolsOf(text: string): string[] {
  const symbols = new Set<string>();
  for (const [symbol] of text.matchAll(SYMBOL)) {
    if (!WORD_CHARACTER.test(symbol) && !NOT_A_SEARCH_SYMBOL.has(symbol)) symbols.add(symbol);
  }
  return [...symbols];
}

/** A symbol as a quoted tsquery lexeme: quotes and backslashes doubled, per the tsquery syntax. */
export function quotedLexeme(symbol: string): string {
  return `'${symbol.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}
