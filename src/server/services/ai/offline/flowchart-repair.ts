/**
 * Repairs one flowchart line in a single left-to-right scan: arrows written `->` or `=>` become
 * `-->`, node labels with characters mermaid reads as syntax (parentheses, quotes, colons, …) are
 * quoted, an unclosed shape gets its closing bracket, edge labels `|…|` are quoted the same way
 * and a lower-case `end` used as a node becomes `End`. Quoted text and comments are copied as
 * they are. Every character is looked at a bounded number of times: a node's label ends at the
 * next arrow, and the arrow positions of the line are found once.
 */

/** Shape openers, longest first, and the closer each needs. */
const SHAPES: readonly [string, string][] = [
  ["(((", ")))"],
  ["([", "])"],
  ["[[", "]]"],
  ["[(", ")]"],
  ["((", "))"],
  ["{{", "}}"],
  ["[", "]"],
  ["(", ")"],
  ["{", "}"],
  [">", "]"],
];

/** An arrow at a position: `-->`, `---`, `-.->`, `==>`, `--o`, `~~~`, and the wrong `->`, `=>`. */
const ARROW = /<?(?:-{2,}|={2,}|-\.+-)[>ox]?|~~~|-+>|=+>/y;
const ID_CHAR = /[\p{L}\p{N}_]/u;
/** Characters that make mermaid read a bare label as syntax. */
const NEEDS_QUOTES = /[()[\]{}<>;:#&|@"%\\/=]/;

function arrowAt(line: string, at: number): string | null {
  ARROW.lastIndex = at;
  return ARROW.exec(line)?.[0] ?? null;
}

const quote = (label: string) => `"${label.trim().replace(/"/g, "#quot;")}"`;

function fixLabel(label: string): string {
  const trimmed = label.trim();
  if (/^".*"$/s.test(trimmed) && trimmed.length >= 2) {
    return `"${trimmed.slice(1, -1).replace(/"/g, "#quot;")}"`;
  }
  return NEEDS_QUOTES.test(trimmed) ? quote(trimmed) : label;
}

/** Positions where an arrow starts, outside quotes (one pass). */
function arrowStarts(line: string): number[] {
  const starts: number[] = [];
  let inQuote = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (char === '"') inQuote = !inQuote;
    if (inQuote || (char !== "-" && char !== "=" && char !== "~" && char !== "<")) continue;
    const arrow = arrowAt(line, i);
    if (arrow) {
      starts.push(i);
      i += arrow.length - 1;
    }
  }
  return starts;
}

export function repairFlowchartLine(line: string): string {
  if (
    /^\s*(?:%%|subgraph\b|end\s*$|style\b|classDef\b|class\b|click\b|linkStyle\b|direction\b)/.test(
      line,
    )
  ) {
    return line;
  }
  const arrows = arrowStarts(line);
  let nextArrow = 0;
  const arrowAfter = (at: number) => {
    while (nextArrow < arrows.length && (arrows[nextArrow] as number) < at) nextArrow += 1;
    return arrows[nextArrow] ?? line.length;
  };
  let out = "";
  let i = 0;
  while (i < line.length) {
    const char = line[i] as string;
    if (char === '"') {
      const close = line.indexOf('"', i + 1);
      const end = close < 0 ? line.length : close + 1;
      out += line.slice(i, end) + (close < 0 ? '"' : "");
      i = end;
      continue;
    }
    if (char === "%" && line[i + 1] === "%") {
      out += line.slice(i);
      break;
    }
    const arrow = arrows[nextArrow] === i ? arrowAt(line, i) : null;
    if (arrow) {
      out += arrow === "->" || arrow === "=>" ? "-->" : arrow;
      i += arrow.length;
      nextArrow += 1;
      if (line[i] === "|") {
        const close = line.indexOf("|", i + 1);
        if (close > 0) {
          out += `|${fixLabel(line.slice(i + 1, close))}|`;
          i = close + 1;
        }
      }
      continue;
    }
    const afterId = ID_CHAR.test(out.slice(-1));
    if (afterId && (line.startsWith("[/", i) || line.startsWith("[\\", i))) {
      // Parallelograms and trapezoids ([/…/], [\…\], [/…\], [\…/]) are kept when closed.
      const end = arrowAfter(i);
      const node = line.slice(i, end).trimEnd();
      if (node.endsWith("/]") || node.endsWith("\\]")) {
        out += line.slice(i, end);
        i = end;
        continue;
      }
    }
    const shape = afterId ? SHAPES.find(([open]) => line.startsWith(open, i)) : undefined;
    if (shape) {
      const [open, close] = shape;
      const end = arrowAfter(i);
      let segment = line.slice(i + open.length, end).trimEnd();
      let tail = line.slice(i + open.length + segment.length, end);
      // Class shorthand or "&" after the closed node stay outside the label.
      const closedAt = segment.lastIndexOf(close);
      if (closedAt >= 0 && /^\s*(?:&|:::)/.test(segment.slice(closedAt + close.length))) {
        tail = segment.slice(closedAt + close.length) + tail;
        segment = segment.slice(0, closedAt + close.length);
      }
      let label = segment.endsWith(close) ? segment.slice(0, -close.length) : segment;
      // A wrong closing bracket ("A[Start)") is dropped; the right one is written.
      if (label === segment) label = label.replace(/[\])}]+$/, "");
      out += `${open}${fixLabel(label)}${close}${tail}`;
      i = end;
      continue;
    }
    out += char;
    i += 1;
  }
  // A dangling arrow at the end of a line points nowhere.
  for (const dangling of ["-->", "---", "==>", "-.->"]) {
    if (out.endsWith(dangling) && out.trim() !== dangling) {
      out = out.slice(0, -dangling.length).trimEnd();
    }
  }
  // "end" in lower case ends a subgraph; as a node it breaks the flowchart.
  return out.replace(/(^|-->|---|==>|\s|&)end(?=\s*(?:$|-->|---|==>|&|;))/g, "$1End");
}
