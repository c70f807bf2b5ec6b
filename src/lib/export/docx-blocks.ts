/**
 * A section's Markdown (parsed once by the shared CommonMark + GFM parser) as Word blocks:
 * headings, paragraphs, bullet / numbered / check lists (nested), tables, code blocks, quotes,
 * rules, and Mermaid diagrams as the PNG pictures the caller drew (or as their source when there
 * is none). Walks the tree recursively but never deeper than the parser's nesting limit allows
 * (markdown-nesting.ts bounds containers before parsing).
 */
import {
  AlignmentType,
  BorderStyle,
  CheckBox,
  HeadingLevel,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from "docx";
import type { List, ListItem, Nodes, Root, RootContent, Table as MdTable } from "mdast";
import { PLAN_EXPORT_TEXT } from "@/lib/errors/plan-editor";
import { isMermaidCode } from "@/lib/publishing/mermaid-blocks";
import { inlineRuns, plainText, textRuns } from "./docx-inlines";

/** A diagram drawn for the document: PNG bytes and its size in CSS pixels (96 to the inch). */
export type DocxDiagramImage = { png: Uint8Array; width: number; height: number };

export const DOCX_NUMBERING = {
  bullets: "plan-bullets",
  numbers: "plan-numbers",
  checklist: "plan-checklist",
} as const;
export const DOCX_STYLES = { code: "PlanCode", quote: "PlanQuote" } as const;
/** The A4 text column with 2.54 cm margins, in CSS pixels: pictures are scaled to fit it. */
export const DOCX_CONTENT_WIDTH_PX = 600;
const DOCX_MAX_IMAGE_HEIGHT_PX = 820;
/** Word has heading levels 1–6; section titles are Heading 1, so body headings start at 2. */
const FIRST_BODY_HEADING = 2;
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;
/** An empty paragraph as the editor saves it (`&nbsp;`): no text worth a line in Word. */
const BLANK = /^[\s\u00a0]*$/;

type Block = Paragraph | Table;

export type BlockContext = {
  /** Pictures by Mermaid source. */
  images: ReadonlyMap<string, DocxDiagramImage>;
  /** Counts numbered lists, so each starts at 1. */
  nextListInstance: () => number;
};

type Place = {
  quote: boolean;
  list: { reference: string; level: number; instance: number } | null;
  indentLevel: number;
};

const TOP: Place = { quote: false, list: null, indentLevel: -1 };

function indentOf(place: Place) {
  return place.indentLevel >= 0 ? { left: 720 * (place.indentLevel + 1) } : undefined;
}

function paragraph(children: ParagraphChild[], place: Place, numbered: boolean): Paragraph {
  const list = numbered ? place.list : null;
  return new Paragraph({
    children,
    style: place.quote ? DOCX_STYLES.quote : undefined,
    numbering: list
      ? { reference: list.reference, level: list.level, instance: list.instance }
      : undefined,
    indent: list ? undefined : indentOf(place),
  });
}

export function headingShiftOf(tree: Root): number {
  let shallowest = 7;
  for (const node of tree.children)
    if (node.type === "heading") shallowest = Math.min(shallowest, node.depth);
  return shallowest === 7 ? 0 : FIRST_BODY_HEADING - shallowest;
}

function fitted(image: DocxDiagramImage) {
  const scale = Math.min(
    1,
    DOCX_CONTENT_WIDTH_PX / image.width,
    DOCX_MAX_IMAGE_HEIGHT_PX / image.height,
  );
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}

function codeBlock(value: string, place: Place): Paragraph {
  return new Paragraph({
    children: textRuns(value, { code: true }),
    style: DOCX_STYLES.code,
    indent: indentOf(place),
  });
}

class BlockWriter {
  private readonly out: Block[] = [];
  constructor(
    private readonly context: BlockContext,
    private readonly headingShift: number,
  ) {}

  write(nodes: readonly RootContent[], place: Place): Block[] {
    for (const node of nodes) this.block(node, place, false);
    return this.out;
  }

  /** `numbered`: the first paragraph of a list item, which carries the item's bullet. */
  private block(
    node: Nodes,
    place: Place,
    numbered: boolean,
    prefix: ParagraphChild[] = [],
  ): boolean {
    switch (node.type) {
      case "paragraph": {
        if (
          prefix.length === 0 &&
          BLANK.test(plainText(node.children)) &&
          !node.children.some((c) => c.type === "image")
        )
          return false;
        this.out.push(paragraph([...prefix, ...inlineRuns(node.children)], place, numbered));
        return true;
      }
      case "heading": {
        const level = Math.min(6, Math.max(FIRST_BODY_HEADING, node.depth + this.headingShift));
        this.out.push(
          new Paragraph({
            children: inlineRuns(node.children),
            heading: HEADINGS[level - 1],
            keepNext: true,
          }),
        );
        return true;
      }
      case "code":
        this.code(node.value, isMermaidCode(node), place);
        return true;
      case "blockquote":
        for (const child of node.children) this.block(child, { ...place, quote: true }, false);
        return true;
      case "list":
        this.list(node, place);
        return true;
      case "table":
        this.out.push(this.table(node));
        return true;
      case "thematicBreak":
        this.out.push(
          new Paragraph({
            children: [],
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "999999", space: 1 } },
          }),
        );
        return true;
      case "html":
        this.out.push(paragraph(textRuns(node.value), place, numbered));
        return true;
      case "footnoteDefinition":
        this.out.push(paragraph(textRuns(`[${node.label ?? node.identifier}]`), place, false));
        for (const child of node.children) this.block(child, place, false);
        return true;
      case "definition":
        return false;
      default:
        return false;
    }
  }

  private code(value: string, mermaid: boolean, place: Place) {
    const image = mermaid ? this.context.images.get(value) : undefined;
    if (!image) {
      this.out.push(codeBlock(value, place));
      return;
    }
    this.out.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        indent: indentOf(place),
        children: [
          new ImageRun({
            type: "png",
            data: image.png,
            transformation: fitted(image),
            altText: {
              name: PLAN_EXPORT_TEXT.diagramName,
              description: value.split("\n")[0] ?? PLAN_EXPORT_TEXT.diagramName,
              title: PLAN_EXPORT_TEXT.diagramName,
            },
          }),
        ],
      }),
    );
  }

  private list(node: List, place: Place) {
    const level = place.list ? Math.min(8, place.list.level + 1) : 0;
    // A new top-level numbered list counts from 1 again; nested levels restart by themselves.
    const instance =
      node.ordered && !place.list ? this.context.nextListInstance() : (place.list?.instance ?? 0);
    for (const item of node.children)
      this.item(item, node.ordered === true, level, instance, place);
  }

  private item(item: ListItem, ordered: boolean, level: number, instance: number, place: Place) {
    const checklist = typeof item.checked === "boolean";
    const reference = checklist
      ? DOCX_NUMBERING.checklist
      : ordered
        ? DOCX_NUMBERING.numbers
        : DOCX_NUMBERING.bullets;
    const itemPlace: Place = {
      quote: place.quote,
      list: { reference, level, instance },
      indentLevel: level,
    };
    // A real Word check box (a content control), which Word toggles and imports read back.
    const prefix: ParagraphChild[] = checklist
      ? [new CheckBox({ checked: item.checked === true }), new TextRun(" ")]
      : [];
    let first = true;
    for (const child of item.children) {
      const wrote = this.block(
        child,
        itemPlace,
        first && child.type === "paragraph",
        first ? prefix : [],
      );
      if (wrote && child.type === "paragraph") first = false;
    }
    if (first) this.out.push(paragraph(prefix, itemPlace, true));
  }

  private table(node: MdTable): Table {
    const alignments = node.align ?? [];
    const columns = Math.max(1, ...node.children.map((row) => row.children.length));
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: node.children.map(
        (row, rowIndex) =>
          new TableRow({
            tableHeader: rowIndex === 0,
            cantSplit: true,
            children: Array.from({ length: columns }, (_, column) => {
              const cell = row.children[column];
              const align = alignments[column];
              return new TableCell({
                children: [
                  new Paragraph({
                    alignment:
                      align === "center"
                        ? AlignmentType.CENTER
                        : align === "right"
                          ? AlignmentType.RIGHT
                          : undefined,
                    children: cell ? inlineRuns(cell.children, { bold: rowIndex === 0 }) : [],
                  }),
                ],
              });
            }),
          }),
      ),
    });
  }
}

/** The blocks of one section body. */
export function sectionBlocks(tree: Root, context: BlockContext): Block[] {
  return new BlockWriter(context, headingShiftOf(tree)).write(tree.children, TOP);
}
