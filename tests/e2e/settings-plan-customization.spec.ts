import { expect, test, type Page } from "@playwright/test";
import { PLAN_CUSTOMIZATION_TEXT, PLAN_ERRORS } from "../../src/lib/errors/plans";
import { DIAGRAM_SECURITY_LEVEL_DESCRIPTIONS } from "../../src/lib/diagrams/diagram-settings";
import { LOGO_MAX_BYTES } from "../../src/lib/plans/customization-rules";
import { signUpAndConfirm } from "./helpers/accounts";
import { uniqueEmail } from "./helpers/mailbox";
import { screenshotForReview } from "./helpers/screenshots";

const PAGE = "/settings/plan-customization";
const SHOTS = "test-results/screenshots";
/** The smallest valid PNG (1×1). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** TINY_PNG padded to about `bytes` with a comment chunk: still a valid image, near the limit. */
function paddedPng(bytes: number): Buffer {
  const iendAt = TINY_PNG.length - 12;
  const data = Buffer.concat([
    Buffer.from("Comment\0"),
    Buffer.alloc(bytes - TINY_PNG.length - 20, "x"),
  ]);
  const type = Buffer.from("tEXt");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([
    TINY_PNG.subarray(0, iendAt),
    length,
    type,
    data,
    crc,
    TINY_PNG.subarray(iendAt),
  ]);
}

/** A new confirmed account, signed in in `page` (which is answered for the caller's flow). */
async function signedInTab(page: Page, label: string): Promise<Page> {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  return page;
}

async function openSettings(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "New plans" })).toBeVisible({ timeout: 60_000 });
}

/** The default-section rows in the order shown (included first), with their checked state. */
async function sectionRows(page: Page): Promise<string[]> {
  const rows = page.getByRole("group", { name: "Default sections" }).getByRole("listitem");
  const texts = await rows.allInnerTexts();
  const states = await rows
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-checked")));
  return texts.map((text, index) => `${states[index] === "true" ? "+" : "-"}${text.trim()}`);
}

