import { expect, type Page, type Response } from "@playwright/test";
import { scriptSourcesOf } from "@/lib/security/security-headers";

/** One report of the browser that the page's Content-Security-Policy blocked something. */
export interface CspViolation {
  page: string;
  source: "event" | "console";
  detail: string;
}

const REPORT_BINDING = "__reportCspViolation";

/**
 * Records every CSP violation of `page`, across navigations: the browser's
 * `securitypolicyviolation` events (a listener installed before any page script runs) and
 * console messages about the policy (Chromium logs blocked evals and inline code there).
 */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding(REPORT_BINDING, ({ frame }, detail: string) => {
    violations.push({ page: frame.url(), source: "event", detail });
  });
  await page.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (detail: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ` +
          `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  }, REPORT_BINDING);
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) {
      violations.push({ page: page.url(), source: "console", detail: message.text() });
    }
  });
  return violations;
}

/** The nonce in a policy's script-src (fails the test when there is none). */
export function nonceOf(policy: string): string {
  const nonce = scriptSourcesOf(policy)
    .map((source) => /^'nonce-([^']+)'$/.exec(source)?.[1])
    .find(Boolean);
  expect(nonce, `a nonce in script-src of: ${policy}`).toBeTruthy();
  return nonce!;
}

/** The exact-hash sources of a policy's script-src. */
export function scriptHashesOf(policy: string): string[] {
  return scriptSourcesOf(policy).filter((source) => source.startsWith("'sha256-"));
}

/**
 * Checks the security headers of a page response: one policy, no 'unsafe-inline' or
 * 'unsafe-eval' for scripts in a production build, no 'strict-dynamic' (it would block the
 * chunk files of prerendered pages), no HSTS over plain HTTP. A page rendered per request has a
 * nonce and no cache may store it; a prerendered page has only its own files and exact hashes.
 * Answers the nonce, or null for a prerendered page.
 */
export async function expectPageSecurityHeaders(response: Response | null): Promise<string | null> {
  expect(response, "a response").not.toBeNull();
  const url = response!.url();
  const policies = (await response!.headersArray()).filter(
    (header) => header.name.toLowerCase() === "content-security-policy",
  );
  expect(policies, `one policy on ${url}`).toHaveLength(1);
  const policy = policies[0]!.value;
  const scriptSources = scriptSourcesOf(policy);
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(scriptSources).not.toContain("'strict-dynamic'");
  const headers = response!.headers();
  expect(headers["strict-transport-security"]).toBeUndefined();
  if (scriptSources.some((source) => source.startsWith("'nonce-"))) {
    expect(headers["cache-control"], `Cache-Control of ${url}`).toContain("no-store");
    return nonceOf(policy);
  }
  // Next.js may send this header twice; Playwright joins repeats with a line break.
  expect(headers["x-nextjs-prerender"], `${url} is prerendered`).toMatch(/^1\b/);
  expect(scriptSources.slice(1), `only hashes after 'self' on ${url}`).toEqual(
    scriptHashesOf(policy),
  );
  expect(scriptSources[0]).toBe("'self'");
  return null;
}
