/**
 * The one pass over a brief's characters that every fact extractor builds on. A brief is pasted
 * by anyone (up to BRIEF_MAX_LENGTH characters), so the extractors never run patterns over the
 * raw text: this tokenizer reads it once with a pattern whose alternatives cannot overlap (each
 * token is the longest run of one class), and the extractors then look at tokens with a bounded
 * look-ahead. That keeps the whole extraction linear on hostile input such as long digit runs,
 * runs of currency signs or "by by by".
 */

/** The longest brief the offline planner reads; the rest is ignored. */
export const BRIEF_MAX_LENGTH = 50_000;

/** How long a fact read from the brief may be. */
export const FACT_TEXT_MAX_LENGTH = 160;
/** How far past a cue word ("audience:", "must") a clause is read: what keeps extraction linear. */
export const CLAUSE_MAX_TOKENS = 40;

export type TokenKind = "word" | "number" | "newline" | "symbol";

export interface Token {
  kind: TokenKind;
  text: string;
  /** Lower case, for keyword look-ups. */
  lower: string;
  /** Offset of the token in the brief. */
  start: number;
  /** Whether white space (other than a line break) comes right before the token. */
  spaced: boolean;
}

// Words may carry inner apostrophes and marks; numbers keep their thousands separators and
// decimals ("10,000.50"), each separator followed by a digit, so the alternatives are unambiguous.
const TOKEN_PATTERN =
  /(\p{L}[\p{L}\p{M}'’]*)|(\d+(?:[.,]\d+)*)|(\r\n|[\n\r\u2028\u2029])|([^\S\r\n\u2028\u2029]+)|([^])/gu;

export function tokenize(brief: string): Token[] {
  const text = brief.slice(0, BRIEF_MAX_LENGTH);
  const tokens: Token[] = [];
  let spaced = false;
  TOKEN_PATTERN.lastIndex = 0;
  for (let match = TOKEN_PATTERN.exec(text); match; match = TOKEN_PATTERN.exec(text)) {
    const [whole, word, number, newline, space] = match;
    if (space !== undefined) {
      spaced = true;
      continue;
    }
    const kind: TokenKind =
      word !== undefined
        ? "word"
        : number !== undefined
          ? "number"
          : newline !== undefined
            ? "newline"
            : "symbol";
    tokens.push({ kind, text: whole, lower: whole.toLowerCase(), start: match.index, spaced });
    spaced = false;
  }
  return tokens;
}

/** The tokens of each line, without the line breaks; blank lines are dropped. */
export function splitLines(tokens: readonly Token[]): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  for (const token of tokens) {
    if (token.kind === "newline") {
      if (line.length > 0) lines.push(line);
      line = [];
    } else {
      line.push(token);
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

const SENTENCE_ENDS = new Set([".", "!", "?", ";"]);

/** The tokens of each sentence: split at . ! ? ; and at line breaks. */
export function splitSentences(tokens: readonly Token[]): Token[][] {
  const sentences: Token[][] = [];
  let sentence: Token[] = [];
  for (const token of tokens) {
    const ends =
      token.kind === "newline" || (token.kind === "symbol" && SENTENCE_ENDS.has(token.text));
    if (!ends) sentence.push(token);
    else {
      if (sentence.length > 0) sentences.push(sentence);
      sentence = [];
    }
  }
  if (sentence.length > 0) sentences.push(sentence);
  return sentences;
}

/** The brief's own text from the first to the last token, white space collapsed, cut to `max`. */
export function textOf(tokens: readonly Token[], max: number): string {
  let out = "";
  for (const token of tokens) {
    const piece = (token.spaced && out !== "" ? " " : "") + token.text;
    if (out.length + piece.length > max) {
      return `${out}…`;
    }
    out += piece;
  }
  return out;
}

const BULLETS = new Set(["-", "*", "•", "–", "+", "◦", "▪", "‣", "●"]);

/**
 * The tokens after a line's list marker ("- ", "• ", "1.", "2)"), or `null` when the line is not
 * a list item.
 */
export function bulletItem(line: readonly Token[]): Token[] | null {
  const [first, second] = line;
  if (!first) return null;
  if (first.kind === "symbol" && BULLETS.has(first.text)) return line.slice(1);
  const numbered =
    first.kind === "number" &&
    first.text.length <= 3 &&
    second?.kind === "symbol" &&
    (second.text === "." || second.text === ")");
  return numbered ? line.slice(2) : null;
}

/** Up to CLAUSE_MAX_TOKENS tokens from `from`, stopping at a line or sentence end. */
export function clause(tokens: readonly Token[], from: number): Token[] {
  const out: Token[] = [];
  for (let i = from; i < tokens.length && out.length < CLAUSE_MAX_TOKENS; i += 1) {
    const token = tokens[i] as Token;
    if (token.kind === "newline" || [".", ";", "!", "?"].includes(token.text)) break;
    out.push(token);
  }
  return out;
}
