import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signUpAndConfirm } from "./helpers/accounts";
import {
  MERMAID_ENTRY,
  MERMAID_MARKERS,
  buildId,
  holdsMermaid,
  initialJsFilesFromBuild,
  mermaidMarkersIn,
  pageSegmentJsFiles,
  readBuildFile,
  scriptsLoadedBy,
} from "./helpers/bundle";
import { uniqueEmail } from "./helpers/mailbox";
import { createPlanViaApi } from "./helpers/plans";

/**
 * mermaid is about as large as the rest of the app's client code together. It must reach only
 * the pages that show a diagram (issue 5): the renderer imports it with `import()`, so it is an
 * on-demand chunk. These tests read the production build's manifests and also watch what
 * Chromium actually downloads, and fail if a page without diagrams gets mermaid's code.
 */

const DIAGRAM_SOURCE = "flowchart LR\n  brief[Client brief] --> launch[Launch]";
const RENDER_MS = 30_000;

/** "static/chunks/x.js: registerExternalDiagrams, …" for each file that has any marker. */
function filesWithMarkers(files: { name: string; code: string }[]): string[] {
  return files.flatMap(({ name, code }) => {
    const found = mermaidMarkersIn(code);
    return found.length > 0 ? [`${name}: ${found.join(", ")}`] : [];
  });
}

/** The JS files the build lists for `pathname`'s first load, with their code. */
function initialBuildFiles(pathname: string) {
  const files = initialJsFilesFromBuild(pathname);
  expect(files.length, `${pathname}: JS files in the build's manifests`).toBeGreaterThan(0);
  return files.map((name) => ({ name, code: readBuildFile(name) }));
}

/**
 * The files read from .next must be the ones the server sends: the server answers its build id
 * at /version.json, and next build wrote the same id to .next/BUILD_ID.
 */
async function expectServedBuildIsDotNext(request: APIRequestContext) {
  const response = await request.get(`/version.json?t=${Date.now()}`);
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { version: string }).version).toBe(buildId());
}

/** A new confirmed account with a one-section plan per entry; answers the plans and session. */
async function accountWithPlans(
  page: Page,
  label: string,
  plans: { title: string; body: string }[],
) {
  await signUpAndConfirm(page, { email: uniqueEmail(label) });
  const created = [];
  for (const { title, body } of plans) {
    created.push(
      await createPlanViaApi(page.request, { title, sections: [{ kind: "overview", body }] }),
    );
  }
  return { plans: created, storageState: await page.context().storageState() };
}

