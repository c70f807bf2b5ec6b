import { expect, test, type Page } from "@playwright/test";
import { signUpOnDashboard } from "./dashboard-helpers";
import { createPlanViaApi } from "./helpers/plans";
import { trpcQuery } from "./helpers/trpc";

/** The list of plans on the page (the table on a wide screen). */
function planList(page: Page) {
  return page.getByRole("region", { name: /^(Plans|Trash)$/ });
}

async function sharingAction(page: Page, action: string) {
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await bulk.getByRole("button", { name: "Sharing" }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

test.describe("all projects: publishing in bulk", () => {
  test("share two plans with a link, update one, unpublish both after a confirmation", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpOnDashboard(page, "list-publish");
    const alpha = await createPlanViaApi(page.request, { title: "Alpha proposal" });
    await createPlanViaApi(page.request, { title: "Bravo proposal" });

    await page.goto("/all-projects");
    const list = planList(page);
    const alphaRow = list.getByRole("row", { name: /Alpha proposal/ });
    const bravoRow = list.getByRole("row", { name: /Bravo proposal/ });
    await expect(alphaRow).toContainText("Private");
    await expect(alphaRow).toContainText("Draft");

    await list.getByRole("checkbox", { name: "Select Alpha proposal" }).check();
    await list.getByRole("checkbox", { name: "Select Bravo proposal" }).check();
    await sharingAction(page, "Share with a link");
    await expect(page.getByText("2 plans shared")).toBeVisible();
    for (const row of [alphaRow, bravoRow]) {
      await expect(row).toContainText("Unlisted");
      await expect(row).toContainText("Published");
    }
    const shared = await trpcQuery<{ unlistedPath: string | null }>(
      page.request,
      "publishing.state",
      { planId: alpha.id },
    );
    expect(shared.unlistedPath).toMatch(/^\/p\/[A-Za-z0-9_-]{22,}$/);

    await list.getByRole("checkbox", { name: "Select Alpha proposal" }).check();
    await sharingAction(page, "Update public versions");
    await expect(page.getByText('"Alpha proposal" updated')).toBeVisible();

    await list.getByRole("checkbox", { name: "Select Alpha proposal" }).check();
    await list.getByRole("checkbox", { name: "Select Bravo proposal" }).check();
    await sharingAction(page, "Unpublish");
    const dialog = page.getByRole("dialog", { name: "Unpublish 2 plans?" });
    await expect(dialog).toContainText("stop working at once");
    await dialog.getByRole("button", { name: "Unpublish 2 plans" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("2 plans unpublished")).toBeVisible();
    for (const row of [alphaRow, bravoRow]) {
      await expect(row).toContainText("Private");
      await expect(row).toContainText("Draft");
    }
    const after = await trpcQuery<{ unlistedPath: string | null }>(
      page.request,
      "publishing.state",
      { planId: alpha.id },
    );
    expect(after.unlistedPath).toBeNull();
  });
});
