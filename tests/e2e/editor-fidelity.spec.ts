import { expect, test, type Locator, type Page } from "@playwright/test";
import { EDITOR_FIDELITY_TEXT } from "@/lib/errors/plan-editor";
import { FLATTENED_BULLET } from "@/lib/plans/editor-cell-content";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";

/** The rich text area of the section titled `title`. */
async function sectionText(page: Page, title: string): Promise<Locator> {
  const editor = page.getByRole("textbox", { name: `${title} text` });
  await expect(editor).toBeVisible({ timeout: FIRST_LOAD_MS });
  return editor;
}

/** The editor's document as tags and text, without attributes (selection classes vary). */
function structure(editor: Locator): Promise<string> {
  return editor.evaluate((root) => {
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof HTMLElement)) return "";
      // Editor-only helpers (trailing breaks, gap cursors) are not content.
      if (node.classList.contains("ProseMirror-trailingBreak")) return "";
      const tag = node.tagName.toLowerCase();
      if (tag === "colgroup" || tag === "col") return "";
      const checked = node instanceof HTMLInputElement ? `[${node.checked}]` : "";
      return `<${tag}${checked}>${[...node.childNodes].map(walk).join("")}</${tag}>`;
    };
    const blocks = [...root.childNodes];
    // The empty line the editor keeps after a final table is a place for the caret, not text:
    // it appears with the first transaction after opening, so it is not compared.
    const last = blocks.at(-1);
    if (blocks.length > 1 && last instanceof HTMLParagraphElement && !last.textContent) {
      if (!(blocks.at(-2) instanceof HTMLParagraphElement)) blocks.pop();
    }
    return blocks.map(walk).join("");
  });
}

/** Pastes HTML into the focused editor the way a browser paste does. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.setData("text/html", content);
    data.setData("text/plain", content.replace(/<[^>]+>/g, " "));
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  }, html);
}

test.describe("editor fidelity", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("a table typed into right after Insert table, with text-only cells, comes back after a reload", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await signUpAndConfirm(page, { email: uniqueEmail("fidelity") });
    const plan = await createPlanViaApi(page.request, {
      title: "Fidelity",
      sections: [{ kind: "overview", body: "Team list." }],
    });
    await openPlan(page, plan.id);
    const editor = await sectionText(page, "Overview");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");

    // Insert table, then type at once: the keystrokes land in the first (header) cell.
    const tableButton = page.getByRole("button", { name: "Table", exact: true }).first();
    await tableButton.click();
    await page.getByRole("menuitem", { name: "Insert table" }).click();
    await page.keyboard.type("Name");
    await expect(editor.locator("table tr").first().locator("th").first()).toHaveText("Name");
    await expect(editor).toBeFocused();

    await page.keyboard.press("Tab");
    await page.keyboard.type("Notes");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Role");
    await page.keyboard.press("Tab");
    // "- " in a cell stays text (a stored table cell holds no list); Enter is a line break.
    await page.keyboard.type("- Ana");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Bob");
    await expect(editor.locator("table ul, table ol")).toHaveCount(0);
    const firstBodyCell = editor.locator("table tr").nth(1).locator("td").first();
    await expect(firstBodyCell).toHaveText("- AnaBob");
    await expect(firstBodyCell.locator("br").first()).toBeAttached();

    // Inside a cell, Insert table is refused, and the menu says why.
    await tableButton.click();
    await expect(page.getByRole("menuitem", { name: "Insert table" })).toBeDisabled();
    await expect(page.getByText(EDITOR_FIDELITY_TEXT.tableInsideCell)).toBeVisible();
    await page.keyboard.press("Escape");

    // Pasted HTML with a list and a table inside a cell is flattened into lines of the cell.
    await firstBodyCell.locator("xpath=following-sibling::td[1]").click();
    await pasteHtml(
      page,
      "<table><tr><td><ul><li>Carla</li><li>Dan</li></ul><table><tr><td>x</td></tr></table></td></tr></table>",
    );
    await expect(editor.locator("table table, table ul, table ol")).toHaveCount(0);
    await expect(editor.locator("table")).toContainText(`${FLATTENED_BULLET}Carla`);

    await expect(page.getByTestId("save-status").filter({ visible: true })).toHaveText("Saved");
    const before = await structure(editor);

    await page.reload();
    const reloaded = await sectionText(page, "Overview");
    await expect(reloaded.locator("table")).toBeVisible();
    expect(await structure(reloaded)).toBe(before);
  });
});
