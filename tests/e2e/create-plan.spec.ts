import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { trpcQuery } from "./helpers/trpc";
import { screenshotForReview } from "./helpers/screenshots";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/import");
const SCREENSHOTS = "test-results/screenshots";
const PLAN_URL = /\/plan\/([0-9a-f-]{36})$/;

interface SavedPlan {
  title: string;
  summary: string;
  source: string;
  sections: { kind: string; title: string; body: string }[];
}

/** The plan the page landed on, read back through the API. */
async function landedPlan(page: Page): Promise<SavedPlan> {
  await expect(page).toHaveURL(PLAN_URL, { timeout: 30_000 });
  const id = PLAN_URL.exec(new URL(page.url()).pathname)![1]!;
  return trpcQuery<SavedPlan>(page.request, "plan.get", { id });
}

async function planCount(page: Page): Promise<number> {
  return (await trpcQuery<{ total: number }>(page.request, "plan.list", {})).total;
}

/** Uploads a fixture once the page can take it (the button is enabled once the page runs). */
async function chooseFile(page: Page, name: string) {
  await expect(page.getByRole("button", { name: "Choose a file", exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  await page.getByLabel("Choose a file to import").setInputFiles(path.join(FIXTURES, name));
}

function sectionRow(page: Page, position: number) {
  return page.getByRole("group", { name: `Section ${position}`, exact: true });
}

test.describe("creating a plan", () => {
  test("by hand: title, description and the sections to start with", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAndConfirm(page, { email: uniqueEmail("create-manual") });
    await page.goto("/create-plan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a plan");
    // The AI way says what it needs and leads nowhere broken.
    const ways = page.getByRole("list", { name: "Ways to start a plan" });
    await expect(ways.getByText("AI plan generation arrives with AI credits.")).toBeVisible();
    await expect(ways.getByRole("link", { name: "Generate with AI" })).toHaveCount(0);

    await ways.getByRole("link", { name: "Start from scratch" }).click();
    await expect(page).toHaveURL(/\/create-plan\/manual$/);
    // Pre-checked from the plan customization defaults.
    await expect(page.getByRole("checkbox", { name: "Goals" })).toBeChecked({ timeout: 20_000 });
    await expect(page.getByRole("checkbox", { name: "Risks" })).not.toBeChecked();

    await page.getByRole("button", { name: "Create plan" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page).toHaveURL(/\/create-plan\/manual$/);

    await page.getByLabel("Title").fill("Bakery website");
    await page.getByLabel("Short description").fill("A new site for Rosie's.");
    await page.getByRole("checkbox", { name: "Budget" }).click();
    await page.getByRole("checkbox", { name: "Risks" }).click();
    await page.getByLabel("Add a section of your own").fill("Hosting");
    await page.getByLabel("Add a section of your own").press("Enter");
    await expect(page.getByRole("list", { name: "Your own sections" })).toContainText("Hosting");
    await page.getByRole("button", { name: "Create plan" }).click();

    const plan = await landedPlan(page);
    expect(plan).toMatchObject({
      title: "Bakery website",
      summary: "A new site for Rosie's.",
      source: "manual",
    });
    expect(plan.sections.map((section) => section.title)).toEqual([
      "Overview",
      "Goals",
      "Scope",
      "Deliverables",
      "Timeline",
      "Risks",
      "Hosting",
      "Next steps",
    ]);
  });

  test("from a Word document: preview, adjust, create", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAndConfirm(page, { email: uniqueEmail("create-docx") });
    await page.goto("/create-plan/existing");
    await chooseFile(page, "sample-plan.docx");

    await expect(page.getByText("We found 6 sections in sample-plan.docx.")).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByLabel("Title", { exact: true }).first()).toHaveValue(
      "Bakery Website Redesign",
    );
    const titles = ["Goals", "Scope", "Timeline", "Budget", "Risks", "Next steps"];
    for (const [index, title] of titles.entries()) {
      await expect(sectionRow(page, index + 1).getByLabel("Title")).toHaveValue(title);
    }
    await expect(sectionRow(page, 3)).toContainText("Phase Weeks Owner");
    // Nothing exists before "Create plan".
    expect(await planCount(page)).toBe(0);

    await sectionRow(page, 5).getByLabel("Title").fill("Risks and assumptions");
    await page.getByRole("button", { name: "Move “Budget” up" }).click();
    await page.getByRole("button", { name: "Remove “Scope”" }).click();
    await page.getByRole("button", { name: "Create plan" }).click();

    const plan = await landedPlan(page);
    expect(plan.title).toBe("Bakery Website Redesign");
    expect(plan.source).toBe("existing");
    expect(plan.sections.map((section) => [section.kind, section.title])).toEqual([
      ["goals", "Goals"],
      ["budget", "Budget"],
      ["timeline", "Timeline"],
      ["risks", "Risks and assumptions"],
      ["next_steps", "Next steps"],
    ]);
    expect(plan.sections[2]!.body).toContain("| Discovery | 1-2 | Sam |");
  });

  test("from pasted text", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAndConfirm(page, { email: uniqueEmail("create-paste") });
    await page.goto("/create-plan/existing");
    await page.getByRole("tab", { name: "Paste text" }).click();
    await page
      .getByLabel("Your plan's text")
      .fill(
        "# Launch plan\n\nShip the beta.\n\n## Milestones\n\n- Beta in May\n\n## Pricing\n\n$99",
      );
    await page.getByRole("button", { name: "Read text" }).click();
    await expect(page.getByText("We found 2 sections in your text.")).toBeVisible();
    await expect(sectionRow(page, 1).getByLabel("Type")).toHaveValue("timeline");
    await expect(sectionRow(page, 2).getByLabel("Type")).toHaveValue("budget");
    await page.getByRole("button", { name: "Create plan" }).click();
    const plan = await landedPlan(page);
    expect(plan).toMatchObject({
      title: "Launch plan",
      summary: "Ship the beta.",
      source: "existing",
    });
  });

  test("an unsupported or damaged file shows why and creates nothing", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAndConfirm(page, { email: uniqueEmail("create-refused") });
    await page.goto("/create-plan/existing");
    await chooseFile(page, "image.png");
    // In <main>: Next.js has a route announcer with the same role.
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toHaveText(
      "This file type isn't supported. Upload a .md, .txt, .docx or .pdf file.",
    );
    // Refused by the server after reading it.
    await chooseFile(page, "broken.docx");
    await expect(alert).toHaveText(
      "We couldn't read this file. It may be damaged or password-protected.",
      { timeout: 30_000 },
    );
    await expect(page.getByRole("button", { name: "Create plan" })).toHaveCount(0);
    expect(await planCount(page)).toBe(0);
  });
});

