/**
 * The document model of a plan section: which Tiptap extensions make up the editor's schema and
 * how Markdown goes in and out of it. Sections are stored as Markdown, so everything the editor
 * offers must survive Markdown → editor → Markdown: headings, bullet, ordered and task lists,
 * tables, links, code blocks — and ```mermaid blocks, kept exactly as written for the diagrams
 * renderer. The browser editor and the tests build on the same list, so the tests check what
 * people use.
 */
import { getSchema, type AnyExtension, type NodeViewRenderer } from "@tiptap/core";
import { MarkdownManager } from "@tiptap/markdown";
import { Node as ProseMirrorNode } from "@tiptap/pm/model";
import StarterKit from "@tiptap/starter-kit";
import { leaveDiagramSource } from "./editor-diagrams";
import { StorableDocumentRules } from "./editor-document-rules";
import { withListBullets } from "./editor-list-bullets";
import { safeListItemExtensions } from "./editor-list-schema";
import { RawHtmlBlock } from "./editor-raw-html-block";
import { limitSectionMarkdown, markdownReadLimits } from "./editor-markdown-limits";
import { SafeCodeBlock, safeTextBlockExtensions } from "./editor-markdown-syntax";
import { storableTableExtensions } from "./editor-table-schema";

/** Heading levels the toolbar offers (imported text may use all six; they all survive). */
export const EDITOR_HEADING_LEVELS = [1, 2, 3] as const;

export interface SectionEditorExtensionOptions {
  /**
   * How the browser editor draws code blocks (it draws ```mermaid blocks as diagrams). Only the
   * view changes: the schema, and so the Markdown, is the same with or without it.
   */
  codeBlockView?: NodeViewRenderer;
}

/** The schema extensions (no Markdown or UI extensions): the same for the editor and tests. */
export function sectionEditorExtensions(
  options: SectionEditorExtensionOptions = {},
): AnyExtension[] {
  const { codeBlockView } = options;
  const codeBlock = codeBlockView
    ? SafeCodeBlock.extend({
        addNodeView: () => codeBlockView,
        // Keyboard users' "Done" for a diagram's source.
        addKeyboardShortcuts() {
          return { Escape: () => leaveDiagramSource(this.editor) };
        },
      })
    : SafeCodeBlock;
  return [
    StarterKit.configure({
      // Added below, so the browser editor can give it a node view.
      codeBlock: false,
      // Markdown has no underline; a mark it cannot write down would be lost on save.
      underline: false,
      // Added below with Markdown writers that read back exactly (editor-markdown-syntax.ts).
      paragraph: false,
      heading: false,
      blockquote: false,
      link: false,
      listItem: false,
      orderedList: false,
      hardBreak: false,
    }),
    ...safeTextBlockExtensions(),
    codeBlock,
    // Tables as Markdown stores them: one paragraph per cell (editor-table-schema.ts).
    ...storableTableExtensions(),
    ...safeListItemExtensions(),
    // Raw HTML blocks are text, as on the public page.
    RawHtmlBlock,
    // Keeps tables and lists in the shape the stored Markdown gives back.
    StorableDocumentRules,
    // Hostile inline syntax is read as text, as by parseMarkdown (no nodes: schema unchanged).
    ...markdownReadLimits(),
  ];
}

let sharedManager: MarkdownManager | null = null;

/** One Markdown manager over the section schema, for code that runs without an editor. */
export function sectionMarkdownManager(): MarkdownManager {
  if (!sharedManager) {
    const manager = new MarkdownManager({ extensions: sectionEditorExtensions() });
    // Read with the editor's limits, as an editor reads (editor-markdown-limits.ts).
    const parse = manager.parse.bind(manager);
    manager.parse = (markdown: string) => parse(limitSectionMarkdown(markdown));
    sharedManager = manager;
  }
  return sharedManager;
}

/**
 * Markdown → the editor's document → Markdown, without a browser: what a section body looks
 * like after it has been opened and saved in the editor. Throws if the parsed document does
 * not fit the schema (the editor would drop or mangle that content).
 */
export function roundTripSectionMarkdown(markdown: string): string {
  const manager = sectionMarkdownManager();
  const schema = getSchema(sectionEditorExtensions());
  const parsed = manager.parse(markdown);
  // An empty text parses to an empty document; the editor holds one empty paragraph instead.
  const json = parsed.content?.length ? parsed : { type: "doc", content: [{ type: "paragraph" }] };
  const document = ProseMirrorNode.fromJSON(schema, json);
  document.check();
  return manager.serialize(withListBullets(document.toJSON()));
}
