/**
 * A small tokenizer for the markup a browser serialises from mermaid's SVG (XMLSerializer or
 * outerHTML): start and end tags with attributes, text, comments, CDATA and processing
 * instructions. It reads each character once (linear time, no backtracking regular
 * expressions, no recursion), decodes character references in text and attribute values, and
 * refuses anything it does not understand by throwing `MarkupError`: the sanitizer then answers
 * null rather than guessing what a browser would make of it.
 *
 * Leniencies, for outerHTML only: unquoted attribute values, and `<br>`-style void elements
 * without a closing tag (HTML labels inside `<foreignObject>` are serialised the HTML way).
 */

export class MarkupError extends Error {}

export type Attribute = { name: string; value: string };

export type MarkupToken =
  | { kind: "open"; name: string; attributes: Attribute[]; selfClosing: boolean }
  | { kind: "close"; name: string }
  | { kind: "text"; text: string };

/** The named references an HTML serialiser writes (plus XML's five); others stay literal text. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

const CHARACTER_REFERENCE = /&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,10}|[a-zA-Z]{2,8});/g;

/** A code point XML 1.0 can carry; anything else becomes U+FFFD (it would break the picture). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Text with its character references decoded (so checks see what the browser would see). */
export function decodeReferences(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(CHARACTER_REFERENCE, (whole, body: string) => {
    if (body.startsWith("#")) {
      const hex = body[1] === "x" || body[1] === "X";
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return isXmlChar(code) ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED_REFERENCES[body] ?? whole;
  });
}

/** Characters XML 1.0 forbids (controls, lone surrogates, U+FFFE/FFFF). */
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Escapes text or an attribute value for well-formed XML output (quotes included). */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "\ufffd")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const isSpace = (c: number) => c === 0x20 || c === 0x9 || c === 0xa || c === 0xd || c === 0xc;
const isNameStart = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a;
const isNameChar = (c: number) =>
  isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e;

export type TokenizerLimits = { maxAttributes: number };

export class MarkupTokenizer {
  private at = 0;

  constructor(
    private readonly input: string,
    private readonly limits: TokenizerLimits,
  ) {}

  /** The next token, or null at the end of the input. Comments, CDATA and `<?…?>` are skipped. */
  next(): MarkupToken | null {
    const { input } = this;
    while (this.at < input.length) {
      if (input.charCodeAt(this.at) !== 0x3c /* < */) return this.text();
      if (input.startsWith("<!--", this.at)) this.skipPast("-->", this.at + 4);
      else if (input.startsWith("<![CDATA[", this.at)) this.skipPast("]]>", this.at + 9);
      else if (input.startsWith("<?", this.at)) this.skipPast("?>", this.at + 2);
      // A DOCTYPE could declare entities; browsers never serialise one for an SVG element.
      else if (input.startsWith("<!", this.at)) throw new MarkupError("declaration");
      else if (input.startsWith("</", this.at)) return this.endTag();
      else return this.startTag();
    }
    return null;
  }

  private skipPast(terminator: string, from: number): void {
    const end = this.input.indexOf(terminator, from);
    if (end < 0) throw new MarkupError("unterminated");
    this.at = end + terminator.length;
  }

  private text(): MarkupToken {
    const end = this.input.indexOf("<", this.at);
    const stop = end < 0 ? this.input.length : end;
    const raw = this.input.slice(this.at, stop);
    this.at = stop;
    return { kind: "text", text: decodeReferences(raw) };
  }

  private name(): string {
    const start = this.at;
    if (!isNameStart(this.input.charCodeAt(this.at))) throw new MarkupError("name");
    this.at += 1;
    while (this.at < this.input.length && isNameChar(this.input.charCodeAt(this.at))) this.at += 1;
    return this.input.slice(start, this.at);
  }

  private skipSpaces(): void {
    while (this.at < this.input.length && isSpace(this.input.charCodeAt(this.at))) this.at += 1;
  }

  private endTag(): MarkupToken {
    this.at += 2;
    const name = this.name();
    this.skipSpaces();
    if (this.input.charCodeAt(this.at) !== 0x3e /* > */) throw new MarkupError("end tag");
    this.at += 1;
    return { kind: "close", name };
  }

  private startTag(): MarkupToken {
    this.at += 1;
    const name = this.name();
    const attributes: Attribute[] = [];
    for (;;) {
      const hadSpace = this.at;
      this.skipSpaces();
      const c = this.input.charCodeAt(this.at);
      if (Number.isNaN(c)) throw new MarkupError("unterminated tag");
      if (c === 0x3e /* > */) {
        this.at += 1;
        return { kind: "open", name, attributes, selfClosing: false };
      }
      if (c === 0x2f /* / */) {
        if (this.input.charCodeAt(this.at + 1) !== 0x3e) throw new MarkupError("slash");
        this.at += 2;
        return { kind: "open", name, attributes, selfClosing: true };
      }
      // Attributes are separated by white space; `<a x="1"y="2">` is not markup we accept.
      if (hadSpace === this.at) throw new MarkupError("attribute separator");
      attributes.push(this.attribute());
      if (attributes.length > this.limits.maxAttributes) throw new MarkupError("attributes");
    }
  }

  private attribute(): Attribute {
    const name = this.name();
    this.skipSpaces();
    if (this.input.charCodeAt(this.at) !== 0x3d /* = */) return { name, value: "" };
    this.at += 1;
    this.skipSpaces();
    const quote = this.input.charCodeAt(this.at);
    if (quote === 0x22 || quote === 0x27) {
      const end = this.input.indexOf(quote === 0x22 ? '"' : "'", this.at + 1);
      if (end < 0) throw new MarkupError("unterminated value");
      const raw = this.input.slice(this.at + 1, end);
      this.at = end + 1;
      return { name, value: decodeReferences(raw) };
    }
    const start = this.at;
    while (this.at < this.input.length) {
      const c = this.input.charCodeAt(this.at);
      if (isSpace(c) || c === 0x3e) break;
      // Characters an HTML serialiser never leaves unquoted; they only appear in crafted input.
      if (c === 0x22 || c === 0x27 || c === 0x3c || c === 0x3d || c === 0x60) {
        throw new MarkupError("unquoted value");
      }
      this.at += 1;
    }
    if (start === this.at) throw new MarkupError("empty unquoted value");
    return { name, value: decodeReferences(this.input.slice(start, this.at)) };
  }
}
