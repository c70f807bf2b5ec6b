/**
 * The import preview while the user adjusts it: sections get a key for React, can be renamed,
 * retyped, moved and removed, and the result is what plan.create takes.
 */
import type { ImportedSection, ImportPreview } from "@/lib/plans/markdown-sections";
import { SECTION_KIND_TITLES, type SectionKind } from "@/lib/plans/plan-rules";
import type { CreatePlanInput } from "@/lib/plans/plan-schemas";

export interface DraftSection extends ImportedSection {
  key: string;
}

export interface DraftPreview {
  title: string;
  summary: string;
  sections: DraftSection[];
}

let nextKey = 0;

export function toDraft(preview: ImportPreview): DraftPreview {
  return {
    ...preview,
    sections: preview.sections.map((section) => ({ ...section, key: `s${++nextKey}` })),
  };
}

/** The sections with the one at `index` moved by `offset` (-1 up, +1 down), if it can move. */
export function moveSection<T>(sections: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (target < 0 || target >= sections.length) return [...sections];
  const next = [...sections];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A new kind; a title that was only the old kind's default follows the new kind. */
export function withKind(section: DraftSection, kind: SectionKind): DraftSection {
  const titleWasDefault =
    !section.title.trim() || section.title === SECTION_KIND_TITLES[section.kind];
  const title = titleWasDefault && kind !== "custom" ? SECTION_KIND_TITLES[kind] : section.title;
  return { ...section, kind, title };
}

export function toCreateInput(draft: DraftPreview): CreatePlanInput {
  return {
    title: draft.title,
    summary: draft.summary,
    source: "existing",
    sections: draft.sections.map(({ kind, title, body }) => ({ kind, title, body })),
  };
}

const FENCE_OR_TABLE_RULE = /^\s*(```|~~~|\|?\s*:?-{3,})/;
/** A list item or a table row: its own entry in the excerpt. */
const ITEM = /^\s{0,3}([-*+]( \[[ xX]\])?|\d+[.)])\s+|^\s*\|/;

/** Inline Markdown as plain text. */
function plainInline(line: string): string {
  return line
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]( \[[ xX]\])?|\d+[.)])\s+/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s*\|\s*/g, " ")
    .trim();
}

/**
 * The start of a Markdown body as plain text, for a glance at what a section holds: list items
 * and table rows are set apart with " · ", wrapped lines of a paragraph run on.
 */
export function bodyExcerpt(body: string, maxLength = 220): string {
  let text = "";
  for (const line of body.split("\n")) {
    if (FENCE_OR_TABLE_RULE.test(line)) continue;
    const words = plainInline(line);
    if (!words) continue;
    text += text ? (ITEM.test(line) ? " · " : " ") + words : words;
    if (text.length > maxLength) break;
  }
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
