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
import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
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
  expectPageSecurityHeaders,
  scriptHashesOf,
  watchCspViolations,
  type CspViolation,
} from "./helpers/csp";
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
/** Diagrams drawn in the visitor's browser may take a while on a loaded machine. */
const DRAWING_MS = 60_000;
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

// ---------------------------------------------------------------------------------------------
// The trap

const TRAP_BINDING = "__hostileReport";

interface Trap {
  /** Everything a payload could have done that the trap saw. */
  ran: string[];
  foreignRequests: string[];
  violations: CspViolation[];
}

/**
 * Arms `page` before any of its scripts runs: dialog functions, window.open and `__pwn` record
 * their calls (in Node, so the record survives navigations), real dialogs and popups are
 * recorded too, every request is checked against the page's origin.
 */
async function armTrap(page: Page): Promise<Trap> {
  const trap: Trap = { ran: [], foreignRequests: [], violations: [] };
  trap.violations = await watchCspViolations(page);
  await page.exposeBinding(TRAP_BINDING, (_source, what: string) => {
    trap.ran.push(what);
  });
  await page.addInitScript((binding) => {
    const w = window as unknown as Record<string, unknown>;
    const report = (what: string) => {
      (w[binding] as ((what: string) => void) | undefined)?.(what);
    };
    for (const name of ["alert", "confirm", "prompt", "print"]) {
      w[name] = (...args: unknown[]) => {
        report(`${name}(${String(args[0])})`);
        return name === "prompt" ? null : false;
      };
    }
    w.open = (url: unknown) => {
      report(`open(${String(url)})`);
      return null;
    };
    w.__pwn = (what: unknown) => report(`__pwn(${String(what)})`);
  }, TRAP_BINDING);
  page.on("dialog", (dialog) => {
    trap.ran.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("popup", (popup) => trap.ran.push(`popup ${popup.url()}`));
  page.on("pageerror", (error) => trap.ran.push(`page error ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob|about):/i.test(url)) return;
    const base = page.url().startsWith("http") ? new URL(page.url()).origin : null;
    if (base && new URL(url).origin !== base) trap.foreignRequests.push(url);
    else if (url.includes(HOSTILE_HOST)) trap.foreignRequests.push(url);
  });
  return trap;
}

/**
 * KNOWN DEFECT (diagrams: public-diagram-fallback.tsx → mermaid): drawing a Mermaid label that
 * holds `<img src=x onerror=…>` makes mermaid's DOMPurify parse it with DOMParser
 * (parseFromString in the mermaid chunk), and Chromium reports a `script-src-attr` violation
 * for the handler while parsing — nothing runs (the parsed document is inert and the policy
 * blocks it anyway), but the public page logs a CSP error. Only this report is tolerated where
 * the page draws such a diagram; "public plan: no CSP violation at all" (test.fail) tracks it.
 */
function isInertParseReport(violation: CspViolation): boolean {
  return violation.source === "event"
    ? /^script-src-attr blocked inline \(https?:\/\/[^/]+\/_next\/static\/chunks\/[^)]+\) $/.test(
        violation.detail,
      )
    : /^Executing inline event handler violates the following Content Security Policy directive 'script-src 'self' 'nonce-/.test(
        violation.detail,
      );
}

function expectTrapUntouched(trap: Trap, where: string, drawsHostileLabels = false) {
  const violations = drawsHostileLabels
    ? trap.violations.filter((violation) => !isInertParseReport(violation))
    : trap.violations;
  expect.soft(violations, `CSP violations on ${where}`).toEqual([]);
  expect.soft(trap.ran, `payloads that ran on ${where}`).toEqual([]);
  expect.soft(trap.foreignRequests, `requests leaving the app from ${where}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// What the DOM may hold

type DomFindings = {
  scripts: { nonce: string | undefined; src: string; hash: string | null }[];
  handlers: string[];
  scriptUrls: string[];
  forbiddenElements: string[];
  hostileResources: string[];
  hostileFlag: unknown;
};

/** Attributes whose value is an address the browser follows or loads. */
const URL_ATTRIBUTES = [
  "href",
  "xlink:href",
  "src",
  "srcset",
  "action",
  "formaction",
  "data",
  "poster",
  "background",
  "ping",
  "cite",
  "codebase",
];

async function inspectDom(page: Page): Promise<DomFindings> {
  return page.evaluate(
    async ({ urlAttributes, host }) => {
      const digest = async (text: string) => {
        const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
        return btoa(String.fromCharCode(...new Uint8Array(bytes)));
      };
      const all = [...document.querySelectorAll("*")];
      const describe = (element: Element) =>
        `<${element.tagName.toLowerCase()}> in ${element.parentElement?.tagName.toLowerCase()}`;
      // What a browser reads as the scheme: control characters and whitespace do not count.
      const scheme = (value: string) =>
        value
          .replace(/[\u0000-\u0020]/g, "")
          .toLowerCase()
          .split(":")[0]!;
      const scriptUrls: string[] = [];
      const handlers: string[] = [];
      const hostileResources: string[] = [];
      for (const element of all) {
        for (const attribute of [...element.attributes]) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith("on")) handlers.push(`${describe(element)} ${name}`);
          if (name === "srcdoc") scriptUrls.push(`${describe(element)} srcdoc`);
          if (name === "style" && attribute.value.includes(host)) {
            hostileResources.push(`${describe(element)} style`);
          }
          if (!urlAttributes.includes(name)) continue;
          const value = attribute.value;
          const kind = scheme(value);
          const picture =
            element.tagName === "IMG" &&
            name === "src" &&
            /^data:image\/(svg\+xml|png|jpeg|webp)[;,]/i.test(value);
          if (
            ["javascript", "vbscript", "livescript"].includes(kind) ||
            (kind === "data" && !picture)
          ) {
            scriptUrls.push(`${describe(element)} ${name}=${value.slice(0, 80)}`);
          }
          const loads =
            name !== "href" || element.tagName === "LINK" || element.namespaceURI?.endsWith("/svg");
          if (loads && value.includes(host)) hostileResources.push(`${describe(element)} ${name}`);
        }
      }
      for (const style of document.querySelectorAll("style")) {
        if (style.textContent?.includes(host)) hostileResources.push("<style> naming the host");
      }
      const forbiddenElements = [
        ...document.querySelectorAll(
          "iframe, frame, frameset, object, embed, applet, portal, base, form, meta[http-equiv], " +
            "link[rel~=stylesheet]:not([href^='/']), foreignObject script, svg script",
        ),
      ].map(describe);
      return {
        scripts: await Promise.all(
          [...document.scripts].map(async (script) => ({
            nonce: script.nonce,
            src: script.src,
            hash: script.src ? null : await digest(script.textContent ?? ""),
          })),
        ),
        handlers,
        scriptUrls,
        forbiddenElements,
        hostileResources,
        hostileFlag: (window as unknown as { __hostileFlag?: unknown }).__hostileFlag,
      };
    },
    { urlAttributes: URL_ATTRIBUTES, host: HOSTILE_HOST },
  );
}

/**
 * The checks every public page must pass: one policy with a nonce (per-request page) and no
 * 'unsafe-inline' script; every script is the app's (its nonce, its exact hash, or a file of the
 * app's origin); nothing hostile in the DOM; nothing ran; the visitor is still on the page.
 */
async function expectPageSafe(
  page: Page,
  response: Response | null,
  trap: Trap,
  where: string,
  drawsHostileLabels = false,
) {
  const nonce = await expectPageSecurityHeaders(response);
  expect(nonce, `${where} is rendered per request with a nonce`).not.toBeNull();
  const policy = response!.headers()["content-security-policy"]!;
  const hashes = scriptHashesOf(policy).map((source) => source.slice("'sha256-".length, -1));
  const path = new URL(response!.url()).pathname;
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-public-diagram="drawing"]')).toHaveCount(0, {
    timeout: DRAWING_MS,
  });

  const found = await inspectDom(page);
  const origin = new URL(page.url()).origin;
  for (const script of found.scripts) {
    const own =
      script.nonce === nonce ||
      (script.hash !== null && hashes.includes(script.hash)) ||
      // A chunk file of the build, loaded later (CSP 'self'; the origin serves no user script).
      (script.src !== "" &&
        new URL(script.src).origin === origin &&
        new URL(script.src).pathname.startsWith("/_next/static/"));
    expect.soft(own, `${where}: script ${JSON.stringify(script)} is the app's own`).toBe(true);
  }
  expect.soft(found.handlers, `${where}: event handler attributes`).toEqual([]);
  expect.soft(found.scriptUrls, `${where}: script URLs`).toEqual([]);
  expect.soft(found.forbiddenElements, `${where}: forbidden elements`).toEqual([]);
  expect.soft(found.hostileResources, `${where}: resources of ${HOSTILE_HOST}`).toEqual([]);
  expect.soft(found.hostileFlag, `${where}: __hostileFlag`).toBeUndefined();
  expect.soft(new URL(page.url()).pathname, `${where}: still on the page`).toBe(path);
  expect.soft(page.frames(), `${where}: no frames`).toHaveLength(1);
  expectTrapUntouched(trap, where, drawsHostileLabels);
}

