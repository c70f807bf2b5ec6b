import { expect, test, type Page } from "@playwright/test";
import { signUpOnDashboard } from "./dashboard-helpers";
import { createPlanViaApi } from "./helpers/plans";
import { trpcMutation } from "./helpers/trpc";
import { screenshotForReview } from "./helpers/screenshots";

const DIR = "test-results/screenshots";

/** Screenshots of the dashboard, the list and the trash in light, dark and on a phone, for a look by eye. */
async function shoot(page: Page, name: string, fullPage = true) {
  await screenshotForReview(page, { path: `${DIR}/${name}.png`, fullPage });
}

const PLANS = [
  {
    title: "Bakery website redesign",
    summary: "A warmer, faster site for Crumb & Co. with online pre-orders and a new menu page.",
  },
  { title: "Mobile app MVP", summary: "iOS and Android booking app for a yoga studio." },
  { title: "Quarterly SEO audit", summary: "" },
  {
    title: "Brand refresh for a very long client name that goes on and on, Ltd.",
    summary: "Logo, colours and type; a style guide the client's team can use on their own.",
  },
  { title: "CRM migration", summary: "From spreadsheets to HubSpot in six weeks." },
  { title: "Podcast launch plan", summary: "Ten episodes, artwork and a launch week." },
  { title: "Onboarding emails", summary: "Five emails that welcome new customers." },
];

async function tour(page: Page, suffix: string) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  await expect(page.getByTestId("dashboard-empty-state")).toBeVisible();
  await shoot(page, `dashboard-empty-${suffix}`);

  const ids: string[] = [];
  for (const plan of PLANS) {
    const created = await createPlanViaApi(page.request, {
      ...plan,
      sections: [
        { kind: "overview", body: `${plan.summary} Timeline and budget follow.` },
        { kind: "budget", body: "Fixed price, paid in three milestones." },
      ],
    });
    ids.push(created.id);
  }
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  await expect(page.getByRole("heading", { name: "Recently updated" })).toBeVisible();
  await shoot(page, `dashboard-plans-${suffix}`);
  await page.getByRole("combobox", { name: "Search your plans" }).fill("milestones");
  await expect(page.getByRole("option", { name: /Bakery website redesign/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Search your plans" }).press("ArrowDown");
  await shoot(page, `dashboard-search-${suffix}`, false);

  await page.goto("/all-projects");
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  await shoot(page, `all-projects-${suffix}`);
  await page.getByRole("checkbox", { name: "Select Mobile app MVP" }).check();
  await page.getByRole("checkbox", { name: "Select CRM migration" }).check();
  await shoot(page, `all-projects-selected-${suffix}`, false);
  await page
    .getByRole("region", { name: "Bulk actions" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("dialog", { name: "Delete 2 plans?" })).toBeVisible();
  await shoot(page, `all-projects-delete-dialog-${suffix}`, false);
  await page.keyboard.press("Escape");

  const filtersToggle = page.getByRole("button", { name: "Filters" });
  if (await filtersToggle.isVisible()) await filtersToggle.click();
  await page.getByLabel("Status").selectOption("published");
  await expect(page.getByRole("heading", { name: "No plans match" })).toBeVisible();
  await shoot(page, `all-projects-no-results-${suffix}`);

  await page.goto("/all-projects?view=trash");
  await expect(page.getByRole("heading", { name: "The Trash is empty" })).toBeVisible();
  await shoot(page, `trash-empty-${suffix}`);
  await trpcMutation(page.request, "plan.trash", { ids: ids.slice(0, 3) });
  await page.reload();
  await expect(
    page
      .getByText(/Deleted forever in 30 days/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await shoot(page, `trash-${suffix}`);

  await page.getByRole("button", { name: `Restore ${PLANS[0]!.title}` }).click();
  await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(
    "Notifications, 1 unread",
  );
  await page.getByTestId("notification-bell").click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await shoot(page, `notifications-${suffix}`, false);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await shoot(page, `user-menu-${suffix}`, false);
}

test.describe("dashboard and list screenshots", () => {
  test("light", async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: "light" });
    await signUpOnDashboard(page, "dash-light", "Lena Light");
    await tour(page, "light");
  });

  test("dark", async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: "dark" });
    await signUpOnDashboard(page, "dash-dark", "Dora Dark");
    await tour(page, "dark");
  });

  test("phone", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpOnDashboard(page, "dash-phone", "Phil Phone");
    await tour(page, "phone");
  });
});
