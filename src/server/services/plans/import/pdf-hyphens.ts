/**
 * Joining the visual lines of a paragraph. A line that ends in a hyphen right after a letter,
 * followed by a line that starts with a letter, is either a word broken by hyphenation
 * ("manage-" + "ment") or a compound that happened to break at its own hyphen ("well-" +
 * "known"). The rule, first match wins:
 * 1. a soft hyphen (U+00AD) is always hyphenation: "manage\u00ad" + "ment" → "management";
 * 2. the next line starts with a capital or a digit: a real hyphen ("non-" + "English");
 * 3. the document itself decides when it can: the compound written whole elsewhere
 *    ("well-known") keeps the hyphen; the joined word written elsewhere ("management") drops it;
 * 4. a first part that commonly forms compounds ("well", "self", "long"…), a second part that
 *    commonly ends them ("known", "based", "time"…), or a second part the document uses as a
 *    word of its own, keeps the hyphen;
 * 5. otherwise it is hyphenation, the usual reason for a hyphen at the end of a justified line.
 * Any other pair of lines is joined with one space.
 */

/** First elements of English compounds that hyphenation does not split off a word. */
const COMPOUND_FIRST_WORDS = new Set(
  (
    "well self non cross long short high low full half multi semi anti ex all ill day year month " +
    "week time real world state cost risk data user client end follow top right left first " +
    "second third one two three four five six seven eight nine ten twenty thirty forty fifty " +
    "sixty seventy eighty ninety hundred"
  ).split(" "),
);
/** Last elements of English compounds that are words of their own, not syllables. */
const COMPOUND_LAST_WORDS = new Set(
  (
    "known based free level scale wide made like term time run up out off down side end day " +
    "week year size class quality oriented friendly related driven specific owned led"
  ).split(" "),
);
const SOFT_HYPHEN = "\u00ad";
const HYPHENS = new Set(["-", "\u2010", SOFT_HYPHEN]);
const LETTER = /\p{L}/u;
const FIRST_WORD = /^\p{L}+/u;
const WORDS = /\p{L}+(?:-\p{L}+)*/gu;

/**
 * The letters before a hyphen that ends the line ("manage" of "… manage-"), or null. A loop, not
 * a pattern anchored at the end: such a pattern retries from every letter of a long run.
 */
function brokenWord(line: string): string | null {
  if (!HYPHENS.has(line.at(-1) ?? "")) return null;
  let start = line.length - 1;
  while (start > 0 && LETTER.test(line[start - 1]!)) start--;
  return start < line.length - 1 ? line.slice(start, -1) : null;
}

/** How two lines of a paragraph meet: whether the first loses its hyphen, whether a space goes between. */
export interface LineJoin {
  dropHyphen: boolean;
  space: boolean;
}

export type LineJoiner = (line: string, next: string) => LineJoin;

/** The lines of a paragraph as one text, joined as `join` says. Linear in their length. */
export function joinLines(lines: readonly string[], join: LineJoiner): string {
  const parts: string[] = [];
  lines.forEach((line, index) => {
    if (index > 0) {
      const { dropHyphen, space } = join(lines[index - 1]!, line);
      if (dropHyphen) parts[parts.length - 1] = parts.at(-1)!.slice(0, -1);
      if (space) parts.push(" ");
    }
    parts.push(line);
  });
  return parts.join("");
}

/**
 * A joiner that knows the document's words. `lines` are all line texts in reading order; the
 * pieces of words broken at line ends are left out of the vocabulary, so "ment" never counts.
 */
export function lineJoiner(lines: readonly string[]): LineJoiner {
  const words = new Set<string>();
  const compounds = new Set<string>();
  let previousBroken = false;
  for (const line of lines) {
    const tokens = line.match(WORDS) ?? [];
    const broken = brokenWord(line) !== null;
    const first = previousBroken ? 1 : 0;
    const last = broken ? tokens.length - 1 : tokens.length;
    for (let index = first; index < last; index++) {
      const token = tokens[index]!.toLowerCase();
      if (token.includes("-")) {
        compounds.add(token);
        for (const part of token.split("-")) words.add(part);
      } else {
        words.add(token);
      }
    }
    previousBroken = broken;
  }

  const keep = { dropHyphen: false, space: false };
  const drop = { dropHyphen: true, space: false };
  return (line, next) => {
    const broken = brokenWord(line);
    if (broken === null) return { dropHyphen: false, space: true };
    if (line.endsWith(SOFT_HYPHEN)) return drop;
    const nextWord = FIRST_WORD.exec(next)?.[0];
    if (!nextWord || /^[\p{Lu}\p{Lt}]/u.test(nextWord)) return keep;
    const first = broken.toLowerCase();
    const second = nextWord.toLowerCase();
    if (compounds.has(`${first}-${second}`)) return keep;
    if (words.has(first + second)) return drop;
    const compound =
      COMPOUND_FIRST_WORDS.has(first) ||
      COMPOUND_LAST_WORDS.has(second) ||
      (second.length >= 3 && words.has(second));
    return compound ? keep : drop;
  };
}
