import { expect, test, type Page } from "@playwright/test";
import { DIAGRAM_STARTERS } from "@/lib/diagrams/starters";
import { NON_PAGE_CONTENT_SECURITY_POLICY } from "@/lib/security/security-headers";
import { signUpOnDashboard } from "./dashboard-helpers";
import { expectPageSecurityHeaders, nonceOf, watchCspViolations } from "./helpers/csp";
import { mermaidFence } from "./helpers/diagram-fixtures";
import { FIRST_LOAD_MS, openPlan } from "./helpers/plan-page";
import { createPlanViaApi } from "./helpers/plans";

/**
 * The Content-Security-Policy of a production build (this spec is left out against a dev
 * server, whose policy allows eval for React's debugging): every main page, signed out and
 * signed in, loads and runs under it without a single violation — the plan page with every
 * diagram type drawn included.
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
 * `window.next`) and the inline theme script, which has no source but the nonce, set the
 * colour scheme. Answers the nonce of the response.
 */
async function visit(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const nonce = await expectPageSecurityHeaders(response);
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() => page.evaluate(() => "next" in window), { message: `${path} booted` })
    .toBe(true);
  await expect(page.locator("html"), `theme script ran on ${path}`).toHaveClass(/\b(light|dark)\b/);
  return nonce;
}

test.describe("content security policy", () => {
  test("signed-out pages run under the policy without a violation", async ({ page }) => {
    const violations = await watchCspViolations(page);
    for (const path of PUBLIC_PAGES) await visit(page, path);
    expect(violations).toEqual([]);
  });

  test("signed-in pages, and a plan with every diagram type drawn, report no violation", async ({
    page,
  }) => {
    test.setTimeout(FIRST_LOAD_MS + RENDER_MS * 3);
    const violations = await watchCspViolations(page);
    await signUpOnDashboard(page, "csp");
    for (const path of [...SIGNED_IN_PAGES, ...PUBLIC_PAGES]) await visit(page, path);

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

  test("the nonce is new on every request and is the one on the page's scripts", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await request.get("/auth/login");
      const nonce = nonceOf(response.headers()["content-security-policy"] ?? "");
      const html = await response.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scriptTags.length).toBeGreaterThan(0);
      for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  test("a client cannot choose the nonce", async ({ request }) => {
    const response = await request.get("/auth/login", {
      headers: {
        "x-nonce": "chosen-by-client",
        "content-security-policy": "script-src 'nonce-chosen-by-client'",
      },
    });
    const nonce = nonceOf(response.headers()["content-security-policy"] ?? "");
    expect(nonce).not.toBe("chosen-by-client");
    expect(await response.text()).not.toContain("chosen-by-client");
  });

  test("redirects of the proxy and non-page answers carry their own policy", async ({
    request,
  }) => {
    const redirect = await request.get("/dashboard", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers()["content-security-policy"]).toContain("'strict-dynamic'");

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
