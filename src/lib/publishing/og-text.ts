/**
 * Text for the Open Graph picture, limited to characters the font bundled with next/og draws.
 * For any other character next/og fetches a font from Google Fonts at render time, sending the
 * characters along (`…/css2?…&text=…`): that would leak an unlisted plan's title to a third party
 * and hang on a server without internet. Other characters (scripts other than Latin, emoji,
 * invisible format characters such as bidi overrides) are dropped; a title left empty falls back
 * to the caller's generic text.
 */
/** What Geist (next/og's bundled font) has glyphs for, checked against its cmap table. */
const SAFE_RANGES: readonly [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xac], // Latin-1 Supplement (without the invisible soft hyphen, U+00AD)
  [0xae, 0xff],
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x201a], // single quotes
  [0x201c, 0x201e], // double quotes
  [0x2020, 0x2022], // daggers, bullet
  [0x2026, 0x2026], // ellipsis
  [0x2030, 0x2030], // per mille
  [0x2032, 0x2033], // primes
  [0x2039, 0x203a], // angle quotes
  [0x20ac, 0x20ac], // euro sign
  [0x2122, 0x2122], // trade mark
];

function isSafe(codePoint: number): boolean {
  return SAFE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The text without characters the bundled font lacks, spaces collapsed; `fallback` when empty. */
export function ogSafeText(text: string, fallback = ""): string {
  let kept = "";
  for (const character of text) {
    kept += isSafe(character.codePointAt(0)!) ? character : " ";
  }
  const cleaned = kept.replace(/\s+/g, " ").trim();
  return cleaned || fallback;
}
