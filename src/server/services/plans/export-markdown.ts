/**
 * A plan as one Markdown document: the title as the only level-1 heading, the summary under it,
 * each section as a level-2 heading with its body. Headings inside a body move down so the
 * shallowest becomes level 3 (deeper ones keep their distance, capped at 6): the outline stays
 * plan → section → body. Code blocks are left as they are, Mermaid diagrams included. The editor's
 * own notation (`&nbsp;` lines for empty paragraphs, runs of blank lines, `<br>` in table cells)
 * is tidied away (export/markdown-cleanup.ts).
 */
import { fileNameSlug } from "@/lib/file-name-slug";
import type { Database } from "@/server/db/types";
import { loadPlanWithSections } from "./plan-access";
import { cleanExportMarkdown } from "./export/markdown-cleanup";
import { mapMarkdownLines } from "./markdown-lines";

const HEADING = /^(\s{0,3})(#{1,6})(\s|$)/;
const FILENAME_MAX_LENGTH = 80;

/** The shallowest heading level outside code blocks, or null when the body has none. */
function shallowestHeading(markdown: string): number | null {
  let level: number | null = null;
  mapMarkdownLines(markdown, (line, inCode) => {
    const hashes = inCode ? undefined : HEADING.exec(line)?.[2];
    if (hashes) level = Math.min(level ?? 6, hashes.length);
    return line;
  });
  return level;
}

/** Moves every heading down so the shallowest is at `topLevel` (never up). */
export function nestHeadings(markdown: string, topLevel: number): string {
  const shallowest = shallowestHeading(markdown);
  const levels = shallowest === null ? 0 : Math.max(0, topLevel - shallowest);
  if (levels === 0) return markdown;
  return mapMarkdownLines(markdown, (line, inCode) =>
    inCode
      ? line
      : line.replace(HEADING, (_, indent: string, hashes: string, after: string) => {
          return `${indent}${"#".repeat(Math.min(6, hashes.length + levels))}${after}`;
        }),
  ).join("\n");
}

/** A file name from the title: lower-case words joined by hyphens, e.g. `bakery-website.md`. */
export function markdownFilename(title: string): string {
  return `${fileNameSlug(title, FILENAME_MAX_LENGTH, "plan")}.md`;
}

export function planToMarkdown(plan: {
  title: string;
  summary: string;
  sections: readonly { title: string; body: string }[];
}): string {
  const parts = [`# ${plan.title}`];
  const summary = cleanExportMarkdown(plan.summary);
  if (summary) parts.push(summary);
  for (const section of plan.sections) {
    parts.push(`## ${section.title}`);
    const body = cleanExportMarkdown(nestHeadings(section.body, 3));
    if (body) parts.push(body);
  }
  return `${parts.join("\n\n")}\n`;
}

export async function exportPlanMarkdown(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<{ filename: string; markdown: string }> {
  const plan = await loadPlanWithSections(db, ownerId, planId);
  return { filename: markdownFilename(plan.title), markdown: planToMarkdown(plan) };
}
