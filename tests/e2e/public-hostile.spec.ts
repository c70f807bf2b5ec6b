/**
 * The public pages of an owner who writes like an attacker (issue 14, point 9), read by an
 * anonymous visitor on desktop and on a phone: every field, the Markdown, the Mermaid sources and
 * a "drawn" diagram SVG sent straight to publishing.publish carry payloads
 * (fixtures/hostile-public-corpus.ts). Nothing may run — a trap records every dialog function,
 * window.open, `__pwn()` and `__hostileFlag`, real dialogs, popups, page errors, CSP violations
 * and requests that leave the app's origin — and the DOM may hold no handler attribute, no
 * script the app did not write, no script URL. Also the anonymous flows: profile, public plan
 * with a picture, unlisted link, a new link killing the old one, unpublish → 404 at once.
 */
import { expect, test, type Browser } from "@playwright/test";
import { SECTION_BODY_MAX_LENGTH } from "@/lib/plans/plan-rules";
import {
  DIAGRAMS_SECTION_INDEX,
  HOSTILE_DRAWN_SVG,
  HOSTILE_ESTIMATE_NOTE,
  HOSTILE_HOST,
  HOSTILE_MERMAID,
  HOSTILE_PLAN_TITLE,
  HOSTILE_PROFILE,
  HOSTILE_SECTIONS,
  HOSTILE_SUMMARY,
  HOSTILE_UNLISTED_TITLE,
  PICTURE_SOURCE,
  REFUSED_DRAWN_SVG,
  REFUSED_PICTURE_SOURCE,
} from "./fixtures/hostile-public-corpus";
import {
  DRAWING_MS,
  armTrap,
  expectPageSafe,
  expectSafeUserLinks,
  expectTrapUntouched,
  pictureMarkup,
  textOf,
} from "./fixtures/hostile-trap";
import {
  createAndPublish,
  drawnDiagramsFor,
  regenerateUnlistedLink,
  signUpOwner,
  unpublish,
  updateBranding,
  updateProfile,
  type Owner,
} from "./helpers/publishing";

const PHONE = { width: 390, height: 844 };
/** The Mermaid blocks of the corpus without an accepted picture: drawn by the fallback island. */
const FALLBACK_DIAGRAMS = Object.keys(HOSTILE_MERMAID).length + 1;

let owner: Owner;
let publicPath = "";
let unlistedPath = "";
let unlistedPlanId = "";
let unlistedOfUnlistedPlan = "";
let doomedPlanId = "";
let doomedPaths: string[] = [];
/** The unlisted link a public plan also has. */
let unlistedOfPublic = "";

const ESTIMATE = { amountMinor: 420_000, currency: "EUR", note: HOSTILE_ESTIMATE_NOTE };

async function setUp(browser: Browser) {
  owner = await signUpOwner(browser, "hostile", HOSTILE_PROFILE.fullName);
  await updateProfile(owner.request, { bio: HOSTILE_PROFILE.bio });
  await updateBranding(owner.request, { brandName: HOSTILE_PROFILE.brandName });
  const pictures = new Map([
    [PICTURE_SOURCE, HOSTILE_DRAWN_SVG],
    [REFUSED_PICTURE_SOURCE, REFUSED_DRAWN_SVG],
  ]);
  const hostile = await createAndPublish(
    owner.request,
    { title: HOSTILE_PLAN_TITLE, summary: HOSTILE_SUMMARY, sections: HOSTILE_SECTIONS },
    (plan) => {
      const diagrams = drawnDiagramsFor(plan, pictures);
      expect(diagrams.map((d) => d.sectionId)).toEqual([
        plan.sections[DIAGRAMS_SECTION_INDEX]!.id,
        plan.sections[DIAGRAMS_SECTION_INDEX]!.id,
      ]);
      return { visibility: "public", slug: "hostile-corpus", estimate: ESTIMATE, diagrams };
    },
  );
  publicPath = hostile.state.publicPath!;
  unlistedOfPublic = hostile.state.unlistedPath!;

  const unlisted = await createAndPublish(
    owner.request,
    {
      title: HOSTILE_UNLISTED_TITLE,
      summary: HOSTILE_SUMMARY,
      sections: HOSTILE_SECTIONS.slice(0, 4),
    },
    { visibility: "unlisted" },
  );
  unlistedPath = unlisted.state.unlistedPath!;
  unlistedPlanId = unlisted.plan.id;
  unlistedOfUnlistedPlan = unlistedPath;

  const doomed = await createAndPublish(
    owner.request,
    {
      title: `${HOSTILE_PLAN_TITLE.slice(0, 60)} (to be unpublished)`,
      sections: [HOSTILE_SECTIONS[0]!, HOSTILE_SECTIONS[1]!],
    },
    { visibility: "public", slug: "doomed-corpus" },
  );
  doomedPlanId = doomed.plan.id;
  doomedPaths = [doomed.state.publicPath!, doomed.state.unlistedPath!];
}

