/**
 * Turns what a user types into the search box into PostgreSQL tsquery text that can never be a
 * syntax error. Input is read web-search style — words must all match, `"a phrase"` matches in
 * order, `-word` excludes, `or` between two terms matches either — and the last word is a prefix
 * (`:*`) so results follow as the user types. Only letters, digits and marks survive into a term;
 * everything else separates terms, so `a & | ! (` and similar cannot reach the tsquery parser.
 */

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
 * The tsquery text for `to_tsquery`, or null when the input holds no searchable word (the list
 * then ignores the search).
 */
export function toTsQueryText(input: string): string | null {
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
      words = wordsOf(bare);
    } else {
      negated = quoteNegation === "-";
      words = wordsOf(phrase ?? "");
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

  // Search as you type: the word being typed matches as a prefix, unless the user has moved on.
  if (lastOperandStillTyped) {
    const { words } = operands.at(-1)!;
    words[words.length - 1] += ":*";
  }

  return operands
    .map((operand, index) => {
      const phrase = operand.words.join(" <-> ");
      const term = operand.words.length > 1 ? `(${phrase})` : phrase;
      const text = operand.negated ? `!${term}` : term;
      if (index === 0) return text;
      return `${operand.or ? " | " : " & "}${text}`;
    })
    .join("");
}
