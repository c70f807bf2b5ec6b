import { expect, test, type Page } from "@playwright/test";

/** Serves a different build id from /version.json, as the server does after a deploy. */
async function serveNewerBuild(page: Page) {
  await page.route("**/version.json?t=*", (route) =>
    route.fulfill({ json: { version: "a-newer-build" }, headers: { "Cache-Control": "no-store" } }),
  );
}

async function regainFocus(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
}

/** Focus events before hydration find no listener yet, so keep regaining focus until it shows. */
async function focusUntilToast(page: Page) {
  const toast = page.getByText("A new version of Plansmith is available.");
  await expect(async () => {
    await regainFocus(page);
    await expect(toast).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return toast;
}

test.describe("new-build detection", () => {
  test("no toast while the live build is the one the page runs", async ({ page }) => {
    await page.goto("/");
    await expect(async () => {
      const manifest = page.waitForResponse((r) => r.url().includes("/version.json?t="), {
        timeout: 1_000,
      });
      await regainFocus(page);
      await manifest;
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText("A new version of Plansmith is available.")).toHaveCount(0);
  });

  test("a newer live build brings a toast whose Reload button reloads once, with a 10 s guard", async ({
    page,
  }) => {
    await page.goto("/");
    await serveNewerBuild(page);
    await focusUntilToast(page);

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Reload" }).click();
    await reloaded;

    // Still served the newer build (a stale cache, say): the toast comes back, but a second
    // reload within 10 seconds is refused so the page cannot loop.
    await focusUntilToast(page);
    let reloadedAgain = false;
    page.once("load", () => (reloadedAgain = true));
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(
      page.getByText("The page was reloaded moments ago.", { exact: false }),
    ).toBeVisible();
    expect(reloadedAgain).toBe(false);
  });
});
