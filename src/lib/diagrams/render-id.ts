import { DIAGRAM_RENDER_ID_PREFIX } from "@/lib/diagrams/renderer-constants";

/** Six base-36 digits of randomness: enough to keep ids apart across tabs and reloads. */
const RANDOM_SPACE = 36 ** 6;

let counter = 0;

/**
 * A fresh id of the form `mermaid-{time}-{counter}-{random}` (spec section 9). The time and the
 * counter make ids unique within a page even when many blocks render in one millisecond; the
 * random part keeps two pages (or an SVG copied from one to another) from colliding. Mermaid uses
 * the id for the SVG root and as a prefix of many inner ids, so it must be a valid CSS identifier:
 * it starts with a letter and holds only letters, digits and dashes.
 */
export function createRenderId(): string {
  const random = Math.floor(Math.random() * RANDOM_SPACE).toString(36);
  const id = `${DIAGRAM_RENDER_ID_PREFIX}-${Date.now()}-${counter}-${random}`;
  counter += 1;
  return id;
}
