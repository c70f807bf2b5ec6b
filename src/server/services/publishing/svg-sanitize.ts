/**
 * Server-side cleaning of diagram SVG drawn in the owner's browser for a published snapshot:
 * an allow-list of SVG elements and attributes, read by a linear-time tokenizer (no DOM on the
 * server). Anything it cannot prove harmless is dropped; unparseable markup answers null.
 *
 * STUB (contract): the diagrams-for-publishing helper implements it.
 */
export function sanitizeDiagramSvg(
  _markup: string,
): { svg: string; width: number; height: number } | null {
  throw new Error("sanitizeDiagramSvg: not implemented yet");
}
