/**
 * Turns what a user types into the search box into PostgreSQL tsquery text that can never be a
 * syntax error. Input is read web-search style — words must all match, `"a phrase"` matches in
 * order, `-word` excludes, `or` between two terms matches either — and the last word is a prefix
 * (`:*`) so results follow as the user types. Only letters, digits and marks survive into a term;
 * everything else separates terms, so `a & | ! (` and similar cannot reach the tsquery parser.
 *
 * Symbols (emoji, `%`, `_`, `<`…) count only when the input holds no word at all: then the same
 * operators apply to the symbols, each looked up literally (see search-symbols.ts). With a word
 * present they separate terms as before, so `bakery, 50%` still reads as a word search.
 */
import { quotedLexeme, searchSymbolsOf } from "@/lib/plans/search-symbols";

/** Bounds the work one search can ask for. */
const MAX_TERMS = 16;
const MAX_TERM_LENGTH = 100;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** A quoted phrase (the closing quote may still be missing while typing), or a bare chunk. */
const CHUNK = /(-?)"([^"]*)"?|(\S+)/g;

interface Operand {
  words: string[];
  negated: boolean;
  /** Joined to the operand before with OR instead of AND. */
  or: boolean;
}

function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.slice(0, MAX_TERM_LENGTH).toLowerCase());
}

/**
 * The tsquery text for `to_tsquery`, or null when the input holds no searchable word (see
 * toSymbolTsQueryText for an input of symbols only).
 */
export function toTsQueryText(input: string): string | null {
  const operands = parseOperands(input, wordsOf);
  if (operands === null) return null;
  const { list, lastOperandStillTyped } = operands;

  // Search as you type: the word being typed matches as a prefix, unless the user has moved on.
  if (lastOperandStillTyped) {
    const { words } = list.at(-1)!;
    words[words.length - 1] += ":*";
  }
  return joinOperands(list, (words) => {
    const phrase = words.join(" <-> ");
    return words.length > 1 ? `(${phrase})` : phrase;
  });
}

/**
 * For an input without any word but with symbols (`🙂`, `%`, `<>`): the tsquery text — ready for
 * a `::tsquery` cast, not `to_tsquery`, whose parser would drop the symbols again — that finds
 * the symbols literally. The symbols of one operand must all occur (in any order: symbol lexemes
 * carry no positions). Null when the input holds a word or nothing searchable at all.
 */
export function toSymbolTsQueryText(input: string): string | null {
  if (toTsQueryText(input) !== null) return null;
  const operands = parseOperands(input, searchSymbolsOf);
  if (operands === null) return null;
  return joinOperands(operands.list, (symbols) => {
    const all = symbols.map(quotedLexeme).join(" & ");
    return symbols.length > 1 ? `(${all})` : all;
  });
}

function joinOperands(operands: Operand[], termOf: (words: string[]) => string): string {
  return operands
    .map((operand, index) => {
      const term = termOf(operand.words);
      const text = operand.negated ? `!${term}` : term;
      if (index === 0) return text;
      return `${operand.or ? " | " : " & "}${text}`;
    })
    .join("");
}

/** The input's operands, each with the terms `termsOf` finds in it; null when there are none. */
function parseOperands(
  input: string,
  termsOf: (text: string) => string[],
): { list: Operand[]; lastOperandStillTyped: boolean } | null {
  const operands: Operand[] = [];
  let pendingOr = false;
  let termCount = 0;
  /** Whether the last operand is a bare word that runs to the very end of the input. */
  let lastOperandStillTyped = false;

  for (const match of input.matchAll(CHUNK)) {
    const [, quoteNegation, phrase, bare] = match;
    let words: string[];
    let negated: boolean;
    if (bare !== undefined) {
      if (bare.toLowerCase() === "or") {
        pendingOr = operands.length > 0;
        continue;
      }
      negated = bare.startsWith("-");
      // The leading `-` is the exclusion, not a term (it matters for symbols).
      words = termsOf(negated ? bare.slice(1) : bare);
    } else {
      negated = quoteNegation === "-";
      words = termsOf(phrase ?? "");
    }
    words = words.slice(0, MAX_TERMS - termCount);
    if (words.length === 0) continue;
    lastOperandStillTyped =
      bare !== undefined && !negated && match.index + match[0].length === input.length;
    termCount += words.length;
    operands.push({ words, negated, or: pendingOr });
    pendingOr = false;
    if (termCount >= MAX_TERMS) break;
  }
  if (operands.length === 0) return null;
  return { list: operands, lastOperandStillTyped };
}
