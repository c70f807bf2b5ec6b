/**
 * Which CSS (a style sheet, a style attribute, an SVG presentation attribute such as
 * `fill="url(…)"`) can make the browser fetch something. A diagram's own CSS only ever points at
 * its own markers and gradients (`url(#id)`), so anything else that loads — `url(//host/x.png)`,
 * `image-set()`, `@import`, `@font-face` sources — is removed from diagrams (svg-rules.ts).
 *
 * The check runs on a normalised copy of the text, so the obfuscations the CSS tokenizer
 * accepts cannot hide a function: comments and whitespace are removed, escapes (`\75 rl(`,
 * `u\rl(`) decoded, case folded. Normalising removes more than the browser would (a comment
 * splits a name for CSS, not for this check), which only errs towards removing.
 */

const CSS_COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([\s\S]))/gi;
const SPACE_AND_CONTROLS =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]+/g;

/**
 * Functions and at-rules that fetch a resource. `url(` counts unless its target is a fragment of
 * the same document (`url(#marker)`, optionally quoted).
 */
const LOADING_CSS =
  /url\((?!['"]?#)|image-set\(|image\(|cross-fade\(|element\(|src\(|@import|@font-face|@namespace/;

function decodeCssEscape(_match: string, hex: string | undefined, char: string | undefined) {
  if (hex) {
    const code = Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
  }
  // An escaped line break is a line continuation; any other escaped character is itself.
  return char === "\n" ? "" : (char ?? "");
}

/** The text as this check reads it (exported for the tests). */
export function normaliseCss(css: string): string {
  return css
    .replace(CSS_COMMENT, "")
    .replace(CSS_ESCAPE, decodeCssEscape)
    .replace(SPACE_AND_CONTROLS, "")
    .toLowerCase();
}

/** Whether the CSS (or attribute value read as CSS) can load anything from outside the picture. */
export function cssLoadsResources(css: string): boolean {
  return LOADING_CSS.test(normaliseCss(css));
}

/**
 * A style sheet without the declarations and rules that load resources. The sheet is cut into
 * pieces at `{`, `}` and `;` and every piece that loads is dropped; if what is left still loads
 * (a string that hides a separator, say), the answer is null and the caller drops the whole sheet.
 */
export function withoutLoadingCss(css: string): string | null {
  if (!cssLoadsResources(css)) return css;
  const kept = css
    .split(/([{};])/)
    .map((piece) => (cssLoadsResources(piece) ? "" : piece))
    .join("");
  return cssLoadsResources(kept) ? null : kept;
}

/** CSS that runs script in some browser (old IE and Firefox); CSS that loads is the rule above. */
const SCRIPTED_CSS = /expression\(|javascript:|vbscript:|-moz-binding|behavior:/;

/** Whether CSS (a sheet, or an attribute value read as CSS) neither loads nor runs anything. */
export function isInertCss(css: string): boolean {
  const normalised = normaliseCss(css);
  return !LOADING_CSS.test(normalised) && !SCRIPTED_CSS.test(normalised);
}

/** A style sheet without what loads; null when what is left is not inert (drop the sheet). */
export function inertStyleSheet(css: string): string | null {
  const kept = withoutLoadingCss(css);
  return kept !== null && isInertCss(kept) ? kept : null;
}
