/**
 * The public pages as an anonymous visitor sees them (issue 14): a profile, a public plan with a
 * pre-drawn diagram, an unlisted link, on desktop and phone, light and dark, and printed. The
 * plans are set up through the API by their owner in a context of their own.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signUpAndConfirm, uniqueUsername } from "./helpers/accounts";
import { expectPageSecurityHeaders, scriptHashesOf, watchCspViolations } from "./helpers/csp";
import { uniqueEmail } from "./helpers/mailbox";
import { createPlanViaApi } from "./helpers/plans";
import { trpcMutation, trpcQuery } from "./helpers/trpc";
import { screenshotForReview } from "./helpers/screenshots";

const DIR = "test-results/screenshots";
const PHONE = { width: 390, height: 844 };
const MERMAID = "flowchart LR\n  A[Brief] --> B[Plan] --> C[Launch]";
/** What the owner's browser would send: a small, clean SVG (the server sanitizes it anyway). */
const DRAWN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="80" viewBox="0 0 360 80">' +
  '<rect x="4" y="20" width="90" height="40" rx="6" fill="#e0e7ff" stroke="#4f46e5"/>' +
  '<text x="49" y="45" text-anchor="middle" font-size="14">Brief</text>' +
  '<rect x="134" y="20" width="90" height="40" rx="6" fill="#e0e7ff" stroke="#4f46e5"/>' +
  '<text x="179" y="45" text-anchor="middle" font-size="14">Plan</text>' +
  '<rect x="264" y="20" width="90" height="40" rx="6" fill="#e0e7ff" stroke="#4f46e5"/>' +
  '<text x="309" y="45" text-anchor="middle" font-size="14">Launch</text></svg>';

type ShareState = { unlistedPath: string | null; publicPath: string | null };

const owner = {
  email: uniqueEmail("public-pages"),
  username: uniqueUsername("pub"),
  fullName: "Ana Planner",
};
let publicPath = "";
let unlistedPath = "";
let unlistedPlanId = "";
let publicPlanId = "";

async function setUp(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndConfirm(page, owner);
  const request = page.request;
  const plan = await createPlanViaApi(request, {
    title: "Website relaunch for Bakery Bloom",
    summary: "A six-week plan to relaunch the bakery's website with online orders.",
    sections: [
      {
        kind: "overview",
        title: "Overview",
        body: `We rebuild the site in three steps.\n\n\`\`\`mermaid\n${MERMAID}\n\`\`\`\n\nSee [our portfolio](https://example.com/work) or [the timeline](#s-timeline).`,
      },
      {
        kind: "timeline",
        title: "Timeline",
        body: "| Week | Work |\n|---|---|\n| 1–2 | Design |\n| 3–5 | Build |\n| 6 | Launch |\n\n- [x] Kick-off\n- [ ] Launch",
      },
      {
        kind: "custom",
        title: "Notes <script>alert(1)</script>",
        body: '<img src=x onerror="alert(1)"> [x](javascript:alert(1)) <script>alert(2)</script>',
      },
    ],
  });
  await trpcMutation(request, "publishing.publish", {
    planId: plan.id,
    visibility: "public",
    slug: "bakery-relaunch",
    estimate: { amountMinor: 1_250_000, currency: "EUR", note: "Fixed price" },
    diagrams: [{ sectionId: plan.sections[0]!.id, index: 0, source: MERMAID, svg: DRAWN_SVG }],
  });
  publicPlanId = plan.id;
  const state = await trpcQuery<ShareState>(request, "publishing.state", { planId: plan.id });
  publicPath = state.publicPath!;

  const unlisted = await createPlanViaApi(request, {
    title: "Private proposal for Café Nord",
    sections: [{ kind: "overview", body: "Only people with the link can read this." }],
  });
  await trpcMutation(request, "publishing.publish", {
    planId: unlisted.id,
    visibility: "unlisted",
  });
  unlistedPlanId = unlisted.id;
  unlistedPath = (await trpcQuery<ShareState>(request, "publishing.state", { planId: unlisted.id }))
    .unlistedPath!;
  return context;
}

