/**
 * The print view's page box (CSS Paged Media, Chromium 131+): A4 margins, the brand name at the
 * top left, the plan title at the bottom left and "page / pages" at the bottom right of every
 * page. The names are owner text, written into CSS strings: every character that could end the
 * string, the rule or the <style> element is written as a CSS escape.
 */
import { PRINT_PAGE_MARGIN } from "./print-rules";

/** `text` as a CSS string literal that cannot break out of its declaration or <style>. */
export function cssString(text: string): string {
  const escaped = text.replace(
    /[\\"'<>&\n\r\f\u0000-\u001f\u007f\u2028\u2029]/g,
    (char) => `\\${char.codePointAt(0)!.toString(16)} `,
  );
  return `"${escaped}"`;
}

export function printPageStyle({ brand, title }: { brand: string | null; title: string }): string {
  const margin = `font-size: 9pt; color: #6b7280;`;
  return [
    "@page {",
    `  size: A4; margin: ${PRINT_PAGE_MARGIN};`,
    brand ? `  @top-left { content: ${cssString(brand)}; ${margin} }` : "",
    `  @bottom-left { content: ${cssString(title)}; ${margin} }`,
    `  @bottom-right { content: counter(page) " / " counter(pages); ${margin} }`,
    "}",
  ]
    .filter(Boolean)
    .join("\n");
}
