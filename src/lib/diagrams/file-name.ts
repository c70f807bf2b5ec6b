import { fileNameSlug } from "@/lib/file-name-slug";

/** Longest slug kept in a downloaded diagram's file name (file systems allow 255 bytes). */
export const DIAGRAM_FILENAME_MAX_LENGTH = 80;
/** The name used when a title has no letters or digits to make a slug from. */
export const DIAGRAM_FILENAME_FALLBACK = "diagram";

export type DiagramFileExtension = "svg" | "png";

/**
 * A download's file name from the diagram's title: lower-case ASCII words joined by hyphens, so the
 * name is safe on every file system and in every browser's download bar, e.g.
 * `diagramFileName("Release plan: Q3", "png")` → `release-plan-q3.png`.
 */
export function diagramFileName(title: string, extension: DiagramFileExtension): string {
  const stem = fileNameSlug(title, DIAGRAM_FILENAME_MAX_LENGTH, DIAGRAM_FILENAME_FALLBACK);
  return `${stem}.${extension}`;
}
