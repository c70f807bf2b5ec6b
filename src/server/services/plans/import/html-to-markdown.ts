/**
 * HTML (from a Word document) as Markdown, with turndown: ATX headings, `-` bullets, fenced code,
 * and tables as GFM pipe tables (turndown's table plugin is not used: these few rules cover what
 * a converted Word table holds — rows of cells of text).
 */
import TurndownService from "turndown";

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

/**
 * Text fit for one table cell: one line, pipes escaped; a header cell loses its bold. A run of
 * white space that holds a line break becomes one space (matched as whole runs: the pattern this
 * replaces, `\s*\n+\s*`, retried from every space of a long run without a break).
 */
function cellText(content: string, isHeader: boolean): string {
  const text = content
    .replace(/\s+/g, (run) => (run.includes("\n") ? " " : run))
    .replace(/\|/g, "\\|")
    .trim();
  return isHeader && text.length >= 4 && text.startsWith("**") && text.endsWith("**")
    ? text.slice(2, -2)
    : text;
}

/** Line breaks at either end removed, by scanning (not /^\n+|\n+$/, which retried every run). */
function trimNewlines(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "\n") start++;
  while (end > start && text[end - 1] === "\n") end--;
  return text.slice(start, end);
}

/**
 * The first row of each table, found once per table: looking it up again for every cell made a
 * table of many rows quadratic.
 */
const firstRows = new WeakMap<Node, Node | null>();

/** GFM needs a header row: the first row is taken as the header, as Word marks none. */
function isFirstRow(row: Node | null): boolean {
  let table = row?.parentNode ?? null;
  while (table && table.nodeName !== "TABLE") table = table.parentNode;
  if (!table) return false;
  if (!firstRows.has(table)) {
    firstRows.set(table, (table as HTMLElement).getElementsByTagName("tr")[0] ?? null);
  }
  return firstRows.get(table) === row;
}

/** Each list item's position in its list, counted once per list (not once per item). */
const itemPositions = new WeakMap<Node, Map<Node, number>>();

function positionInList(list: HTMLElement, item: Node): number {
  let positions = itemPositions.get(list);
  if (!positions) {
    positions = new Map();
    let index = 0;
    for (const child of Array.from(list.children)) positions.set(child, index++);
    itemPositions.set(list, positions);
  }
  return positions.get(item) ?? 0;
}

function addTableRules(service: TurndownService): void {
  service.addRule("tableCell", {
    filter: ["td", "th"],
    replacement: (content, node) =>
      `${node.previousElementSibling ? "" : "|"} ${cellText(content, isFirstRow(node.parentNode))} |`,
  });
  service.addRule("tableRow", {
    filter: "tr",
    replacement(content, node) {
      const divider = isFirstRow(node) ? `\n|${" --- |".repeat(node.children.length)}` : "";
      return `\n${content}${divider}`;
    },
  });
  service.addRule("tableSection", {
    filter: ["thead", "tbody", "tfoot"],
    replacement: (content) => content,
  });
  service.addRule("table", {
    filter: "table",
    replacement: (content) => `\n\n${content.trim()}\n\n`,
  });
}

/**
 * A converter. `demoteHeadings` moves every heading one level down except the document title
 * (`h1.plan-title`), so a Word file's Title stays the only `#` above its Heading 1 sections.
 */
export function createHtmlToMarkdown(options: { demoteHeadings: boolean }) {
  const service = new TurndownService({
    headingStyle: "atx",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
    emDelimiter: "_",
    strongDelimiter: "**",
  });
  service.remove(["script", "style", "img"]);
  service.addRule("heading", {
    filter: [...HEADINGS],
    replacement(content, node) {
      const level = Number(node.nodeName.charAt(1));
      const isTitle = node.getAttribute("class")?.split(/\s+/).includes("plan-title") ?? false;
      const shifted = options.demoteHeadings && !isTitle ? Math.min(level + 1, 6) : level;
      const text = content.replace(/\s+/g, " ").trim();
      return text ? `\n\n${"#".repeat(shifted)} ${text}\n\n` : "";
    },
  });
  service.addRule("listItem", {
    filter: "li",
    // Like turndown's own rule, with one space after the marker ("- item", "1. item").
    replacement(content, node) {
      const list = node.parentNode as HTMLElement | null;
      let prefix = "- ";
      if (list?.nodeName === "OL") {
        const start = Number(list.getAttribute("start") ?? 1);
        prefix = `${start + positionInList(list, node)}. `;
      }
      const isParagraph = content.endsWith("\n");
      const text = trimNewlines(content) + (isParagraph ? "\n" : "");
      const indented = text.replace(/\n/gm, `\n${" ".repeat(prefix.length)}`);
      return `${prefix}${indented}${node.nextSibling ? "\n" : ""}`;
    },
  });
  // Word's check boxes (mammoth reads them as <input type="checkbox">) as a GFM task list mark.
  service.addRule("checkbox", {
    filter: (node) => node.nodeName === "INPUT" && node.getAttribute("type") === "checkbox",
    replacement(_content, node) {
      const mark = (node as HTMLElement).hasAttribute("checked") ? "[x]" : "[ ]";
      // One space before the text, whether or not the document put one there.
      const next = node.nextSibling;
      const spaced = next?.nodeType === 3 && /^\s/.test(next.nodeValue ?? "");
      return spaced ? mark : `${mark} `;
    },
  });
  addTableRules(service);
  return (html: string) => service.turndown(html);
}
