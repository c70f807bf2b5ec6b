import { expect, test } from "@playwright/test";
import { screenshotForReview } from "./helpers/screenshots";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test.describe("error screen and route access", () => {
  test("an unknown path answers 404 with the error screen, and its button goes home", async ({
    page,
  }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByTestId("error-message")).toHaveText("Page not found");
    // Rendered inside the default layout: header and footer around it.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await screenshotForReview(page, {
      path: "test-results/screenshots/not-found.png",
      fullPage: true,
    });
    await page.getByRole("button", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toHaveCount(0);
  });

  test("crawlers get the status code and a bare body, not the error page", async ({ request }) => {
    const response = await request.get("/no/such/page", { headers: { "User-Agent": GOOGLEBOT } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe("Page not found");
    const known = await request.get("/about", { headers: { "User-Agent": GOOGLEBOT } });
    expect(known.status()).toBe(200);
  });

  test("a signed-in page sends signed-out visitors to login with their return path", async ({
    request,
  }) => {
    const dashboard = await request.get("/dashboard", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(307);
    expect(dashboard.headers()["location"]).toMatch(/\/auth\/login$/);

    const plan = await request.get("/plan/42?tab=chat", { maxRedirects: 0 });
    expect(plan.status()).toBe(307);
    expect(plan.headers()["location"]).toMatch(
      /\/auth\/login\?redirect=%2Fplan%2F42%3Ftab%3Dchat$/,
    );
  });

  test("public pages need no sign-in", async ({ request }) => {
    for (const path of ["/", "/about", "/terms"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });

  test("unknown API paths answer 404", async ({ request }) => {
    const response = await request.get("/api/does-not-exist");
    expect(response.status()).toBe(404);
  });
});