async function textOf(page: Page, selector: string): Promise<string | null> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.textContent);
}

/** The user's links: only http(s)/mailto or this site, and the external ones say so in rel. */
async function expectSafeUserLinks(page: Page, where: string) {
  const links = await page.locator(".public-prose a[href]").evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      rel: a.getAttribute("rel") ?? "",
    })),
  );
  const origin = new URL(page.url()).origin;
  const external = links.filter((link) => new URL(link.href).origin !== origin);
  expect(external.length, `${where}: the corpus's good links are links`).toBeGreaterThanOrEqual(6);
  for (const link of links) {
    expect
      .soft(["http:", "https:", "mailto:"], `${where}: ${link.href}`)
      .toContain(new URL(link.href).protocol);
  }
  for (const link of external) {
    const rel = link.rel.split(/\s+/);
    for (const token of ["nofollow", "noopener", "noreferrer"]) {
      expect.soft(rel, `${where}: rel of ${link.href}`).toContain(token);
    }
  }
}

/** The picture drawn for PICTURE_SOURCE, decoded: the server's cleaning as the browser gets it. */
async function pictureMarkup(page: Page): Promise<string[]> {
  const pictures = page.locator('.public-prose img[src^="data:image/svg+xml"]');
  await expect(pictures.first()).toBeVisible();
  const sizes = await pictures.evaluateAll((images) =>
    images.map(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
    ),
  );
  for (const width of sizes)
    expect(width, "a picture that the browser could draw").toBeGreaterThan(0);
  const sources = await pictures.evaluateAll((images) =>
    images.map((img) => (img as HTMLImageElement).getAttribute("src")!),
  );
  return sources.map((src) => decodeURIComponent(src.slice(src.indexOf(",") + 1)));
}

// ---------------------------------------------------------------------------------------------

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
    // KNOWN DEFECT (pages, src/components/public/public-plan-article.tsx): on a 390 px phone the
    // public plan is 1997 px wide and the unlisted one 1902 px. The summary <p> (header) and the
    // section title <h2> do not break a long word (no break-words / overflow-wrap:anywhere, as
    // the <h1> has); 32 levels of nested blockquotes also push text to 624 px.
    test.fail();
    await expectFitsPhone(browser, [publicPath, unlistedPath]);
  });

  test("phone: a long word in a plan title does not widen the profile", async ({ browser }) => {
    // KNOWN DEFECT (pages, src/components/public/public-profile.tsx): the plan card's title has
    // break-words, but the card is a grid item (<li>) with the default min-width:auto, so the
    // track grows to the word's width: the profile is 1526 px wide on a 390 px phone (needs
    // min-w-0 on the item or overflow-wrap:anywhere on the title and summary). The bio <p>
    // (whitespace-pre-line, no break-words) does not break a 60-letter word either.
    test.fail();
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
