/**
 * The owner's plan as the PDF (print view) and Word exports see it. Owner only: another user's
 * plan, or one in the trash, is NOT_FOUND like everywhere else (plan-access.ts).
 *
 * The print view's sections are rendered with the public page's renderer (the same safe Markdown
 * → HTML, in the render workers, with the same time limits), but never cached: the owner prints
 * the live plan, not a published snapshot. No picture is passed, so every top-level Mermaid block
 * comes back as a diagram chunk that the browser draws as vector SVG.
 */
import type { PlanExportSource, PlanPrintView } from "@/lib/export/export-types";
import { fileNameSlug } from "@/lib/file-name-slug";
import { getPlanCustomization } from "@/server/services/plan-customization/plan-customization";
import { renderSnapshot } from "@/server/services/publishing/render/render-snapshot";
import type { Database } from "@/server/db/types";
import { loadPlanWithSections } from "../plan-access";
import { cleanExportMarkdown } from "./markdown-cleanup";

const FILENAME_MAX_LENGTH = 80;

export function docxFilename(title: string): string {
  return `${fileNameSlug(title, FILENAME_MAX_LENGTH, "plan")}.docx`;
}

type LoadedPlan = Awaited<ReturnType<typeof loadPlanWithSections>>;

async function exportSourceOf(db: Database, ownerId: string, plan: LoadedPlan) {
  const customization = await getPlanCustomization(db, ownerId);
  return {
    title: plan.title,
    summary: cleanExportMarkdown(plan.summary),
    sections: plan.sections.map((section) => ({
      id: section.id,
      title: section.title,
      body: cleanExportMarkdown(section.body),
    })),
    branding: {
      brandName: customization.brandName,
      accentColor: customization.accentColor,
      logoDataUrl: customization.logoDataUrl,
    },
    diagramTheme: customization.diagramTheme,
    docxFilename: docxFilename(plan.title),
  } satisfies PlanExportSource;
}

export async function planExportSource(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<PlanExportSource> {
  return exportSourceOf(db, ownerId, await loadPlanWithSections(db, ownerId, planId));
}

export async function planPrintView(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<PlanPrintView> {
  const loaded = await loadPlanWithSections(db, ownerId, planId);
  const source = await exportSourceOf(db, ownerId, loaded);
  const { plan } = await renderSnapshot({
    title: source.title,
    summary: source.summary,
    sections: loaded.sections.map((section, index) => ({
      id: section.id,
      kind: section.kind,
      title: section.title,
      body: source.sections[index]!.body,
    })),
    diagrams: {},
    branding: source.branding,
    estimate: null,
    contentUpdatedAt: loaded.updatedAt.toISOString(),
  });
  return {
    title: source.title,
    summary: source.summary,
    branding: source.branding,
    diagramTheme: source.diagramTheme,
    sections: plan.sections,
  };
}
