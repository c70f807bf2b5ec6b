import { expect, test, type Page, type Response } from "@playwright/test";
import { DIAGRAM_STARTERS } from "@/lib/diagrams/starters";
import { inlineScriptsOf, scriptHashSource } from "@/lib/security/script-hash-manifest";
import {
  NON_PAGE_CONTENT_SECURITY_POLICY,
  PAGE_CACHE_CONTROL,
  scriptSourcesOf,
} from "@/lib/security/security-headers";
import { signUpOnDashboard } from "./dashboard-helpers";
import {
  expectPageSecurityHeaders,
  nonceOf,
  scriptHashesOf,
  watchCspViolations,
} from "./helpers/csp";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { FIRST_LOAD_MS, openPlan } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";

/**
 * The Content-Security-Policy of a production build (this spec is left out against a dev
 * server, whose policy allows eval and inline scripts): every main page, signed out and signed
 * in — prerendered pages under their hash policy, the plan page with every diagram type drawn
 * under its nonce policy, the 404 page — loads and runs without a single violation.
 */

const PUBLIC_PAGES = ["/", "/about", "/examples", "/auth/login", "/auth/sign-up"];
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/all-projects",
  "/create-plan",
  "/create-plan/new",
  "/create-plan/manual",
  "/create-plan/existing",
  "/settings",
  "/settings/profile",
  "/settings/security",
  "/settings/username",
  "/settings/plan-customization",
];
/** Mermaid arrives with the first diagram, then draws them one after another. */
const RENDER_MS = 60_000;

/**
 * Opens `path` and waits until its scripts have run: the framework booted (it sets
 * `window.next`) and the inline theme script, allowed by its hash alone, set the colour scheme.
 */
async function visit(page: Page, path: string, status = 200): Promise<Response | null> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expectPageSecurityHeaders(response);
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() => page.evaluate(() => "next" in window), { message: `${path} booted` })
    .toBe(true);
  await expect(page.locator("html"), `theme script ran on ${path}`).toHaveClass(/\b(light|dark)\b/);
  return response;
}

