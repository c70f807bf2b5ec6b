/**
 * Issue 13 with the offline planner (no AI provider): a plan written by AI lands in the editor
 * with a Gantt chart that draws; a section action is previewed and accepted into the editor; a
 * diagram is generated from a description and a broken one is fixed with AI — each inserted
 * only after the page's validator accepted it.
 */
import { expect, test } from "@playwright/test";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { signUpAndConfirm } from "./helpers/accounts";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { uniqueEmail } from "./helpers/mailbox";
import { FIRST_LOAD_MS, openPlan, withoutHotReload } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";
import { trpcMutation, trpcQuery } from "./helpers/trpc";
import { screenshotForReview } from "./helpers/screenshots";

const SCREENSHOTS = "test-results/screenshots";
const RENDER_MS = 60_000;
const PLAN_URL = /\/plan\/([0-9a-f-]{36})$/;
const BRIEF =
  "A booking website for Harbour Yoga studio: class timetable, online booking and payments, a teacher page. Budget $12,000. Launch in 10 weeks.";
/** A single-dash arrow: a common mistake that mermaid refuses. */
/** 'signoff' is neither a date nor `after <task id>`: nothing to repair it from. */
const UNREPAIRABLE_GANTT =
  "gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Kickoff :k1, 2024-01-01, 3d\n  Review :r1, signoff, 2d";
const BROKEN_FLOWCHART = "flowchart LR\n  A[Brief] -> B[Design]\n  B --> C[Launch]";

