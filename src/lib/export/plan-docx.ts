/**
 * A plan as a Word document (.docx), built from its Markdown with the `docx` package: a pure
 * function of the plan and the diagram pictures the caller drew, so the browser (the Word
 * export) and Node (the tests, which import the result again) build the same file.
 *
 * Layout: the title in Word's Title style, the summary, then each section as Heading 1 with its
 * body below (body headings from Heading 2). The owner's brand (name, and logo when it is a PNG
 * or JPEG) heads every page, in the accent colour's titles, and "Page N of M" foots it. The DOCX
 * import reads exactly these styles back (docx-to-markdown.ts), so a document exported and
 * imported again has the same sections.
 */
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  ImageRun,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
  type ILevelsOptions,
} from "docx";
import { PLAN_EXPORT_TEXT } from "@/lib/errors/plan-editor";
import { parseMarkdown } from "@/lib/publishing/mermaid-blocks";
import { DOCX_CODE_FONT, textRuns } from "./docx-inlines";
import { DOCX_NUMBERING, DOCX_STYLES, sectionBlocks, type DocxDiagramImage } from "./docx-blocks";

export type { DocxDiagramImage };
export const DOCX_MIME_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type DocxPlan = {
  title: string;
  summary: string;
  sections: readonly { title: string; body: string }[];
  branding?: { brandName: string | null; accentColor: string | null; logoDataUrl: string | null };
};

const LOGO = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const LOGO_HEIGHT_PX = 40;
const ACCENT = /^#([0-9a-f]{6})$/i;
const BULLET_GLYPHS = ["•", "◦", "▪"] as const;
const NUMBER_FORMATS = [
  LevelFormat.DECIMAL,
  LevelFormat.LOWER_LETTER,
  LevelFormat.LOWER_ROMAN,
] as const;
const LIST_LEVELS = 9;

function levels(
  make: (level: number) => Omit<ILevelsOptions, "level" | "style">,
): ILevelsOptions[] {
  return Array.from({ length: LIST_LEVELS }, (_, level) => ({
    level,
    ...make(level),
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));
}

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The logo as a picture run, kept to its proportions at LOGO_HEIGHT_PX tall (size unknown: square). */
function logoRun(dataUrl: string | null | undefined, aspect: number): ImageRun | null {
  const match = dataUrl ? LOGO.exec(dataUrl) : null;
  if (!match) return null;
  return new ImageRun({
    type: match[1] === "png" ? "png" : "jpg",
    data: base64Bytes(match[2]!),
    transformation: { width: Math.round(LOGO_HEIGHT_PX * aspect), height: LOGO_HEIGHT_PX },
    altText: {
      name: PLAN_EXPORT_TEXT.logoName,
      description: PLAN_EXPORT_TEXT.logoName,
      title: PLAN_EXPORT_TEXT.logoName,
    },
  });
}

/** Title and summary; the brand heads every page instead (the import reads body text as plan text). */
function titleBlock(plan: DocxPlan): Paragraph[] {
  const out = [new Paragraph({ style: "Title", children: textRuns(plan.title) })];
  for (const paragraph of plan.summary.split(/\n\s*\n/)) {
    if (paragraph.trim()) out.push(new Paragraph({ children: textRuns(paragraph.trim()) }));
  }
  return out;
}

/** The page header: the owner's logo and brand name, right-aligned; none without either. */
function brandHeader(plan: DocxPlan, logoAspect: number): Header | null {
  const brand = plan.branding?.brandName?.trim();
  const logo = logoRun(plan.branding?.logoDataUrl, logoAspect);
  if (!brand && !logo) return null;
  return new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          ...(logo ? [logo] : []),
          ...(brand
            ? [
                new TextRun({
                  text: `${logo ? "  " : ""}${brand}`,
                  bold: true,
                  color: "555555",
                  size: 18,
                }),
              ]
            : []),
        ],
      }),
    ],
  });
}

export type BuildDocxOptions = {
  /** Mermaid pictures by source; a block with none is written as its source. */
  images?: ReadonlyMap<string, DocxDiagramImage>;
  /** The logo's width ÷ height (the caller knows it from the loaded image); default 1. */
  logoAspect?: number;
};

/** The plan as .docx bytes. */
export async function buildPlanDocx(
  plan: DocxPlan,
  options: BuildDocxOptions = {},
): Promise<Uint8Array> {
  let listInstance = 0;
  const context = { images: options.images ?? new Map(), nextListInstance: () => ++listInstance };
  const body: (Paragraph | ReturnType<typeof sectionBlocks>[number])[] = [...titleBlock(plan)];
  for (const section of plan.sections) {
    body.push(
      new Paragraph({ heading: "Heading1", keepNext: true, children: textRuns(section.title) }),
    );
    body.push(...sectionBlocks(parseMarkdown(section.body), context));
  }
  const accent = ACCENT.exec(plan.branding?.accentColor ?? "")?.[1];
  const brand = plan.branding?.brandName?.trim();
  const header = brandHeader(plan, options.logoAspect ?? 1);
  const document = new Document({
    title: plan.title,
    creator: brand || "Plansmith",
    styles: {
      paragraphStyles: [
        {
          id: DOCX_STYLES.code,
          name: "Plan Code",
          basedOn: "Normal",
          run: { font: DOCX_CODE_FONT, size: 19 },
          paragraph: {
            shading: { type: "clear", fill: "F3F4F6", color: "auto" },
            spacing: { before: 120, after: 120 },
          },
        },
        {
          id: DOCX_STYLES.quote,
          name: "Plan Quote",
          basedOn: "Normal",
          run: { italics: true, color: "444444" },
          paragraph: {
            indent: { left: 480 },
            border: { left: { style: "single", size: 12, color: accent ?? "BBBBBB", space: 8 } },
          },
        },
      ],
      ...(accent
        ? { default: { title: { run: { color: accent } }, heading1: { run: { color: accent } } } }
        : {}),
    },
    numbering: {
      config: [
        {
          reference: DOCX_NUMBERING.bullets,
          levels: levels((level) => ({
            format: LevelFormat.BULLET,
            text: BULLET_GLYPHS[level % 3]!,
            alignment: AlignmentType.LEFT,
          })),
        },
        {
          reference: DOCX_NUMBERING.numbers,
          levels: levels((level) => ({
            format: NUMBER_FORMATS[level % 3]!,
            text: `%${level + 1}.`,
            alignment: AlignmentType.LEFT,
          })),
        },
        {
          // The check box is the item's mark: a bullet list without a glyph.
          reference: DOCX_NUMBERING.checklist,
          levels: levels(() => ({
            format: LevelFormat.BULLET,
            text: "",
            alignment: AlignmentType.LEFT,
          })),
        },
      ],
    },
    sections: [
      {
        headers: header ? { default: header } : undefined,
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    children: [
                      `${PLAN_EXPORT_TEXT.pageLabel} `,
                      PageNumber.CURRENT,
                      ` ${PLAN_EXPORT_TEXT.pageOfLabel} `,
                      PageNumber.TOTAL_PAGES,
                    ],
                    color: "777777",
                    size: 18,
                  }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.pack(document, "uint8array");
}