async function shoot(page: Page, name: string) {
  await screenshotForReview(page, { path: `${DIR}/${name}.png`, fullPage: true });
}

/**
 * Every script is the app's own: it carries the response's nonce, or it is one of the build's
 * inline scripts the policy lists by hash (the theme script). No element has an event handler
 * attribute, no link a javascript: address.
 */
async function expectNothingInjected(page: Page, nonce: string, policy: string) {
  const allowedHashes = scriptHashesOf(policy).map((source) => source.slice("'sha256-".length, -1));
  const found = await page.evaluate(async () => {
    const digest = async (text: string) => {
      const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
      return btoa(String.fromCharCode(...new Uint8Array(bytes)));
    };
    return {
      scripts: await Promise.all(
        [...document.scripts].map(async (script) => ({
          nonce: script.nonce,
          hash: script.src ? null : await digest(script.textContent ?? ""),
        })),
      ),
      handlers: [...document.querySelectorAll("*")].flatMap((element) =>
        [...element.attributes].filter((a) => a.name.startsWith("on")).map((a) => a.name),
      ),
      javascriptLinks: [...document.querySelectorAll("a[href]")].filter((a) =>
        /^\s*javascript:/i.test(a.getAttribute("href") ?? ""),
      ).length,
    };
  });
  expect(found.scripts.length).toBeGreaterThan(0);
  for (const script of found.scripts) {
    const allowed =
      script.nonce === nonce || (script.hash !== null && allowedHashes.includes(script.hash));
    expect(allowed, `script ${JSON.stringify(script)} is the app's own`).toBe(true);
  }
  expect(found.handlers).toEqual([]);
  expect(found.javascriptLinks).toBe(0);
}

