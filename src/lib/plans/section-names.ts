/**
 * Section names within one plan: two sections may not share a name when a plan is made by hand
 * or a section is added (the navigation, find and the history name sections by their titles).
 * Names compare case-insensitively, trimmed, with runs of spaces as one and compatible Unicode
 * forms as one ("Goals", " goals ", "GOALS" are the same name).
 */
import { SECTION_KIND_TITLES, SECTION_TITLE_MAX_LENGTH, type SectionKind } from "./plan-rules";

/** The form two names are compared in. */
export function sectionNameKey(name: string): string {
  return name.normalize("NFKC").replace(/\s+/g, " ").trim().toLocaleLowerCase("en-US");
}

/** The name a new section gets: its own title, or its kind's default title when it has none. */
export function effectiveSectionName(section: { kind: SectionKind; title?: string | null }) {
  return section.title?.trim() || SECTION_KIND_TITLES[section.kind];
}

/** Whether `name` is already one of `names`. */
export function hasSectionName(names: Iterable<string>, name: string): boolean {
  const key = sectionNameKey(name);
  for (const existing of names) if (sectionNameKey(existing) === key) return true;
  return false;
}

/**
 * The first name given to two of `sections` (as the second one spells it), or null. Only a name
 * someone typed counts: sections left to their kind's default title ("Section" for two untitled
 * custom ones) may share it, as they always could through the API.
 */
export function repeatedSectionName(
  sections: readonly { kind: SectionKind; title?: string | null }[],
): string | null {
  /** Each name seen, and whether it was typed (true) or a kind's default title (false). */
  const seen = new Map<string, boolean>();
  for (const section of sections) {
    const typed = Boolean(section.title?.trim());
    const name = effectiveSectionName(section);
    const key = sectionNameKey(name);
    const earlier = seen.get(key);
    if (earlier !== undefined && (typed || earlier)) return name;
    seen.set(key, typed || Boolean(earlier));
  }
  return null;
}

/** `name`, or "name 2", "name 3"… : the first of them no section of `names` has yet. */
export function distinctSectionName(names: Iterable<string>, name: string): string {
  const taken = new Set([...names].map(sectionNameKey));
  if (!taken.has(sectionNameKey(name))) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` ${n}`;
    // Stays within the title limit: a long name is shortened before its number.
    const candidate = `${name.slice(0, SECTION_TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(sectionNameKey(candidate))) return candidate;
  }
}
