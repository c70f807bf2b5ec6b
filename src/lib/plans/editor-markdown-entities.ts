/**
 * Named character references (`&copy;`, `&mdash;`, `&eacute;`, `&nbsp;` inside a line …) in a
 * section's Markdown are characters, for CommonMark and so for the public page, print and Word
 * (mdast decodes all of HTML's names). The editor's reader (Tiptap) decodes only `&amp;`,
 * `&lt;`, `&gt;`, `&quot;` and numeric references: it showed "&copy;" as those six characters
 * and saved it as `&amp;copy;`, so the public page then showed them too. Here the other names
 * are turned into numeric references in the reader's text tokens (editor-inline-tokens.ts),
 * which the reader decodes, with the same name table as mdast's.
 */
import { decodeNamedCharacterReference } from "decode-named-character-reference";

/** Left to the reader, which decodes them (and an `&amp;` must stay one reference). */
const DECODED_BY_READER = new Set(["amp", "lt", "gt", "quot"]);
/** `&amp;` is matched too, so the text after it ("&amp;copy;") is never read as a name. */
const NAMED_REFERENCE = /&([A-Za-z][A-Za-z0-9]{0,31});/g;

/** The text with named references (other than the reader's own) as numeric ones. */
export function numericReferences(text: string): string {
  return text.replace(NAMED_REFERENCE, (reference, name: string) => {
    if (DECODED_BY_READER.has(name)) return reference;
    const value = decodeNamedCharacterReference(name);
    if (value === false) return reference;
    return [...value].map((character) => `&#${character.codePointAt(0)};`).join("");
  });
}