test("saves default sections, branding and diagram defaults, and keeps them after a reload", async ({
  page: confirmationTab,
}) => {
  test.setTimeout(120_000);
  const page = await signedInTab(confirmationTab, "customize");
  await openSettings(page);

  // New plans: leave out Budget, move Scope to the top, add Risks at the end.
  expect(await sectionRows(page)).toEqual([
    "+Overview",
    "+Goals",
    "+Scope",
    "+Deliverables",
    "+Timeline",
    "+Budget",
    "+Next steps",
    "-Risks",
    "-Team",
  ]);
  await page.getByRole("checkbox", { name: "Budget" }).click();
  await page.getByRole("button", { name: "Move Scope up" }).click();
  await expect(page.getByRole("button", { name: "Move Scope up" })).toBeFocused();
  await page.getByRole("button", { name: "Move Scope up" }).press("Enter");
  await page.getByRole("checkbox", { name: "Risks" }).click();
  await page.getByRole("button", { name: "Save sections" }).click();
  await expect(page.getByText(PLAN_CUSTOMIZATION_TEXT.sectionsSaved)).toBeVisible();

  // Branding: a bad colour is refused with the message, a good one shows in the preview.
  const accent = page.getByRole("textbox", { name: "Accent colour", exact: true });
  await accent.fill("#12345g");
  await page.getByRole("button", { name: "Save branding" }).click();
  await expect(page.getByText(PLAN_ERRORS.invalidAccentColor)).toBeVisible();
  await expect(accent).toHaveAttribute("aria-invalid", "true");
  await page.getByText(PLAN_ERRORS.invalidAccentColor).scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: `${SHOTS}/plan-customization-errors.png` });
  await accent.fill("#0F766E");
  await expect(page.getByText(PLAN_ERRORS.invalidAccentColor)).toHaveCount(0);
  await expect(page.getByLabel("Pick the accent colour")).toHaveValue("#0f766e");
  await page.getByLabel("Display name").fill("Rosa Design Studio");
  await expect(page.getByTestId("brand-preview")).toContainText("Rosa Design Studio");
  // An SVG is refused before upload; a PNG is previewed.
  const logo = page.getByLabel("Logo", { exact: true });
  await logo.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg/>"),
  });
  await expect(page.getByText(PLAN_ERRORS.logoWrongType)).toBeVisible();
  // A file near the 256 KB limit travels through the whole stack (proxy, tRPC, database).
  const bigLogo = paddedPng(LOGO_MAX_BYTES - 1_000);
  await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: bigLogo });
  await expect(page.getByRole("img", { name: "Your logo" })).toBeVisible();
  await expect(page.getByText(PLAN_ERRORS.logoWrongType)).toHaveCount(0);
  await page.getByRole("button", { name: "Save branding" }).click();
  await expect(page.getByText(PLAN_CUSTOMIZATION_TEXT.brandingSaved)).toBeVisible();

  // Diagrams: the forest theme, strict security (its explanation shows).
  await expect(page.getByLabel("Default theme")).toHaveValue("");
  await expect(page.getByLabel("Default theme").locator("option:checked")).toHaveText(
    "Default (base)",
  );
  await page.getByLabel("Default theme").selectOption("forest");
  await page.getByLabel("Security level").selectOption("strict");
  await expect(page.getByText(DIAGRAM_SECURITY_LEVEL_DESCRIPTIONS.strict)).toBeVisible();
  await page.getByRole("button", { name: "Save diagram defaults" }).click();
  await expect(page.getByText(PLAN_CUSTOMIZATION_TEXT.diagramsSaved)).toBeVisible();

  // Estimates: a bad rate is refused, a good one saved.
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByLabel("Hourly rate").fill("85.505");
  await page.getByRole("button", { name: "Save estimate settings" }).click();
  await expect(page.getByText(PLAN_ERRORS.invalidHourlyRate)).toBeVisible();
  await page.getByLabel("Hourly rate").fill("85.50");
  await page.getByRole("button", { name: "Save estimate settings" }).click();
  await expect(page.getByText(PLAN_CUSTOMIZATION_TEXT.estimatesSaved)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "New plans" })).toBeVisible();
  expect(await sectionRows(page)).toEqual([
    "+Scope",
    "+Overview",
    "+Goals",
    "+Deliverables",
    "+Timeline",
    "+Next steps",
    "+Risks",
    "-Budget",
    "-Team",
  ]);
  await expect(accent).toHaveValue("#0f766e");
  await expect(page.getByLabel("Display name")).toHaveValue("Rosa Design Studio");
  const savedLogo = page.getByRole("img", { name: "Your logo" });
  await expect(savedLogo).toBeVisible();
  expect(await savedLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  expect((await savedLogo.getAttribute("src"))?.length).toBeGreaterThan(300_000);
  await expect(page.getByLabel("Default theme")).toHaveValue("forest");
  await expect(page.getByLabel("Security level")).toHaveValue("strict");
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");
  await expect(page.getByLabel("Hourly rate")).toHaveValue("85.50");
  // Nothing is left to save once the page shows what was saved.
  for (const button of ["Save sections", "Save branding", "Save diagram defaults"]) {
    await expect(page.getByRole("button", { name: button })).toBeDisabled();
  }

  // Removing the logo is saved too.
  await page.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("button", { name: "Save branding" }).click();
  await expect(page.getByText(PLAN_CUSTOMIZATION_TEXT.brandingSaved).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Upload logo" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("img", { name: "Your logo" })).toHaveCount(0);
});

test.describe("plan customization screenshots", () => {
  for (const look of [
    { name: "light", colorScheme: "light" as const, width: 1280 },
    { name: "dark", colorScheme: "dark" as const, width: 1280 },
    { name: "phone", colorScheme: "light" as const, width: 390 },
  ]) {
    test(look.name, async ({ page: confirmationTab }) => {
      test.setTimeout(90_000);
      const page = await signedInTab(confirmationTab, `customize-${look.name}`);
      await page.setViewportSize({ width: look.width, height: 900 });
      await page.emulateMedia({ colorScheme: look.colorScheme });
      await openSettings(page);
      await page.getByLabel("Display name").fill("Rosa Design Studio");
      await page.getByRole("textbox", { name: "Accent colour", exact: true }).fill("#0f766e");
      await page.getByLabel("Security level").selectOption("antiscript");
      // Nothing may be wider than the screen (the settings tabs scroll on their own).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        look.width,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotForReview(page, {
        path: `${SHOTS}/plan-customization-${look.name}.png`,
        fullPage: true,
      });
    });
  }
});
