import { expect, test, type Page } from "@playwright/test";
import { signUpOnDashboard } from "./dashboard-helpers";
import { createPlanViaApi } from "./helpers/plans";

/** The list of plans on the page (the table on a wide screen). */
function planList(page: Page) {
  return page.getByRole("region", { name: /^(Plans|Trash)$/ });
}

/** The titles of the plans on screen, in order. */
function rowTitles(page: Page) {
  return planList(page).getByTestId("plan-title").filter({ visible: true });
}

test.describe("all projects", () => {
  test("bulk-delete two plans, find them in the Trash, restore one; undo a single delete", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpOnDashboard(page, "list-bulk");
    for (const title of ["Alpha launch", "Bravo rebrand", "Charlie audit"]) {
      await createPlanViaApi(page.request, { title });
    }

    await page.goto("/all-projects");
    const list = planList(page);
    await expect(list.getByRole("link", { name: "Charlie audit" })).toBeVisible();
    await expect(list.getByRole("row")).toHaveCount(4); // header + 3 plans

    await list.getByRole("checkbox", { name: "Select Alpha launch" }).check();
    const selectAll = list.getByRole("checkbox", { name: "Select all plans on this page" });
    await expect(selectAll).toHaveAttribute("aria-checked", "mixed");
    await list.getByRole("checkbox", { name: "Select Bravo rebrand" }).check();
    const bulk = page.getByRole("region", { name: "Bulk actions" });
    await expect(bulk).toContainText("2 selected");

    await bulk.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 2 plans?" });
    await expect(dialog).toContainText("Trash for 30 days");
    await dialog.getByRole("button", { name: "Delete 2 plans" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("2 plans moved to the Trash")).toBeVisible();
    await expect(list.getByRole("link", { name: "Alpha launch" })).toHaveCount(0);
    await expect(list.getByRole("link", { name: "Bravo rebrand" })).toHaveCount(0);
    await expect(list.getByRole("link", { name: "Charlie audit" })).toBeVisible();
    await expect(bulk).toBeHidden();

    // The Trash: both plans, with when they go for good.
    await page
      .getByRole("navigation", { name: "Plans or Trash" })
      .getByRole("link", { name: "Trash" })
      .click();
    await expect(page).toHaveURL(/\/all-projects\?view=trash$/);
    await expect(list.getByRole("row")).toHaveCount(3);
    await expect(list.getByRole("row", { name: /Alpha launch/ })).toContainText(
      "Deleted forever in 30 days",
    );
    await list.getByRole("button", { name: "Restore Alpha launch" }).click();
    await expect(page.getByText('"Alpha launch" restored')).toBeVisible();
    await expect(list.getByRole("row", { name: /Alpha launch/ })).toHaveCount(0);
    await expect(list.getByRole("row", { name: /Bravo rebrand/ })).toBeVisible();

    // Back in the list; Bravo stays in the Trash.
    await page.goBack();
    await expect(page).toHaveURL(/\/all-projects$/);
    await expect(list.getByRole("link", { name: "Alpha launch" })).toBeVisible();
    await expect(list.getByRole("link", { name: "Charlie audit" })).toBeVisible();
    await expect(list.getByRole("link", { name: "Bravo rebrand" })).toHaveCount(0);

    // One plan from its row menu, then Undo in the toast.
    await list.getByRole("button", { name: "Actions for Charlie audit" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const single = page.getByRole("dialog", { name: 'Delete "Charlie audit"?' });
    await expect(single).toContainText("restore it from the Trash");
    await single.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(list.getByRole("link", { name: "Charlie audit" })).toHaveCount(0);
    await page
      .getByRole("listitem")
      .filter({ hasText: '"Charlie audit" moved to the Trash' })
      .getByRole("button", { name: "Undo" })
      .click();
    await expect(list.getByRole("link", { name: "Charlie audit" })).toBeVisible();
  });

  test("filters, sort and pages live in the URL: reload, back and forward keep them", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpOnDashboard(page, "list-url");
    for (let index = 1; index <= 12; index += 1) {
      const number = String(index).padStart(2, "0");
      await createPlanViaApi(page.request, {
        title: `Plan ${number}`,
        ...(index === 7
          ? { sections: [{ kind: "budget", body: "Kiwi orchard irrigation." }] }
          : {}),
      });
    }

    await page.goto("/all-projects");
    const range = page.getByRole("navigation", { name: "Pagination" });
    await expect(range).toContainText("1–12 of 12");
    await page.getByLabel("Rows per page").selectOption("10");
    await expect(page).toHaveURL(/\/all-projects\?size=10$/);
    await expect(range).toContainText("1–10 of 12");
    await expect(rowTitles(page).first()).toHaveText("Plan 12"); // last updated first

    await range.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/all-projects\?size=10&page=2$/);
    await expect(range).toContainText("11–12 of 12");
    await expect(rowTitles(page)).toHaveText(["Plan 02", "Plan 01"]);

    await page.goBack();
    await expect(page).toHaveURL(/\/all-projects\?size=10$/);
    await expect(range).toContainText("1–10 of 12");
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);
    await expect(rowTitles(page)).toHaveText(["Plan 02", "Plan 01"]);

    await page.reload();
    await expect(range).toContainText("11–12 of 12");
    await expect(page.getByLabel("Rows per page")).toHaveValue("10");

    // Sort by title, then Z to A; a new sort starts again at page 1.
    await page.getByLabel("Sort by").selectOption("title");
    await expect(page).toHaveURL(/\/all-projects\?sort=title&size=10$/);
    await expect(rowTitles(page).first()).toHaveText("Plan 01");
    await page.getByLabel("Order").selectOption("desc");
    await expect(page).toHaveURL(/sort=title&order=desc/);
    await expect(rowTitles(page).first()).toHaveText("Plan 12");
    await page.goBack();
    await expect(rowTitles(page).first()).toHaveText("Plan 01");
    await expect(page.getByLabel("Order")).toHaveValue("asc");

    // A filter nothing matches, then "Clear filters".
    await page.getByLabel("Status").selectOption("published");
    await expect(page).toHaveURL(/status=published/);
    await expect(page.getByRole("heading", { name: "No plans match" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(range).toContainText("1–10 of 12");

    // The search goes to the URL as typed (replacing, not stacking, history entries).
    const search = page.getByRole("searchbox", { name: "Search your plans" });
    await search.fill("kiwi");
    await expect(page).toHaveURL(/q=kiwi/);
    await expect(rowTitles(page)).toHaveText(["Plan 07"]);
    await expect(planList(page)).toContainText("Kiwi orchard irrigation");
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search your plans" })).toHaveValue("kiwi");
    await expect(rowTitles(page)).toHaveText(["Plan 07"]);
  });
});