test.describe("public pages, anonymous visitor", () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await setUp(browser);
    await context.close();
  });

  test("profile page at /@name and /name: name, initials, public plans only", async ({ page }) => {
    for (const path of [`/@${owner.username}`, `/${owner.username}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.fullName);
      const cards = page.getByTestId("public-plan-card");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("Website relaunch for Bakery Bloom");
    }
    await shoot(page, "public-profile-desktop-light");
    await cardOpensPlan(page);
    const missing = await page.goto("/@nobody-has-this-name");
    expect(missing?.status()).toBe(404);
    await expect(page.getByText("Page not found", { exact: true })).toBeVisible();
  });

  async function cardOpensPlan(page: Page) {
    await page.getByTestId("public-plan-card").first().click();
    await expect(page).toHaveURL(new RegExp(`${publicPath}$`));
  }

  test("public plan on desktop: picture, contents, author, estimate, metadata, nothing injected", async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const response = await page.goto(publicPath.replace("/@", "/"));
    const nonce = await expectPageSecurityHeaders(response);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Website relaunch for Bakery Bloom",
    );
    const picture = page.locator("figure.diagram img");
    await expect(picture).toBeVisible();
    expect(
      await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(picture).toHaveAttribute("alt", /flowchart/);
    await expect(page.getByTestId("toc-desktop")).toBeVisible();
    await expect(page.getByTestId("toc-mobile")).toBeHidden();
    await expect(page.getByTestId("public-author").getByRole("link")).toHaveAttribute(
      "href",
      `/@${owner.username}`,
    );
    await expect(page.getByTestId("public-estimate")).toContainText("€12,500.00");
    // Hostile section: shown as text, and its title is text too.
    await expect(
      page.getByRole("heading", { name: "Notes <script>alert(1)</script>" }),
    ).toBeVisible();
    const policy = response!.headers()["content-security-policy"]!;
    await expectNothingInjected(page, nonce!, policy);
    const portfolio = page.getByRole("link", { name: "our portfolio" });
    await expect(portfolio).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
    await expect(portfolio).toHaveAttribute("target", "_blank");

    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${origin}${publicPath}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute("content", /noindex/);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const image = await page.request.get(ogImage!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    await shoot(page, "public-plan-desktop-light");
    expect(violations).toEqual([]);

    // Page weight, for the record (docs/scaling.md has the benchmark): no mermaid, no images
    // fetched for the diagram (it is inline), scripts only from Next's runtime and the app shell.
    const weight = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        "navigation",
      )[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        documentBytes: navigation.transferSize,
        requests: resources.map((entry) => ({
          name: new URL(entry.name).pathname,
          bytes: entry.transferSize,
        })),
      };
    });
    expect(weight.requests.some((entry) => /mermaid/i.test(entry.name))).toBe(false);
    test.info().annotations.push({ type: "page weight", description: JSON.stringify(weight) });
    console.log(`public plan page weight: ${JSON.stringify(weight)}`);
  });

  test("public plan in dark mode and printed", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(publicPath);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator("figure.diagram img")).toBeVisible();
    await shoot(page, "public-plan-desktop-dark");
    await page.goto(`/@${owner.username}`);
    await shoot(page, "public-profile-desktop-dark");

    await page.goto(publicPath);
    await page.emulateMedia({ media: "print", colorScheme: "light" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByTestId("toc-desktop")).toBeHidden();
    await expect(page.getByTestId("make-your-own")).toHaveCount(2);
    for (const link of await page.getByTestId("make-your-own").all())
      await expect(link).toBeHidden();
    await expect(page.locator("figure.diagram img")).toBeVisible();
    const fits = await page.locator("figure.diagram img").evaluate((img) => {
      const box = img.getBoundingClientRect();
      return box.right <= document.documentElement.clientWidth;
    });
    expect(fits).toBe(true);
    await shoot(page, "public-plan-print");
  });

  test("phone: collapsible contents, picture fits the screen, light and dark", async ({
    browser,
  }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({
        viewport: PHONE,
        colorScheme,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(publicPath);
      await expect(page.getByTestId("toc-desktop")).toBeHidden();
      const toc = page.getByTestId("toc-mobile");
      await expect(toc).toBeVisible();
      await expect(toc.getByRole("link", { name: "Timeline" })).toBeHidden();
      await toc.getByText("Contents").click();
      await expect(toc.getByRole("link", { name: "Timeline" })).toBeVisible();
      const picture = page.locator("figure.diagram img");
      await expect(picture).toBeVisible();
      const width = await picture.evaluate((img) => img.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(PHONE.width);
      await shoot(page, `public-plan-phone-${colorScheme}`);
      await page.goto(`/@${owner.username}`);
      await shoot(page, `public-profile-phone-${colorScheme}`);
      await context.close();
    }
  });

  test("unlisted link dies with a new link; a new slug redirects; unpublishing answers 404", async ({
    page,
    browser,
  }) => {
    const response = await page.goto(unlistedPath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Private proposal for Café Nord",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await shoot(page, "public-unlisted-desktop-light");

    // The unlisted plan is not on the profile.
    await page.goto(`/@${owner.username}`);
    await expect(page.getByText("Private proposal for Café Nord")).toHaveCount(0);

    const context = await browser.newContext();
    const ownerPage = await context.newPage();
    const login = await ownerPage.request.post("/api/auth/login", {
      data: { email: owner.email, password: "correct horse battery" },
    });
    expect(login.ok()).toBe(true);
    await trpcMutation(ownerPage.request, "publishing.regenerateToken", { planId: unlistedPlanId });

    const dead = await page.goto(unlistedPath);
    expect(dead?.status()).toBe(404);

    // A new slug: the old address answers a permanent redirect to the new one.
    await trpcMutation(ownerPage.request, "publishing.publish", {
      planId: publicPlanId,
      visibility: "public",
      slug: "bakery-relaunch-2027",
    });
    const moved = await page.request.get(publicPath, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers()["location"]).toBe(`/@${owner.username}/p/bakery-relaunch-2027`);
    await page.goto(publicPath);
    await expect(page).toHaveURL(new RegExp(`/@${owner.username}/p/bakery-relaunch-2027$`));

    // Unpublished: both addresses are gone at once.
    await trpcMutation(ownerPage.request, "publishing.unpublish", { planId: publicPlanId });
    await context.close();
    expect((await page.request.get(`/@${owner.username}/p/bakery-relaunch-2027`)).status()).toBe(
      404,
    );
    expect((await page.request.get(publicPath, { maxRedirects: 0 })).status()).toBe(404);
  });
});
