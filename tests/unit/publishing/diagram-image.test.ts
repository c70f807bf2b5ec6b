import { describe, expect, it } from "vitest";
import { diagramImageSrc } from "@/lib/publishing/diagram-image";
import { sanitizeDiagramSvg } from "@/server/services/publishing/svg-sanitize";

describe("diagramImageSrc", () => {
  it("is a data: URL that decodes to the sanitized picture, with nothing that ends the attribute", () => {
    const picture = sanitizeDiagramSvg(
      `<svg viewBox="0 0 10 10"><text class='a"b'>100% #1 &lt;&gt; it's \ud800 é</text></svg>`,
    )!;
    const src = diagramImageSrc(picture);
    expect(src.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    // (React escapes attribute values too; this keeps the URL itself valid.)
    expect(src).not.toMatch(/["<>#\s]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(src.slice(src.indexOf(",") + 1))).toBe(picture.svg);
  });
});