test.describe("AI plan writing, section actions and diagrams", () => {
  test.beforeEach(async ({ context }) => {
    if (process.env.E2E_BASE_URL) await withoutHotReload(context);
  });

  test("create a plan with AI and land in the editor with a Gantt chart that draws", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS * 2 + RENDER_MS);
    await signUpAndConfirm(page, { email: uniqueEmail("ai-plan") });
    await page.goto("/create-plan/new", { timeout: FIRST_LOAD_MS });
    await page.getByLabel("Describe your project").fill(BRIEF);
    await expect(page.getByTestId("cost-estimate")).toHaveText("Free");
    await page.getByRole("button", { name: "Generate plan" }).click();

    await expect(page).toHaveURL(PLAN_URL, { timeout: FIRST_LOAD_MS });
    const planId = PLAN_URL.exec(new URL(page.url()).pathname)![1]!;
    const plan = await trpcQuery<{ source: string; sections: { kind: string }[] }>(
      page.request,
      "plan.get",
      { id: planId },
    );
    expect(plan.source).toBe("ai");
    expect(plan.sections.map((s) => s.kind)).toContain("timeline");

    await openPlan(page, planId);
    const gantt = page.locator("[data-diagram-node]").filter({ hasText: "Diagram: Gantt chart" });
    await expect(gantt).toHaveCount(1, { timeout: RENDER_MS });
    await expect(gantt.locator(".mermaid.rendered svg")).toBeVisible();
    await expect(gantt.locator("[data-diagram-explanation]")).toHaveCount(0);
  });

  test("a reopened /create-plan/new?generation=… follows the same generation to its plan", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    await signUpAndConfirm(page, { email: uniqueEmail("ai-plan-resume") });
    // Started elsewhere (another tab, before a reload): the page only knows the id.
    const { generationId } = await trpcMutation<{ generationId: string }>(
      page.request,
      "aiPlan.startPlan",
      { brief: BRIEF, modelId: OFFLINE_MODEL_ID },
    );
    await page.goto(`/create-plan/new?generation=${generationId}`, { timeout: FIRST_LOAD_MS });
    await expect(page).toHaveURL(PLAN_URL, { timeout: RENDER_MS });
    const plan = await trpcQuery<{ source: string }>(page.request, "plan.get", {
      id: PLAN_URL.exec(new URL(page.url()).pathname)![1]!,
    });
    expect(plan.source).toBe("ai");
  });

  test("a section action is previewed, then accepted into the editor with a revision kept", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS);
    await signUpAndConfirm(page, { email: uniqueEmail("ai-section") });
    const plan = await createPlanViaApi(page.request, {
      title: "Studio website",
      sections: [{ kind: "goals", body: "make site. get bookings. look nice" }],
    });
    await openPlan(page, plan.id);
    const section = page.getByTestId("plan-section").first();
    await section.getByRole("button", { name: "Actions for Goals" }).click();
    await page.getByRole("menuitem", { name: "Shorten" }).click();
    const dialog = page.getByTestId("section-ai-dialog");
    await dialog.getByRole("button", { name: "Write suggestion" }).click();
    const accept = dialog.getByRole("button", { name: "Accept" });
    await expect(accept).toBeEnabled({ timeout: RENDER_MS });
    const suggestion = (await dialog.getByTestId("section-ai-preview").innerText()).trim();
    expect(suggestion.length).toBeGreaterThan(0);
    await accept.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("save-status").filter({ visible: true })).toHaveText("Saved", {
      timeout: RENDER_MS,
    });

    const saved = await trpcQuery<{ sections: { body: string }[] }>(page.request, "plan.get", {
      id: plan.id,
    });
    expect(saved.sections[0]!.body.replace(/\s+/g, " ").trim()).toBe(
      suggestion.replace(/\s+/g, " ").trim(),
    );
    const revisions = await trpcQuery<{ reason: string }[]>(page.request, "plan.revision.list", {
      planId: plan.id,
    });
    expect(revisions.map((r) => r.reason)).toContain(REVISION_REASONS.beforeAiSectionAction);
  });

  test("generate a diagram from a description, and fix a broken one with AI", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    await signUpAndConfirm(page, { email: uniqueEmail("ai-diagram") });
    const plan = await createPlanViaApi(page.request, {
      title: "Launch",
      sections: [{ kind: "scope", body: `Our flow.\n\n${mermaidFence(BROKEN_FLOWCHART)}` }],
    });
    await openPlan(page, plan.id);
    const nodes = page.locator("[data-diagram-node]");
    await expect(nodes).toHaveCount(1);
    const broken = nodes.first();
    await expect(broken.locator("[data-diagram-explanation]")).toBeVisible({ timeout: RENDER_MS });

    await broken.getByRole("button", { name: "Fix with AI" }).click();
    await expect(broken.locator("[data-diagram-explanation]")).toHaveCount(0, {
      timeout: RENDER_MS,
    });
    await expect(broken.locator(".mermaid.rendered svg")).toBeVisible({ timeout: RENDER_MS });

    await page.locator('[contenteditable="true"]').first().click();
    await page.getByRole("button", { name: "Generate diagram" }).first().click();
    const dialog = page.getByTestId("generate-diagram-dialog");
    await dialog
      .getByLabel("Description")
      .fill(
        "1. Customer books a class\n2. Studio confirms\n3. Customer pays\n4. Class takes place",
      );
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expect(dialog).toBeHidden({ timeout: RENDER_MS });
    await expect(nodes).toHaveCount(2);
    await expect(page.locator(".mermaid.rendered svg")).toHaveCount(2, { timeout: RENDER_MS });
    await expect(page.locator("[data-diagram-explanation]")).toHaveCount(0);
    await expect(page.getByTestId("save-status").filter({ visible: true })).toHaveText("Saved", {
      timeout: RENDER_MS,
    });
    const saved = await trpcQuery<{ sections: { body: string }[] }>(page.request, "plan.get", {
      id: plan.id,
    });
    expect(saved.sections[0]!.body.match(/```mermaid/g)).toHaveLength(2);
    expect(saved.sections[0]!.body).not.toContain("A[Brief] -> B");
  });

  test("a diagram the AI cannot repair: the rewrite-failure dialog offers Retry, then the retry-failure dialog; nothing changes", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    await signUpAndConfirm(page, { email: uniqueEmail("ai-diagram-fail") });
    const plan = await createPlanViaApi(page.request, {
      title: "Launch",
      sections: [{ kind: "timeline", body: mermaidFence(UNREPAIRABLE_GANTT) }],
    });
    await openPlan(page, plan.id);
    const node = page.locator("[data-diagram-node]").first();
    await expect(node.locator("[data-diagram-explanation]")).toBeVisible({ timeout: RENDER_MS });
    await node.getByRole("button", { name: "Fix with AI" }).click();

    const rewrite = page.getByTestId("diagram-rewrite-failure");
    await expect(rewrite).toBeVisible({ timeout: RENDER_MS });
    await expect(rewrite).toContainText(AI_PLAN_TEXT.rewriteFailureTitle);
    await rewrite.getByRole("button", { name: "Retry" }).click();
    const retry = page.getByTestId("diagram-retry-failure");
    await expect(retry).toBeVisible({ timeout: RENDER_MS });
    await expect(retry).toContainText(AI_PLAN_TEXT.retryFailureTitle);
    await expect(retry.getByRole("button", { name: "Retry" })).toHaveCount(0);
    await retry.getByRole("button", { name: "OK" }).click();
    await expect(retry).toBeHidden();

    const saved = await trpcQuery<{ sections: { body: string }[] }>(page.request, "plan.get", {
      id: plan.id,
    });
    expect(saved.sections[0]!.body).toContain("signoff");
  });

  test("/create-plan/new by eye: light, dark and phone", async ({ page }) => {
    test.setTimeout(FIRST_LOAD_MS * 2);
    await signUpAndConfirm(page, { email: uniqueEmail("ai-plan-look") });
    const shoot = async (name: string) => {
      await page.goto("/create-plan/new", { timeout: FIRST_LOAD_MS });
      await expect(page.getByRole("button", { name: "Generate plan" })).toBeEnabled();
      await screenshotForReview(page, { path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
    };
    await page.emulateMedia({ colorScheme: "light" });
    await shoot("create-plan-new-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await shoot("create-plan-new-dark");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot("create-plan-new-phone-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await shoot("create-plan-new-phone-light");
  });
});
