/**
 * What the PDF (print view) and Word exports are built from, as the API answers it: the owner's
 * live plan with its Markdown tidied (export/markdown-cleanup.ts), the owner's branding and
 * diagram theme. Plain data, shared by the server that builds it and the browser that uses it.
 */
import type { DiagramTheme } from "@/lib/diagrams/diagram-settings";
import type { RenderedSection } from "@/lib/publishing/public-view";
import type { PublishedBranding } from "@/lib/publishing/snapshot";

export type ExportSection = { id: string; title: string; body: string };

export type PlanExportSource = {
  title: string;
  summary: string;
  sections: ExportSection[];
  branding: PublishedBranding;
  /** The owner's diagram theme (plan customization); null is the default. */
  diagramTheme: DiagramTheme | null;
  /** The Word file's name, e.g. `bakery-website.docx`. */
  docxFilename: string;
};

/** The print view: the plan, with each section's Markdown rendered to safe HTML on the server. */
export type PlanPrintView = Omit<PlanExportSource, "sections" | "docxFilename"> & {
  sections: RenderedSection[];
};
