/**
 * A section's Markdown as HTML for the public page, from the same CommonMark + GFM parse as
 * everywhere else (`parseMarkdown`), so "Mermaid block N" is the block the owner's browser drew.
 *
 * Safe by construction: the output is built from a fixed set of elements and attributes; every
 * text and attribute value is escaped; raw HTML in the Markdown is shown as text; links pass
 * safe-url.ts; images are never loaded (third-party images would tell other sites who reads the
 * plan, and the page's CSP allows only same-origin and data: images), they become links.
 */
import type { Nodes, Parents, Root, RootContent, Table } from "mdast";
import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import { isMermaidCode, parseMarkdown } from "@/lib/publishing/mermaid-blocks";
import type { RenderedChunk } from "@/lib/publishing/public-view";
import type { PublishedDiagram } from "@/lib/publishing/snapshot";
import { slugFromTitle } from "@/lib/publishing/slug-rules";
import { diagramAlt } from "./diagram-alt";
import { escapeHtml, hashOf, plainTextOf, walk } from "./html-text";
import { safeImageLink, safeLink, type SafeLink } from "./safe-url";

/**
 * Deeper than this (blockquotes in lists in blockquotes…) a subtree is shown as plain text: no
 * real plan nests that far, and a recursive walk of hostile nesting must not exhaust the stack.
 */
export const MAX_RENDER_DEPTH = 32;
/** Markdown headings start at this level (the page is h1, section titles are h2). */
const FIRST_BODY_HEADING_LEVEL = 3;
export const LINK_REL = "nofollow ugc noopener noreferrer";
const LINE_BREAK_HTML = /^<br\s*\/?>$/i;

export type SectionRenderInput = {
  sectionId: string;
  sectionTitle: string;
  /** Element id of the section; heading ids start with it. */
  anchor: string;
  markdown: string;
  /** The pre-drawn picture of Mermaid block `index` when its source is still `source`. */
  pictureFor: (index: number, source: string) => PublishedDiagram | null;
  /** Element ids already used on the page (shared by all sections, so ids stay unique). */
  usedIds: Set<string>;
};

/** `tree`: the section's parse when the caller already has it (the render worker reuses it). */
export function renderSectionMarkdown(
  input: SectionRenderInput,
  tree: Root = parseMarkdown(input.markdown),
): RenderedChunk[] {
  return new SectionRenderer(input, tree).render();
}