test.describe("creation pages, by eye", () => {
  const shoot = (page: Page, name: string) =>
    screenshotForReview(page, { path: `${SCREENSHOTS}/${name}.png`, fullPage: true });

  async function tour(page: Page, suffix: string) {
    await page.goto("/create-plan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a plan");
    await shoot(page, `create-plan-chooser-${suffix}`);
    await page.goto("/create-plan/manual");
    await expect(page.getByRole("checkbox", { name: "Goals" })).toBeChecked({ timeout: 20_000 });
    await page.getByRole("button", { name: "Create plan" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await shoot(page, `create-plan-manual-${suffix}`);
    await page.goto("/create-plan/existing");
    await expect(page.getByRole("button", { name: "Choose a file", exact: true })).toBeEnabled();
    await shoot(page, `create-plan-existing-${suffix}`);
    await chooseFile(page, "sample-plan.pdf");
    await expect(page.getByText("We found 6 sections in sample-plan.pdf.")).toBeVisible({
      timeout: 30_000,
    });
    await shoot(page, `create-plan-preview-${suffix}`);
    await page.goto("/create-plan/new");
    await expect(page.getByRole("button", { name: "Generate plan" })).toBeEnabled();
    await shoot(page, `create-plan-ai-${suffix}`);
  }

  test("light, dark and phone", async ({ page }) => {
    test.setTimeout(180_000);
    await signUpAndConfirm(page, { email: uniqueEmail("create-look") });
    await page.emulateMedia({ colorScheme: "light" });
    await tour(page, "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await tour(page, "dark");
    await page.setViewportSize({ width: 390, height: 844 });
    await tour(page, "phone-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await tour(page, "phone-light");
  });
});
