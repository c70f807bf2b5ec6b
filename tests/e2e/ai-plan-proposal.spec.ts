/**
 * The plan chat panel, the plan tools, the proposal card and the editor working together with
 * the offline planner: on /plan/{id} the user asks the assistant to shorten a section, the
 * planner proposes the change through its tool, the panel shows it as a word diff, Apply saves a
 * revision first and the editor shows the new text at once, and the toast's Undo brings the old
 * text back (stored, not only on screen).
 */
import { expect, test, type Page } from "@playwright/test";
import { AI_PANEL_TEXT } from "@/lib/errors/ai";
import { signUpAndConfirm } from "./helpers/accounts";
import { sendButton, sendMessage, shootLooks } from "./helpers/ai-app";
import { watchConsole } from "./helpers/console-watch";
import { uniqueEmail } from "./helpers/mailbox";
import { openPlan } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { trpcQuery } from "./helpers/trpc";

const FIRST = "Crumb & Co. needs a new website that takes online orders.";
const REST =
  "The current site is slow and hard to update. The owners want to change the menu themselves every week.";
const OVERVIEW = `${FIRST} ${REST}`;

const overviewEditor = (page: Page) => page.getByRole("textbox", { name: "Overview text" });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function storedOverview(page: Page, planId: string): Promise<string> {
  const plan = await trpcQuery<{ sections: { kind: string; body: string }[] }>(
    page.request,
    "plan.get",
    { id: planId },
  );
  return plan.sections.find((section) => section.kind === "overview")?.body ?? "";
}

test("asking the plan assistant to shorten a section: diff, Apply, editor updated, Undo", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = watchConsole(page);
  await signUpAndConfirm(page, { email: uniqueEmail("ai-proposal"), fullName: "Pat Proposal" });
  const plan = await createPlanViaApi(page.request, {
    title: "Bakery website",
    sections: [
      { kind: "overview", body: OVERVIEW },
      { kind: "goals", body: "- Online orders\n- Faster pages" },
    ],
  });
  await openPlan(page, plan.id);
  await expect(overviewEditor(page)).toContainText(REST);

  await page.getByRole("button", { name: "Ask AI" }).click();
  const panel = page.getByRole("complementary", { name: "Plan assistant" });
  await expect(panel).toBeVisible();
  // The plan makes room for the panel: the editor is not hidden under it.
  await expect
    .poll(async () => {
      const [editorBox, panelBox] = await Promise.all([
        overviewEditor(page).boundingBox(),
        panel.boundingBox(),
      ]);
      return editorBox && panelBox ? editorBox.x + editorBox.width <= panelBox.x : false;
    })
    .toBe(true);
  await sendMessage(page, "Please shorten the Overview section.", panel);
  await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });

  const card = panel.getByRole("region", { name: /Overview/ });
  await expect(card).toBeVisible();
  // The diff strikes the sentences the shorter version drops and keeps the first one.
  const diff = card.getByTestId("word-diff");
  await expect(diff.locator("del")).toContainText(["The current site is slow"]);
  await expect(diff).toContainText(FIRST);
  await shootLooks(page, "ai-plan-proposal");

  await card.getByRole("button", { name: "Apply" }).click();
  await expect(toasts(page)).toContainText(AI_PANEL_TEXT.proposalApplied);
  // The editor shows the applied text without a reload, and it is stored.
  await expect(overviewEditor(page)).not.toContainText(REST);
  await expect(overviewEditor(page)).toContainText(FIRST);
  await expect.poll(() => storedOverview(page, plan.id)).toBe(FIRST);
  await expect(card.getByText("Applied", { exact: true })).toBeVisible();

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page)).toContainText(AI_PANEL_TEXT.proposalUndone);
  await expect(overviewEditor(page)).toContainText(REST);
  await expect.poll(() => storedOverview(page, plan.id)).toBe(OVERVIEW);

  // After a reload: the old text, and the card remembers it was undone.
  await openPlan(page, plan.id);
  await expect(overviewEditor(page)).toContainText(REST);
  watch.expectNone("/plan/{id} with the assistant panel");
});