test.describe("content security policy", () => {
  test("signed-out pages run under the policy without a violation", async ({ page }) => {
    const violations = await watchCspViolations(page);
    for (const path of PUBLIC_PAGES) await visit(page, path);
    // A path no page answers gets Next.js's prerendered 404 page, whose inline scripts carry no
    // nonce: the policy of unknown paths lists them by hash.
    await visit(page, "/no-such-page", 404);
    expect(violations).toEqual([]);
  });

  test("signed-in pages, and a plan with every diagram type drawn, report no violation", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    const violations = await watchCspViolations(page);
    await signUpOnDashboard(page, "csp");
    for (const path of SIGNED_IN_PAGES) {
      // Prerendered shells too: a signed-in route is never stored by a cache.
      const response = await visit(page, path);
      expect(response?.headers()["cache-control"], path).toBe(PAGE_CACHE_CONTROL);
    }
    for (const path of PUBLIC_PAGES) await visit(page, path);

    const plan = await createPlanViaApi(page.request, {
      title: "Website relaunch",
      sections: [
        {
          kind: "overview",
          body: [
            "Every diagram type.",
            ...DIAGRAM_STARTERS.map((s) => mermaidFence(s.source)),
          ].join("\n\n"),
        },
      ],
    });
    await openPlan(page, plan.id);
    await expect(page.locator(".mermaid.rendered")).toHaveCount(DIAGRAM_STARTERS.length, {
      timeout: RENDER_MS,
    });
    await expect(page.locator("[data-diagram-error]")).toHaveCount(0);
    // The full-screen viewer puts the drawn SVG into the page a second time.
    await page
      .getByRole("button", { name: /full screen/i })
      .first()
      .click();
    await expect(page.getByRole("dialog").locator("svg").first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("markup injected into a page runs nothing, and the watch reports it", async ({ page }) => {
    const violations = await watchCspViolations(page);
    // Stands in for a script that slipped into the HTML (stored XSS): the page as served, with
    // its own headers, plus an inline script, an inline handler and another origin's image.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const injected =
        "<script>window.__injected = 'script'</script>" +
        '<img src="http://127.0.0.2:9/x.png" onerror="window.__injected = \'handler\'">';
      const body = (await response.text()).replace("<body", `${injected}<body`);
      await route.fulfill({ response, body });
    });
    await visit(page, "/about");
    await expect
      .poll(() => violations.filter((v) => v.source === "event").map((v) => v.detail.split(" ")[0]))
      .toEqual(expect.arrayContaining(["script-src-elem", "img-src"]));
    expect(violations.some((v) => v.source === "console")).toBe(true);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  });

  test("a page rendered per request gets a new nonce each time, on its scripts, never the client's", async ({
    page,
  }) => {
    // The plan page is the one page rendered per request (the others are prerendered).
    await signUpOnDashboard(page, "csp-nonce");
    const plan = await createPlanViaApi(page.request, { title: "Nonce check" });
    const nonces = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await page.request.get(`/plan/${plan.id}`, {
        headers: {
          "x-nonce": "chosen-by-client",
          "content-security-policy": "script-src 'nonce-chosen-by-client'",
        },
      });
      expect(response.status()).toBe(200);
      const policy = response.headers()["content-security-policy"] ?? "";
      const nonce = nonceOf(policy);
      const html = await response.text();
      expect(html).not.toContain("chosen-by-client");
      // Every script has this request's nonce, except the build's shared inline scripts (the
      // theme script), which the policy lists by hash.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(0);
      const withoutNonce = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`));
      expect(withoutNonce.every((tag) => !/\ssrc=/.test(tag))).toBe(true);
      const unnonced = inlineScriptsOf(
        html.replace(/<script\b[^>]*nonce="[^"]*"[^>]*>[\s\S]*?<\/script>/g, ""),
      );
      expect(unnonced.length).toBe(withoutNonce.length);
      for (const text of unnonced) expect(scriptHashesOf(policy)).toContain(scriptHashSource(text));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  test("the landing page is served prerendered, its inline scripts allowed by exact hash", async ({
    request,
  }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const html = await first.text();
    // Prerendered: Next.js answers from the build's file (it says so), the same bytes each time.
    expect(first.headers()["x-nextjs-prerender"]).toMatch(/^1\b/);
    expect(await second.text()).toBe(html);
    const policy = first.headers()["content-security-policy"] ?? "";
    expect(second.headers()["content-security-policy"]).toBe(policy);
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toContain("'strict-dynamic'");
    expect(scriptSourcesOf(policy)).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("unsafe-eval");
    // Exactly the page's inline scripts, each by its hash; everything else is a file of ours.
    const inline = inlineScriptsOf(html);
    expect(inline.length).toBeGreaterThan(1);
    expect(scriptHashesOf(policy).sort()).toEqual(
      [...new Set(inline.map(scriptHashSource))].sort(),
    );
    // The same for everyone: caches may keep it (Next.js's own caching header stays).
    expect(first.headers()["cache-control"]).not.toContain("no-store");
  });

  test("redirects of the proxy and non-page answers carry their own policy", async ({
    request,
  }) => {
    const redirect = await request.get("/dashboard", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    // The redirect depends on the session cookie: never stored.
    expect(redirect.headers()["cache-control"]).toBe(PAGE_CACHE_CONTROL);
    expect(scriptSourcesOf(redirect.headers()["content-security-policy"] ?? "")).toContain(
      "'self'",
    );

    for (const path of ["/api/health", "/version.json"]) {
      const response = await request.get(path);
      const policies = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === "content-security-policy");
      expect(
        policies.map((header) => header.value),
        path,
      ).toEqual([NON_PAGE_CONTENT_SECURITY_POLICY]);
      expect(response.headers()["x-frame-options"]).toBe("DENY");
    }
  });
});