/** `data:` URL of an SVG, percent-encoding only what a URL cannot carry (smaller than base64). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${svg.replace(/[^\w !$&'()*+,./:;=?@~-]+/gu, encodeURIComponent)}`;
}

type Definition = { url: string; title: string | null };

class SectionRenderer {
  private readonly chunks: RenderedChunk[] = [];
  private out: string[] = [];
  private readonly definitions = new Map<string, Definition>();
  private mermaidIndex = 0;
  private headingShift = 0;
  constructor(
    private readonly input: SectionRenderInput,
    private readonly tree: Root,
  ) {}

  render(): RenderedChunk[] {
    let minDepth = 6;
    walk(this.tree, (node) => {
      if (node.type === "definition") {
        if (!this.definitions.has(node.identifier)) {
          this.definitions.set(node.identifier, { url: node.url, title: node.title ?? null });
        }
      } else if (node.type === "heading") {
        minDepth = Math.min(minDepth, node.depth);
      }
    });
    this.headingShift = FIRST_BODY_HEADING_LEVEL - minDepth;
    for (const child of this.tree.children) this.block(child, 1, false, true);
    this.flush();
    return this.chunks;
  }

  private flush() {
    const html = this.out.join("");
    if (html !== "") this.chunks.push({ kind: "html", html });
    this.out = [];
  }

  private emit(...parts: string[]) {
    for (const part of parts) this.out.push(part);
  }

  private children(node: Parents, depth: number, tight: boolean) {
    for (const child of node.children) this.block(child as Nodes, depth + 1, tight, false);
  }

  /** Shows a too-deep subtree as text, still counting its Mermaid blocks (indexes must match). */
  private flattened(node: Nodes) {
    walk(node, (inner) => {
      if (isMermaidCode(inner)) this.mermaidIndex += 1;
    });
    this.emit("<p>", escapeHtml(plainTextOf(node)), "</p>");
  }

  private block(node: Nodes, depth: number, tight: boolean, topLevel: boolean) {
    if (depth > MAX_RENDER_DEPTH) return this.flattened(node);
    switch (node.type) {
      case "paragraph":
        if (tight) return this.inlines(node, depth);
        this.emit("<p>");
        this.inlines(node, depth);
        return this.emit("</p>");
      case "heading": {
        const level = Math.min(
          6,
          Math.max(FIRST_BODY_HEADING_LEVEL, node.depth + this.headingShift),
        );
        const id = this.uniqueId(`${this.input.anchor}-${slugFromTitle(plainTextOf(node))}`);
        this.emit(`<h${level} id="${id}">`);
        this.inlines(node, depth);
        return this.emit(`</h${level}>`);
      }
      case "thematicBreak":
        return this.emit("<hr>");
      case "blockquote":
        this.emit("<blockquote>");
        this.children(node, depth, false);
        return this.emit("</blockquote>");
      case "list": {
        const loose = node.spread === true || node.children.some((item) => item.spread === true);
        const tasks = node.children.some((item) => typeof item.checked === "boolean");
        const start = node.ordered && node.start != null && node.start !== 1 ? node.start : null;
        const tag = node.ordered ? "ol" : "ul";
        this.emit(
          `<${tag}${start !== null ? ` start="${Math.trunc(start)}"` : ""}${tasks ? ' class="task-list"' : ""}>`,
        );
        for (const item of node.children) {
          if (depth + 1 > MAX_RENDER_DEPTH) {
            this.flattened(item);
            continue;
          }
          this.emit("<li>");
          if (typeof item.checked === "boolean") {
            this.emit(`<input type="checkbox" disabled${item.checked ? " checked" : ""}> `);
          }
          this.children(item, depth + 1, !loose);
          this.emit("</li>");
        }
        return this.emit(`</${tag}>`);
      }
      case "code": {
        if (isMermaidCode({ type: node.type, lang: node.lang })) {
          return this.mermaid(node.value, topLevel);
        }
        const language = (node.lang ?? "")
          .toLowerCase()
          .replace(/[^a-z0-9+#-]/g, "")
          .slice(0, 30);
        const attribute = language ? ` class="language-${language}"` : "";
        return this.emit(`<pre><code${attribute}>`, escapeHtml(node.value), "</code></pre>");
      }
      case "html":
        // Raw HTML is the author's text, not markup: shown as written, never interpreted.
        return this.emit('<p class="raw-html">', escapeHtml(node.value), "</p>");
      case "definition":
        return;
      case "footnoteDefinition": {
        const id = this.footnoteId(node.identifier);
        this.emit(`<div class="footnote" id="${id}">`);
        this.emit(
          `<span class="footnote-label">[${escapeHtml(node.label ?? node.identifier)}]</span>`,
        );
        this.children(node, depth, false);
        return this.emit("</div>");
      }
      case "table":
        return this.table(node, depth);
      default:
        return this.inline(node, depth);
    }
  }

  private table(node: Table, depth: number) {
    const align = node.align ?? [];
    this.emit('<div class="table-scroll"><table>');
    node.children.forEach((row, rowIndex) => {
      const cell = rowIndex === 0 ? "th" : "td";
      if (rowIndex === 0) this.emit("<thead>");
      if (rowIndex === 1) this.emit("<tbody>");
      this.emit("<tr>");
      row.children.forEach((column, columnIndex) => {
        const side = align[columnIndex];
        this.emit(side ? `<${cell} data-align="${side}">` : `<${cell}>`);
        this.inlines(column, depth + 2);
        this.emit(`</${cell}>`);
      });
      this.emit("</tr>");
      if (rowIndex === 0) this.emit("</thead>");
    });
    if (node.children.length > 1) this.emit("</tbody>");
    this.emit("</table></div>");
  }

  private inlines(node: Parents, depth: number) {
    for (const child of node.children) this.inline(child as Nodes, depth + 1);
  }

  private inline(node: Nodes | RootContent, depth: number) {
    if (depth > MAX_RENDER_DEPTH) return this.emit(escapeHtml(plainTextOf(node)));
    switch (node.type) {
      case "text":
        return this.emit(escapeHtml(node.value));
      case "emphasis":
      case "strong":
      case "delete": {
        const tag = { emphasis: "em", strong: "strong", delete: "del" }[node.type];
        this.emit(`<${tag}>`);
        this.inlines(node, depth);
        return this.emit(`</${tag}>`);
      }
      case "inlineCode":
        return this.emit("<code>", escapeHtml(node.value), "</code>");
      case "break":
        return this.emit("<br>");
      case "html":
        // `<br>` is how the editor writes a line break where Markdown has none (a table cell,
        // a heading, a checklist line): a line break here too, as in Word and history. Any other
        // raw HTML is text.
        return this.emit(LINE_BREAK_HTML.test(node.value.trim()) ? "<br>" : escapeHtml(node.value));
      case "link":
        return this.link(safeLink(node.url), node.title ?? null, node, depth);
      case "linkReference": {
        const definition = this.definitions.get(node.identifier);
        const target = definition ? safeLink(definition.url) : null;
        return this.link(target, definition?.title ?? null, node, depth);
      }
      case "image":
        return this.image(node.url, node.alt ?? "");
      case "imageReference":
        return this.image(this.definitions.get(node.identifier)?.url ?? "", node.alt ?? "");
      case "footnoteReference": {
        const label = escapeHtml(node.label ?? node.identifier);
        const title = escapeHtml(PUBLIC_PAGE_TEXT.footnote(node.label ?? node.identifier));
        return this.emit(
          `<sup><a href="#${this.footnoteId(node.identifier)}" aria-label="${title}">[${label}]</a></sup>`,
        );
      }
      default:
        if ("children" in node) return this.children(node as Parents, depth, false);
        return this.emit(escapeHtml(plainTextOf(node)));
    }
  }

  private link(target: SafeLink | null, title: string | null, node: Parents, depth: number) {
    if (!target) return this.inlines(node, depth);
    this.emit(anchorOpen(target, title));
    this.inlines(node, depth);
    this.emit("</a>");
  }

  private image(url: string, alt: string) {
    const target = safeImageLink(url);
    const text = escapeHtml(PUBLIC_PAGE_TEXT.imageLink(alt));
    if (!target) return this.emit(escapeHtml(alt));
    this.emit(anchorOpen(target, null).replace("<a ", '<a class="image-link" '), text, "</a>");
  }

  private mermaid(source: string, topLevel: boolean) {
    const index = this.mermaidIndex;
    this.mermaidIndex += 1;
    const label = diagramAlt(source, index + 1, this.input.sectionTitle);
    const picture = this.input.pictureFor(index, source);
    if (picture) {
      const width = Math.max(1, Math.round(picture.width));
      const height = Math.max(1, Math.round(picture.height));
      return this.emit(
        `<figure class="diagram"><img src="${escapeHtml(svgDataUrl(picture.svg))}" width="${width}" height="${height}" alt="${escapeHtml(label)}" decoding="async"></figure>`,
      );
    }
    if (topLevel) {
      // Drawn in the visitor's browser by the fallback island, between two HTML chunks.
      this.flush();
      this.chunks.push({ kind: "diagram", source, label });
      return;
    }
    // A block nested in a list or quote without a picture: its source, readable as text.
    this.emit('<pre class="diagram-source"><code>', escapeHtml(source), "</code></pre>");
  }

  private uniqueId(base: string): string {
    const used = this.input.usedIds;
    let id = base.replace(/-+$/, "");
    if (id === this.input.anchor) id = `${this.input.anchor}-heading`;
    let candidate = id;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${id}-${n}`;
    used.add(candidate);
    return candidate;
  }

  private footnoteId(identifier: string): string {
    const slug = slugFromTitle(identifier) || String(hashOf(identifier));
    return `${this.input.anchor}-fn-${slug}`;
  }
}

function anchorOpen(target: SafeLink, title: string | null): string {
  const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
  const external = target.external ? ' target="_blank"' : "";
  return `<a href="${escapeHtml(target.href)}" rel="${LINK_REL}"${external}${titleAttribute}>`;
}