test.describe("hostile owner, anonymous visitor", () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    await setUp(browser);
  });

  test.afterAll(async () => {
    await owner?.context.close();
  });

  test("desktop: the public plan shows the hostile corpus as text and runs none of it", async ({
    page,
  }) => {
    const trap = await armTrap(page);
    const response = await page.goto(publicPath);
    expect(response?.status()).toBe(200);
    await expectPageSafe(page, response, trap, "public plan (desktop)", true);

    // Shown as written, so escaped, not stripped.
    expect(await textOf(page, "h1")).toBe(HOSTILE_PLAN_TITLE);
    expect(await page.title()).toContain(HOSTILE_PLAN_TITLE);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      HOSTILE_PLAN_TITLE,
    );
    const sectionTitles = await page
      .locator(".public-section > h2")
      .evaluateAll((headings) => headings.map((h) => h.textContent));
    expect(sectionTitles).toEqual(HOSTILE_SECTIONS.map((section) => section.title));
    expect(await textOf(page, "[data-testid=public-plan] header p")).toBe(HOSTILE_SUMMARY);
    expect(await textOf(page, "[data-testid=public-brand]")).toContain(HOSTILE_PROFILE.brandName);
    expect(await textOf(page, "[data-testid=public-estimate]")).toContain(HOSTILE_ESTIMATE_NOTE);
    expect(await textOf(page, "[data-testid=public-author]")).toContain(HOSTILE_PROFILE.fullName);
    await expect(page.getByText('<script>alert("raw block")</script>')).toBeVisible();
    await expectSafeUserLinks(page, "public plan (desktop)");

    const robots = (await page.locator('meta[name="robots"]').getAttribute("content")) ?? "";
    expect(robots).not.toMatch(/noindex/);
    expect(response!.headers()["x-robots-tag"] ?? "").not.toMatch(/noindex/);
    // The link-preview image is drawn from the same hostile title: still a PNG, not an error.
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const image = await page.request.get(ogImage!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("a drawn diagram SVG sent straight to publish is cleaned by the server; a refused one is drawn in the browser", async ({
    page,
  }) => {
    const trap = await armTrap(page);
    const response = await page.goto(publicPath);
    await expectPageSafe(page, response, trap, "public plan pictures", true);
    const pictures = await pictureMarkup(page);
    expect(pictures, "one accepted picture (the DOCTYPE one is refused)").toHaveLength(1);
    const svg = pictures[0]!;
    expect(svg).toContain("Brief");
    expect(svg).toContain("Launch");
    for (const forbidden of [
      /<script/i,
      /\son[a-z]+\s*=/i,
      /javascript:/i,
      /data:/i,
      new RegExp(HOSTILE_HOST.replace(".", "\\."), "i"),
      /<(image|animate|set|handler|iframe|img|feImage|script)\b/i,
      /<use\b[^>]*href/i,
      /@import/i,
      /<!DOCTYPE|<!ENTITY/i,
    ]) {
      expect.soft(svg, `cleaned picture has no ${forbidden}`).not.toMatch(forbidden);
    }
    // The refused picture and the hostile sources are drawn (strict) or shown as source.
    await expect(page.locator("[data-public-diagram]")).toHaveCount(FALLBACK_DIAGRAMS);
    // Clicking every node of the drawn diagrams (`click A call alert(1)`, `href "javascript:…"`)
    // runs nothing and goes nowhere.
    const nodes = page.locator('[data-public-diagram="drawn"] svg g.node');
    const count = await nodes.count();
    expect(count, "nodes of the drawn hostile diagrams").toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) await nodes.nth(i).click({ force: true });
    expect(new URL(page.url()).pathname).toBe(publicPath);
    expectTrapUntouched(trap, "public plan pictures", true);
  });

  test("desktop: the profile shows the hostile name, bio and plan titles as text", async ({
    page,
  }) => {
    const trap = await armTrap(page);
    const response = await page.goto(`/@${owner.username}`);
    expect(response?.status()).toBe(200);
    await expectPageSafe(page, response, trap, "profile (desktop)");
    expect(await textOf(page, "h1")).toBe(HOSTILE_PROFILE.fullName);
    expect(await textOf(page, "[data-testid=public-bio]")).toBe(HOSTILE_PROFILE.bio);
    const cards = page.getByTestId("public-plan-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: HOSTILE_PLAN_TITLE })).toHaveCount(1);
    await expect(page.getByText(HOSTILE_UNLISTED_TITLE)).toHaveCount(0);
    expect(await page.title()).toContain(HOSTILE_PROFILE.fullName);
  });

  test("desktop: the unlisted plan runs nothing and says noindex", async ({ page }) => {
    const trap = await armTrap(page);
    const response = await page.goto(unlistedPath);
    expect(response?.status()).toBe(200);
    await expectPageSafe(page, response, trap, "unlisted plan (desktop)");
    expect(await textOf(page, "h1")).toBe(HOSTILE_UNLISTED_TITLE);
    const robots = (await page.locator('meta[name="robots"]').getAttribute("content")) ?? "";
    const header = response!.headers()["x-robots-tag"] ?? "";
    expect(`${robots} ${header}`).toMatch(/noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expectSafeUserLinks(page, "unlisted plan (desktop)");
  });

  test("phone: profile, public plan and unlisted plan run nothing", async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    for (const [where, path, drawsHostileLabels] of [
      ["profile (phone)", `/@${owner.username}`, false],
      ["public plan (phone)", publicPath, true],
      ["unlisted plan (phone)", unlistedPath, false],
    ] as const) {
      const page = await context.newPage();
      const trap = await armTrap(page);
      const response = await page.goto(path);
      expect(response?.status(), where).toBe(200);
      await expectPageSafe(page, response, trap, where, drawsHostileLabels);
      if (path === publicPath) expect(await pictureMarkup(page)).toHaveLength(1);
      await page.close();
    }
    await context.close();
  });

  test("public plan: no CSP violation at all while the hostile diagrams are drawn", async ({
    page,
  }) => {
    // KNOWN DEFECT, see isInertParseReport: mermaid's DOMPurify pass over an HTML label with an
    // inline handler makes Chromium report a script-src-attr violation (nothing runs).
    test.fail();
    const trap = await armTrap(page);
    await page.goto(publicPath);
    await page.waitForLoadState("networkidle");
    await expect(page.locator('[data-public-diagram="drawing"]')).toHaveCount(0, {
      timeout: DRAWING_MS,
    });
    expect(trap.violations).toEqual([]);
  });

  /** The page is no wider than the phone: nothing the owner wrote makes it scroll sideways. */
  async function expectFitsPhone(browser: Browser, paths: string[]) {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `page width of ${path}`).toBeLessThanOrEqual(PHONE.width);
    }
    await context.close();
  }

  test("phone: long words, deep nesting and the longest line do not widen a plan page", async ({
    browser,
  }) => {
    // Long words break anywhere (.public-page) and deep nesting stops indenting (public-pages.css).
    await expectFitsPhone(browser, [publicPath, unlistedPath]);
  });

  test("phone: a long word in a plan title does not widen the profile", async ({ browser }) => {
    // The cards are grid items with min-w-0, so a long title wraps instead of widening the grid.
    await expectFitsPhone(browser, [`/@${owner.username}`]);
  });

  test("a section body over the limit (a 1 MB line) is refused when the plan is made", async () => {
    const response = await owner.request.post("/api/trpc/plan.create", {
      data: {
        json: {
          title: "Too long",
          sections: [{ kind: "custom", body: "x".repeat(1_000_000) }],
        },
      },
    });
    expect(response.status()).toBe(400);
    expect(SECTION_BODY_MAX_LENGTH).toBeLessThan(1_000_000);
  });

  test("an avatar, logo or accent colour that could carry script or CSS is refused", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const svgDataUrl = `data:image/svg+xml;base64,${svg.toString("base64")}`;
    // A PNG signature in front of markup, sent as PNG: refused too if the bytes are checked.
    const fakePng = `data:image/png;base64,${Buffer.concat([Buffer.from("<svg onload=alert(1)>"), svg]).toString("base64")}`;
    for (const [path, input] of [
      ["profile.update", { avatar_data_url: svgDataUrl }],
      ["profile.update", { avatar_data_url: fakePng }],
      ["planCustomization.update", { logoDataUrl: svgDataUrl }],
      ["planCustomization.update", { logoDataUrl: fakePng }],
      ["planCustomization.update", { accentColor: "red;}</style><script>alert(1)</script>" }],
      ["planCustomization.update", { accentColor: "#fff;background:url(https://evil.example)" }],
    ] as const) {
      const response = await owner.request.post(`/api/trpc/${path}`, { data: { json: input } });
      expect(response.status(), `${path} ${JSON.stringify(input).slice(0, 60)}`).toBe(400);
    }
  });

  test("listing APIs answer hostile titles as JSON data, never as HTML", async ({ request }) => {
    const response = await request.get(
      `/api/plans/public?author=${encodeURIComponent(owner.username)}`,
    );
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const body = (await response.json()) as { data: { plans: { title: string }[] } };
    expect(body.data.plans.map((plan) => plan.title)).toContain(HOSTILE_PLAN_TITLE);
    expect(JSON.stringify(body)).not.toContain(unlistedOfPublic.slice(3));
  });

  test("a new unlisted link: the old one answers 404, the new one works", async ({
    page,
    request,
  }) => {
    expect((await page.goto(unlistedOfUnlistedPlan))?.status()).toBe(200);
    const state = await regenerateUnlistedLink(owner.request, unlistedPlanId);
    expect(state.unlistedPath).not.toBe(unlistedOfUnlistedPlan);
    const old = await page.goto(unlistedOfUnlistedPlan);
    expect(old?.status()).toBe(404);
    await expect(page.getByText(HOSTILE_UNLISTED_TITLE)).toHaveCount(0);
    const trap = await armTrap(page);
    const fresh = await page.goto(state.unlistedPath!);
    expect(fresh?.status()).toBe(200);
    await expectPageSafe(page, fresh, trap, "renewed unlisted link");
    expect(await textOf(page, "h1")).toBe(HOSTILE_UNLISTED_TITLE);
    expect((await request.get(unlistedOfUnlistedPlan)).status()).toBe(404);
    unlistedPath = state.unlistedPath!;
  });

  test("after unpublish, the public address and the unlisted link answer 404 at once", async ({
    page,
  }) => {
    // Both seen first, so any render cache holds them.
    for (const path of doomedPaths) expect((await page.goto(path))?.status(), path).toBe(200);
    await unpublish(owner.request, doomedPlanId);
    for (const path of doomedPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("(to be unpublished)")).toHaveCount(0);
    }
    await page.goto(`/@${owner.username}`);
    await expect(page.getByTestId("public-plan-card")).toHaveCount(1);
    await expect(page.getByText("(to be unpublished)")).toHaveCount(0);
  });
});
