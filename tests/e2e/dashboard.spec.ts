import { expect, test, type Page } from "@playwright/test";
import { signUpOnDashboard } from "./dashboard-helpers";
import { createPlanViaApi } from "./helpers/plans";
import { trpcMutation } from "./helpers/trpc";

/** A word no other plan in the run contains, so the search can only find one plan. */
function uniqueWord(): string {
  return `zephyr${Math.random().toString(36).slice(2, 8).replace(/\d/g, "q")}`;
}

function bell(page: Page) {
  return page.getByRole("banner").getByTestId("notification-bell");
}

test.describe("dashboard", () => {
  test("a new user's dashboard leads to the first plan", async ({ page }) => {
    test.setTimeout(60_000);
    await signUpOnDashboard(page, "dash-empty", "Nia New");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Nia");
    const empty = page.getByTestId("dashboard-empty-state");
    await expect(empty.getByRole("heading", { name: "Your plans will live here" })).toBeVisible();
    // Nothing to search or list yet.
    await expect(page.getByRole("combobox", { name: "Search your plans" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Recently updated" })).toHaveCount(0);

    await empty.getByRole("link", { name: "Create your first plan" }).click();
    await expect(page).toHaveURL(/\/create-plan$/);
  });

  test("with plans: the latest show as cards and the search finds a plan by its content", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpOnDashboard(page, "dash-plans");
    const word = uniqueWord();
    const target = await createPlanViaApi(page.request, {
      title: "Website redesign",
      summary: "A new site for the bakery.",
      sections: [
        { kind: "overview", body: "We rebuild the shop pages." },
        { kind: "risks", body: `The ${word} supplier may be late with the photos.` },
      ],
    });
    await createPlanViaApi(page.request, { title: "Mobile app launch", summary: "iOS first." });
    await createPlanViaApi(page.request, { title: "Quarterly report" });

    await page.goto("/dashboard");
    const recent = page.getByRole("region", { name: "Recently updated" });
    for (const title of ["Website redesign", "Mobile app launch", "Quarterly report"]) {
      await expect(recent.getByRole("link", { name: title })).toBeVisible();
    }
    // Newest first, with its summary and status.
    await expect(recent.getByRole("listitem").first()).toContainText("Quarterly report");
    await expect(recent.getByRole("listitem").last()).toContainText("A new site for the bakery.");
    await expect(recent.getByRole("listitem").last()).toContainText("Draft");

    const search = page.getByRole("combobox", { name: "Search your plans" });
    await search.fill(word);
    const results = page.getByRole("listbox", { name: "Matching plans" });
    const match = results.getByRole("option", { name: /Website redesign/ });
    await expect(match).toBeVisible();
    // The snippet shows where the word was found.
    await expect(match).toContainText(`${word} supplier`);
    await expect(results.getByRole("option", { name: /Mobile app launch/ })).toHaveCount(0);

    // Keyboard: down to the match, Enter opens the plan.
    await search.press("ArrowDown");
    await expect(match).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/plan/${target.id}$`));

    // Enter with nothing marked opens the full results in All projects.
    await page.goto("/dashboard");
    await page.getByRole("combobox", { name: "Search your plans" }).fill(word);
    await expect(page.getByRole("option", { name: /Website redesign/ })).toBeVisible();
    await page.getByRole("combobox", { name: "Search your plans" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/all-projects\\?q=${word}$`));
    await expect(page.getByRole("searchbox", { name: "Search your plans" })).toHaveValue(word);
    const list = page.getByRole("region", { name: "Plans", exact: true });
    await expect(list.getByRole("link", { name: "Website redesign" }).first()).toBeVisible();
    await expect(list.getByRole("link", { name: "Quarterly report" })).toHaveCount(0);
  });

  test("the bell shows a restored plan as unread until 'Mark all as read'", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpOnDashboard(page, "dash-bell");
    const plan = await createPlanViaApi(page.request, { title: "Garden makeover" });
    await trpcMutation(page.request, "plan.trash", { ids: [plan.id] });

    await page.goto("/all-projects?view=trash");
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await page.getByRole("button", { name: "Restore Garden makeover" }).first().click();
    await expect(page.getByText('"Garden makeover" restored')).toBeVisible();
    // The bell learns of it at once, without waiting for its next poll.
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");

    await bell(page).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel.getByText("Plan restored")).toBeVisible();
    await expect(panel.getByText("“Garden makeover” is back in your plans.")).toBeVisible();
    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(panel.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

    // Read on the server too, not just on screen.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
  });
});
