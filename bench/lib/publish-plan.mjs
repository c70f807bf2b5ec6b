// Publishes a plan the way the Share dialog does: the owner's browser draws every ```mermaid
// block with the app's own drawDiagramsForPublishing (strict security level, the owner's diagram
// theme, the app's renderer and mermaid), and the pictures go with the tRPC publishing.publish
// mutation; the server keeps each one only after checking its source and sanitizing it.
//
// The function is bundled from the repository's source with esbuild (which tsx ships) into one
// script for a blank Chromium page: the drawing is the app's code, without depending on the
// Share dialog's markup.
import path from "node:path";
import { build } from "esbuild";
import { cookieHeader } from "./browser.mjs";
import { trpcQueryPath } from "./trpc.mjs";

/** The module the Share dialog draws with (src/components/publishing, diagrams helper). */
const DRAWER_MODULE = "@/components/publishing/draw-diagrams-for-publishing";
/** Where the bundle puts the function in the page. */
const PAGE_GLOBAL = "__benchDrawDiagramsForPublishing";

/** One browser script that sets window[PAGE_GLOBAL] = drawDiagramsForPublishing. */
async function bundleDrawer(projectDir) {
  const result = await build({
    stdin: {
      contents:
        `import { drawDiagramsForPublishing } from "${DRAWER_MODULE}";\n` +
        `window.${PAGE_GLOBAL} = drawDiagramsForPublishing;\n`,
      resolveDir: projectDir,
      sourcefile: "bench-draw-entry.ts",
      loader: "ts",
    },
    absWorkingDir: projectDir,
    tsconfig: path.join(projectDir, "tsconfig.json"),
    bundle: true,
    format: "iife",
    platform: "browser",
    minify: true,
    write: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  return result.outputFiles[0].text;
}

/** A signed-in tRPC GET; answers the procedure's data (superjson `json`). */
async function trpcQuery(baseUrl, cookie, procedure, input) {
  const response = await fetch(new URL(trpcQueryPath(procedure, input), baseUrl), {
    headers: { cookie },
  });
  const body = await response.json().catch(() => null);
  if (response.status !== 200 || !body?.result?.data) {
    throw new Error(
      `${procedure} answered ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  }
  return body.result.data.json;
}

/** A signed-in tRPC mutation, as the browser's POST sends it. */
async function trpcMutation(baseUrl, cookie, procedure, input) {
  const response = await fetch(new URL(`/api/trpc/${procedure}`, baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify({ json: input }),
  });
  const body = await response.json().catch(() => null);
  if (response.status !== 200 || !body?.result?.data) {
    throw new Error(
      `${procedure} answered ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  }
  return body.result.data.json;
}

/** publishing.publish as public under `slug`; answers the page's path as the server names it. */
async function publish(baseUrl, cookie, { planId, slug, diagrams }) {
  const state = await trpcMutation(baseUrl, cookie, "publishing.publish", {
    planId,
    visibility: "public",
    slug,
    estimate: null,
    diagrams,
  });
  if (!state.publicPath) throw new Error(`publishing.publish answered no public path`);
  return state.publicPath;
}

/**
 * Publishes `planId` as public under `slug` with no pictures, as a bulk publish does: every
 * diagram is then drawn in the visitor's browser. Answers the public page's path.
 */
export function publishWithoutPictures({ baseUrl, cookies, planId, slug }) {
  return publish(baseUrl, cookieHeader(cookies), { planId, slug, diagrams: [] });
}

/**
 * Publishes `planId` as public under `slug` with pictures drawn in `browser`. Answers the public
 * page's path (as the server names it), how many blocks were drawn, their SVG size and how long
 * the drawing took (the owner's wait, for context).
 */
export async function publishWithPictures({ browser, baseUrl, projectDir, cookies, planId, slug }) {
  const cookie = cookieHeader(cookies);
  const plan = await trpcQuery(baseUrl, cookie, "plan.get", { id: planId });
  const customization = await trpcQuery(baseUrl, cookie, "planCustomization.get");
  const sections = plan.sections.map(({ id, body }) => ({ id, body }));

  const script = await bundleDrawer(projectDir);
  const page = await browser.newPage();
  try {
    const pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.setContent("<!doctype html><html><head></head><body></body></html>");
    await page.addScriptTag({ content: script });
    const started = performance.now();
    const diagrams = await page.evaluate(
      ({ global, sections, theme }) => window[global](sections, { theme }),
      { global: PAGE_GLOBAL, sections, theme: customization.diagramTheme ?? null },
    );
    const drawMs = performance.now() - started;
    if (pageErrors.length > 0) throw new Error(`drawing failed: ${pageErrors[0]}`);
    const publicPath = await publish(baseUrl, cookie, { planId, slug, diagrams });
    return {
      publicPath,
      drawn: diagrams.length,
      svgBytes: diagrams.reduce((sum, diagram) => sum + diagram.svg.length, 0),
      drawMs: Math.round(drawMs),
    };
  } finally {
    await page.close();
  }
}