// Reads the production build in .next: playwright.config.ts leaves this file out when the suite
// runs against another server (E2E_BASE_URL).
test.describe("mermaid is loaded only on pages with a diagram", () => {
  test("the markers are mermaid's own: all in its entry module, none in our sources", () => {
    const entry = readFileSync(MERMAID_ENTRY, "utf8");
    expect(mermaidMarkersIn(entry)).toEqual([...MERMAID_MARKERS]);

    // A marker in our own code would make a chunk of ours look like mermaid (and the positive
    // test below pass without mermaid).
    const sources = readdirSync("src", { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
      .map((file) => path.join("src", file));
    expect(sources.length).toBeGreaterThan(0);
    const ours = sources.map((file) => ({ name: file, code: readFileSync(file, "utf8") }));
    expect(filesWithMarkers(ours)).toEqual([]);
  });

  test("the landing page and the dashboard load none of mermaid's code", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await expectServedBuildIsDotNext(page.request);

    // What the build says the two routes load first.
    for (const pathname of ["/", "/dashboard"]) {
      expect(filesWithMarkers(initialBuildFiles(pathname)), `${pathname} (build)`).toEqual([]);
    }

    // What Chromium downloads: a signed-out visitor on the landing page…
    const landing = await scriptsLoadedBy(browser, "/", { contextOptions: { baseURL } });
    expect(landing.finalPath).toBe("/");
    // …which includes the page's own chunks, so the manifests above were read correctly.
    const landingFiles = landing.scripts.map((script) => script.buildFile);
    expect(landingFiles).toEqual(expect.arrayContaining(pageSegmentJsFiles("/")));
    const landingScripts = landing.scripts.map(({ buildFile, code }) => ({
      name: buildFile,
      code,
    }));
    expect(filesWithMarkers(landingScripts), "/ (browser)").toEqual([]);

    // …and a signed-in user whose dashboard lists a plan with a diagram (its link is prefetched).
    const title = "Plan with a diagram";
    const { storageState } = await accountWithPlans(page, "bundle-dashboard", [
      { title, body: `The flow:\n\n\`\`\`mermaid\n${DIAGRAM_SOURCE}\n\`\`\`` },
    ]);
    const dashboard = await scriptsLoadedBy(browser, "/dashboard", {
      contextOptions: { baseURL, storageState },
      ready: async (dashboardPage) => {
        const recent = dashboardPage.getByRole("region", { name: "Recently updated" });
        await expect(recent.getByRole("link", { name: title })).toBeVisible();
      },
    });
    expect(dashboard.finalPath).toBe("/dashboard");
    expect(dashboard.scripts.map((script) => script.buildFile)).toEqual(
      expect.arrayContaining(pageSegmentJsFiles("/dashboard")),
    );
    const dashboardScripts = dashboard.scripts.map(({ buildFile, code }) => ({
      name: buildFile,
      code,
    }));
    expect(filesWithMarkers(dashboardScripts), "/dashboard (browser)").toEqual([]);
  });

  test("a plan with a diagram loads mermaid on demand; the same source as plain code does not", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await expectServedBuildIsDotNext(page.request);

    // The plan page's own first-load JS has no mermaid either: it has to come through import().
    expect(filesWithMarkers(initialBuildFiles("/plan/[id]")), "/plan/[id] (build)").toEqual([]);

    const { plans, storageState } = await accountWithPlans(page, "bundle-plan", [
      { title: "With a diagram", body: `The flow:\n\n\`\`\`mermaid\n${DIAGRAM_SOURCE}\n\`\`\`` },
      // The same source in a plain code block: the language, not the text, asks for mermaid.
      { title: "Without a diagram", body: `The flow:\n\n\`\`\`\n${DIAGRAM_SOURCE}\n\`\`\`` },
    ]);
    const [withDiagram, withoutDiagram] = plans;

    const drawn = await scriptsLoadedBy(browser, `/plan/${withDiagram!.id}`, {
      contextOptions: { baseURL, storageState },
      ready: async (planPage) => {
        const block = planPage.locator("[data-diagram-node] .mermaid");
        await expect(block).toHaveClass(/\brendered\b/, { timeout: RENDER_MS });
        await expect(block).not.toHaveAttribute("data-diagram-error");
      },
    });
    expect(drawn.finalPath).toBe(`/plan/${withDiagram!.id}`);
    // This is what makes the other checks mean something: with wrong markers it would fail.
    const mermaidChunks = drawn.scripts.filter((script) => holdsMermaid(script.code));
    expect(
      mermaidChunks.map((script) => script.buildFile),
      `a loaded chunk with all of ${MERMAID_MARKERS.join(", ")}`,
    ).not.toEqual([]);
    for (const chunk of mermaidChunks) {
      // The same file in .next: the build the manifests describe is the one that was served.
      expect(readBuildFile(chunk.buildFile) === chunk.code, chunk.buildFile).toBe(true);
    }

    const plain = await scriptsLoadedBy(browser, `/plan/${withoutDiagram!.id}`, {
      contextOptions: { baseURL, storageState },
      ready: async (planPage) => {
        await expect(planPage.getByRole("textbox", { name: "Overview text" })).toContainText(
          "brief[Client brief]",
          { timeout: RENDER_MS },
        );
      },
    });
    expect(plain.finalPath).toBe(`/plan/${withoutDiagram!.id}`);
    const plainScripts = plain.scripts.map(({ buildFile, code }) => ({ name: buildFile, code }));
    expect(filesWithMarkers(plainScripts), "plan without a diagram (browser)").toEqual([]);
  });
});
