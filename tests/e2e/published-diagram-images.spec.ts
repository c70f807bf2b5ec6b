import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { diagramImageSrc } from "@/lib/publishing/diagram-image";
import { sanitizeDiagramSvg } from "@/server/services/publishing/svg-sanitize";

const fixtures = JSON.parse(
  readFileSync(path.resolve("tests/fixtures/publishing/mermaid-svgs.json"), "utf8"),
) as { type: string; htmlLabels: boolean; svg: string }[];

/**
 * A published diagram is shown as an `<img>` of the server-cleaned SVG (svg-sanitize.ts). For
 * every starter diagram drawn by drawDiagramsForPublishing (tests/fixtures/publishing), the
 * cleaned picture must load as a standalone SVG document at its size and look like the picture
 * the owner's browser drew: both are shown as images side by side and compared pixel by pixel.
 * The original is made a standalone document by the browser's own XMLSerializer.
 */

/** A pixel differs when its channels differ by more than this in sum (anti-aliasing stays under). */
const PIXEL_TOLERANCE = 48;
/** Share of differing pixels allowed; a lost style sheet, shape or label changes far more. */
const MAX_DIFFERING_SHARE = 0.005;

async function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [first, second] = [await pixels(a), await pixels(b)];
      if (first.length !== second.length) return 1;
      let differing = 0;
      for (let i = 0; i < first.length; i += 4) {
        const delta =
          Math.abs(first[i]! - second[i]!) +
          Math.abs(first[i + 1]! - second[i + 1]!) +
          Math.abs(first[i + 2]! - second[i + 2]!);
        if (delta > tolerance) differing += 1;
      }
      return differing / (first.length / 4);
    },
    { a: a.toString("base64"), b: b.toString("base64"), tolerance: PIXEL_TOLERANCE },
  );
}

test.describe("published diagram images", () => {
  for (const fixture of fixtures) {
    const name = `${fixture.type}${fixture.htmlLabels ? " (HTML labels)" : ""}`;
    test(`${name}: the cleaned picture loads at its size and looks as drawn`, async ({ page }) => {
      const cleaned = sanitizeDiagramSvg(fixture.svg)!;
      expect(cleaned).not.toBeNull();
      await page.setContent(`<body style="margin:0;background:#fff"></body>`);
      const sizes = await page.evaluate(
        async ({ original, cleanedSrc, width, height }) => {
          const template = document.createElement("template");
          template.innerHTML = original;
          const svg = template.content.querySelector("svg")!;
          svg.setAttribute("width", String(width));
          svg.setAttribute("height", String(height));
          const originalSrc =
            "data:image/svg+xml;charset=utf-8," +
            encodeURIComponent(new XMLSerializer().serializeToString(svg));
          const load = async (id: string, src: string) => {
            const image = document.createElement("img");
            image.id = id;
            image.width = width;
            image.height = height;
            image.style.display = "block";
            image.src = src;
            document.body.append(image);
            await image.decode();
            return image.naturalWidth;
          };
          return [await load("original", originalSrc), await load("cleaned", cleanedSrc)];
        },
        {
          original: fixture.svg,
          cleanedSrc: diagramImageSrc(cleaned),
          width: cleaned.width,
          height: cleaned.height,
        },
      );
      expect(sizes[1]).toBe(Math.round(cleaned.width));
      const original = await page.locator("#original").screenshot();
      const drawn = await page.locator("#cleaned").screenshot();
      expect(await differingShare(page, original, drawn)).toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
    });
  }
});
