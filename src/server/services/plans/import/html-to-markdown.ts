/**
 * HTML (from a Word document) as Markdown, with turndown: ATX headings, `-` bullets, fenced code,
 * and tables as GFM pipe tables (turndown's table plugin is not used: these few rules cover what
 * a converted Word table holds — rows of cells of text).
 */
import TurndownService from "turndown";

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

/** Text fit for one table cell: one line, pipes escaped; a header cell loses its bold. */
function cellText(content: string, isHeader: boolean): string {
  const text = content
    .replace(/\s*\n+\s*/g, " ")
    .replace(/\|/g, "\\|")
    .trim();
  return isHeader ? text.replace(/^\*\*(.*)\*\*$/, "$1") : text;
}

/** GFM needs a header row: the first row is taken as the header, as Word marks none. */
function isFirstRow(row: Node | null): boolean {
  let table = row?.parentNode ?? null;
  while (table && table.nodeName !== "TABLE") table = table.parentNode;
  return !!table && (table as HTMLElement).getElementsByTagName("tr")[0] === row;
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
        prefix = `${start + Array.prototype.indexOf.call(list.children, node)}. `;
      }
      const isParagraph = /\n$/.test(content);
      const text = content.replace(/^\n+|\n+$/g, "") + (isParagraph ? "\n" : "");
      const indented = text.replace(/\n/gm, `\n${" ".repeat(prefix.length)}`);
      return `${prefix}${indented}${node.nextSibling ? "\n" : ""}`;
    },
  });
  addTableRules(service);
  return (html: string) => service.turndown(html);
}
