/**
 * Mermaid draws a diagram inside the live page to measure it, before the renderer can clean the
 * result (svg-safety.ts), so anything in the source that makes the browser fetch would already
 * have fetched by then. Label HTML is held back by mermaid's DOMPurify pass with the app's
 * configuration (mermaid-config.ts); what is left is CSS written by the diagram — `style`,
 * `classDef`, `linkStyle`, and theme settings in `%%{init}%%` directives or front matter — and
 * image shapes (`A@{ img: "…" }`), which mermaid loads to size them. A source that asks for any
 * of these is not drawn at all.
 *
 * The check reads the source decoded every way mermaid or the browser might decode it (HTML
 * entities, mermaid's `#40;` codes, JSON and YAML escapes, CSS escapes and comments, spaces and
 * case), so it errs towards refusing; a diagram never needs these to show a plan.
 */
import { normaliseCss } from "./css-safety";

const NAMED_ENTITIES: Record<string, string> = {
  lpar: "(",
  rpar: ")",
  colon: ":",
  sol: "/",
  commat: "@",
  num: "#",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  amp: "&",
  bsol: "\\",
  period: ".",
  lbrace: "{",
  rbrace: "}",
  lcub: "{",
  rcub: "}",
};

function fromCode(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
}

/** Decodes the escapes the source's layers understand, repeatedly (double encoding included). */
function decodeLayers(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCode(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => fromCode(Number.parseInt(dec, 10)))
      .replace(
        /&([a-z]+);/gi,
        (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity,
      )
      // Mermaid's own entity codes in labels: #40; and #lpar;.
      .replace(/#(\d+);/g, (_, dec: string) => fromCode(Number.parseInt(dec, 10)))
      .replace(/#([a-z]+);/gi, (code, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? code)
      // JSON (directives) and YAML (front matter) string escapes.
      .replace(/\\u\{?([0-9a-f]{4,6})\}?/gi, (_, hex: string) => fromCode(Number.parseInt(hex, 16)))
      .replace(/\\U([0-9a-f]{8})/g, (_, hex: string) => fromCode(Number.parseInt(hex, 16)))
      .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => fromCode(Number.parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current;
}

/** CSS that fetches (`url()` other than `url(#id)`, `image-set()`, `@import`), or an image shape. */
const LOADING_SOURCE = /url\((?!['"]?#)|image-set\(|@import|@\{[^}@]*\bimg:/;

/** Whether the diagram source asks the browser to load something (see the module comment). */
export function sourceLoadsResources(source: string): boolean {
  return LOADING_SOURCE.test(normaliseCss(decodeLayers(source)));
}
