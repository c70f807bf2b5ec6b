import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { unzipSync, strFromU8 } from "fflate";
import { PLAN_EXPORT_TEXT } from "@/lib/errors/plan-editor";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi, type SeededPlan } from "./helpers/plans";
import { trpcMutation } from "./helpers/trpc";
import { saveForReview, screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";
const BRAND = "Northwind Studio";
/** Labels that only a drawn diagram has (mermaid's node text), never the section's prose. */
const DIAGRAM_LABELS = ["Kickoff workshop", "Launch party"];
const DIAGRAM = `flowchart LR\n  A[${DIAGRAM_LABELS[0]}] --> B[Build sprint] --> C[${DIAGRAM_LABELS[1]}]`;
const SECTIONS = [
  {
    kind: "overview",
    title: "Overview",
    body: "Acme needs a faster site.\n\n&nbsp;\n\n\n\nMore soon.",
  },
  {
    kind: "scope",
    title: "Scope",
    body: "- Design\n  - Wireframes\n- Build\n\nTasks:\n\n- [x] Kick-off held\n- [ ] Contract signed\n\n| Phase | Weeks |\n| --- | --- |\n| Design<br>and review | 2 |",
  },
  { kind: "timeline", title: "Timeline", body: `Six weeks.\n\n\`\`\`mermaid\n${DIAGRAM}\n\`\`\`` },
];

async function newPlan(page: Page, label: string): Promise<SeededPlan> {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  await trpcMutation(page.request, "planCustomization.update", {
    brandName: BRAND,
    accentColor: "#0f766e",
  });
  return createPlanViaApi(page.request, {
    title: "Website relaunch",
    summary: "A new website for Acme Ltd.",
    sections: SECTIONS,
  });
}

async function openPrintView(page: Page, planId: string) {
  const response = await page.goto(`/plan/${planId}/print`, { timeout: FIRST_LOAD_MS });
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-print-view]")).toHaveAttribute("data-print-ready", "true", {
    timeout: FIRST_LOAD_MS,
  });
}

