/**
 * A file name's stem from a title: lower-case ASCII words joined by hyphens, so the name is safe
 * on every file system and in every browser's download bar, e.g. "Release plan: Q3" →
 * `release-plan-q3`. Answers `fallback` when the title has no letters or digits.
 */
export function fileNameSlug(title: string, maxLength: number, fallback: string): string {
  const slug = title
    // Splits accented letters into letter + accent, so "Café" keeps its "e".
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    // The cut may end on a separator.
    .replace(/-+$/, "");
  return slug || fallback;
}
