// After `next build`: lists the inline scripts of every prerendered page by hash, for the
// Content-Security-Policy the proxy gives those pages (src/lib/security/script-hash-manifest.ts).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  SCRIPT_HASH_MANIFEST_PATH,
  buildScriptHashManifest,
} from "../src/lib/security/script-hash-manifest.ts";

/** The HTML file `next build` wrote for a prerendered route ("/" is index.html). */
function htmlFileOf(projectDir, route) {
  return path.join(projectDir, ".next/server/app", `${route === "/" ? "/index" : route}.html`);
}

/**
 * Pages regenerated after the build (ISR `revalidate`, or paths of a dynamic route prerendered
 * on first visit) would get HTML whose inline scripts this list does not have: their policy
 * would block them. Fail the build instead, so that choice is made with the policy in mind.
 */
function assertNothingRegeneratesAtRunTime(prerender) {
  const regenerated = [
    ...Object.entries(prerender.routes)
      .filter(([, route]) => typeof route.initialRevalidateSeconds === "number")
      .map(([name]) => name),
    ...Object.keys(prerender.dynamicRoutes ?? {}),
  ];
  if (regenerated.length > 0) {
    throw new Error(
      `pages prerendered after the build (${regenerated.join(", ")}) cannot be listed in ` +
        `${SCRIPT_HASH_MANIFEST_PATH}; see docs/operations.md, "Security headers"`,
    );
  }
}

export function writeScriptHashManifest(projectDir = process.cwd()) {
  const prerender = JSON.parse(
    readFileSync(path.join(projectDir, ".next/prerender-manifest.json"), "utf8"),
  );
  assertNothingRegeneratesAtRunTime(prerender);
  // Routes prerendered as pages have an HTML file; route handlers (version.json) do not.
  const documents = Object.keys(prerender.routes)
    .filter((route) => existsSync(htmlFileOf(projectDir, route)))
    .map((route) => ({ route, html: readFileSync(htmlFileOf(projectDir, route), "utf8") }));
  const manifest = buildScriptHashManifest(documents);
  writeFileSync(path.join(projectDir, SCRIPT_HASH_MANIFEST_PATH), `${JSON.stringify(manifest)}\n`);
  const pages = Object.keys(manifest.pages);
  console.log(`Script hashes of ${pages.length} prerendered pages: ${SCRIPT_HASH_MANIFEST_PATH}`);
  return manifest;
}