test.describe("plan export", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("the print view prints a branded PDF with contents, page numbers and vector diagrams", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "export-pdf");
    await page.emulateMedia({ colorScheme: "dark" });
    await openPrintView(page, plan.id);

    // The diagram is inline SVG (vector), not a picture of one.
    const diagram = page.locator('.print-diagram[data-print-diagram="drawn"] svg');
    await expect(diagram).toHaveCount(1);
    await expect(page.locator(".print-diagram img")).toHaveCount(0);
    await expect(page.getByRole("button", { name: PLAN_EXPORT_TEXT.printButton })).toBeEnabled();
    // Dark theme on screen, white paper all the same.
    const paper = await page
      .getByTestId("print-sheet")
      .evaluate((sheet) => getComputedStyle(sheet).backgroundColor);
    expect(paper).toBe("rgb(255, 255, 255)");
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/export-print-view-dark.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotForReview(page, { path: `${SCREENSHOTS}/export-print-view-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    const pdf = await page.pdf({ format: "A4" });
    // Kept next to the screenshots, to look at.
    await saveForReview(`${SCREENSHOTS}/export-print-view.pdf`, pdf);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { totalPages, text } = await extractText(document, { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(2);
    const all = text.join("\n");
    expect(all).toContain(BRAND);
    expect(all).toContain("Website relaunch");
    expect(text[0]).toContain(PLAN_EXPORT_TEXT.contents);
    for (const section of SECTIONS) expect(text[0]).toContain(section.title);
    for (const section of SECTIONS) {
      expect(text.slice(1).join("\n")).toContain(section.title);
    }
    text.forEach((pageText, index) => {
      expect(pageText).toContain(`${index + 1} / ${totalPages}`);
    });
    // Vector: the diagram's labels are text in the PDF.
    for (const label of DIAGRAM_LABELS) expect(all).toContain(label);
    // The app around the sheet is not printed.
    expect(all).not.toContain(PLAN_EXPORT_TEXT.printButton);
    expect(all).not.toContain("&nbsp;");

    // A picture of the PDF's first pages, to look at.
    await page.emulateMedia({ media: "print", colorScheme: "dark" });
    await screenshotForReview(page, {
      path: `${SCREENSHOTS}/export-print-media.png`,
      fullPage: true,
    });
  });

  test("the print view is the owner's only: anyone else gets the 404 page", async ({
    page,
    browser,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "export-owner");
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await signUpAndConfirm(strangerPage, { email: uniqueEmail("export-stranger") });
    const response = await strangerPage.goto(`/plan/${plan.id}/print`, {
      timeout: FIRST_LOAD_MS,
    });
    expect(response?.status()).toBe(404);
    await expect(strangerPage.getByText("Website relaunch")).toHaveCount(0);
    await stranger.close();
  });

  test("Export menu: Word downloads a .docx with the diagram as an image, Markdown is clean, PDF opens the print view", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 3);
    const plan = await newPlan(page, "export-menu");
    // The print view opens the print dialog when it is ready: counted, not shown.
    await page.addInitScript(() => {
      const counter = window as unknown as { printCalls: number };
      counter.printCalls = 0;
      window.print = () => void (counter.printCalls += 1);
    });
    await openPlan(page, plan.id);
    const menu = page.getByRole("button", { name: PLAN_EXPORT_TEXT.menu });

    await menu.click();
    const wordDownload = page.waitForEvent("download", { timeout: FIRST_LOAD_MS });
    await page.getByRole("menuitem", { name: PLAN_EXPORT_TEXT.word }).click();
    const word = await wordDownload;
    expect(word.suggestedFilename()).toBe("website-relaunch.docx");
    const bytes = await readFile((await word.path())!);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(new Uint8Array(bytes));
    const media = Object.keys(files).filter((name) => name.startsWith("word/media/"));
    expect(media).toHaveLength(1);
    expect([...files[media[0]!]!.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const xml = strFromU8(files["word/document.xml"]!);
    expect(xml).toContain("Kick-off held");
    expect(xml).not.toContain(DIAGRAM_LABELS[0]);
    await expect(page.getByText(PLAN_EXPORT_TEXT.exported("website-relaunch.docx"))).toBeVisible();

    await menu.click();
    const mdDownload = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: PLAN_EXPORT_TEXT.markdown }).click();
    const markdown = await readFile((await (await mdDownload).path())!, "utf8");
    expect(markdown).toContain("More soon.");
    expect(markdown).not.toMatch(/^&nbsp;$/m);
    expect(markdown).not.toMatch(/\n\n\n/);
    expect(markdown).toContain("| Design and review | 2 |");
    expect(markdown).toContain("```mermaid\n" + DIAGRAM + "\n```");

    // Phone width: the menu fits the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await menu.click();
    const box = await page.getByRole("menu").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await screenshotForReview(page, { path: `${SCREENSHOTS}/export-menu-phone.png` });
    // PDF: the print view, asked to open the print dialog when ready.
    await page.getByRole("menuitem", { name: PLAN_EXPORT_TEXT.pdf }).click();
    await page.waitForURL(new RegExp(`/plan/${plan.id}/print\\?print=1$`), {
      timeout: FIRST_LOAD_MS,
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls), {
        timeout: FIRST_LOAD_MS,
      })
      .toBe(1);
  });

  test("?print=1 opens the print dialog once, after the diagrams are drawn", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    const plan = await newPlan(page, "export-autoprint");
    await page.addInitScript(() => {
      const calls: { diagrams: number }[] = [];
      (window as unknown as { printCalls: typeof calls }).printCalls = calls;
      window.print = () => {
        calls.push({
          diagrams: document.querySelectorAll('.print-diagram[data-print-diagram="drawn"] svg')
            .length,
        });
      };
    });
    await page.goto(`/plan/${plan.id}/print?print=1`, { timeout: FIRST_LOAD_MS });
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { printCalls: unknown[] }).printCalls),
        {
          timeout: FIRST_LOAD_MS,
        },
      )
      .toEqual([{ diagrams: 1 }]);
  });
});
