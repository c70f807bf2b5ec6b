import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";

/** The production build the e2e server runs (`next build` into .next, see scripts/e2e.mjs). */
export const BUILD_DIR = path.resolve(".next");

/** mermaid's entry module: the code the markers below are checked against. */
export const MERMAID_ENTRY = path.resolve("node_modules/mermaid/dist/mermaid.core.mjs");

/**
 * Strings that tell a JS chunk holds mermaid's main module. They are names of mermaid's public
 * API: each is a property of the `mermaid` object that `import("mermaid")` returns and is also
 * kept as a string by mermaid's `__name(fn, "…")` wrappers, so minification cannot remove them,
 * and being one module they always land in one chunk. Not "Syntax error in text" or "mermaid
 * version": mermaid draws those, but our renderer constants quote them too, so they would also
 * match our own code. The spec checks that every marker is in MERMAID_ENTRY and in none of our
 * sources, so a rename in a mermaid update fails loudly instead of passing vacuously.
 */
export const MERMAID_MARKERS = [
  "registerExternalDiagrams",
  "getRegisteredDiagramsMetadata",
  "setParseErrorHandler",
] as const;

/** The markers found in `code`. */
export function mermaidMarkersIn(code: string): string[] {
  return MERMAID_MARKERS.filter((marker) => code.includes(marker));
}

/** Whether `code` holds mermaid's main module: every marker, in one file. */
export function holdsMermaid(code: string): boolean {
  return mermaidMarkersIn(code).length === MERMAID_MARKERS.length;
}

function readJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(path.join(BUILD_DIR, relativePath), "utf8")) as T;
}

/** The build id next build wrote; the server answers the same one at /version.json. */
export function buildId(): string {
  return readFileSync(path.join(BUILD_DIR, "BUILD_ID"), "utf8").trim();
}

/**
 * The App Router entry of a URL path, e.g. "/" → "/(marketing)/page", from the build's
 * app-path-routes-manifest.json (entry → path). Route groups make the entry impossible to guess.
 */
export function appRouteEntry(pathname: string): string {
  const routes = readJson<Record<string, string>>("app-path-routes-manifest.json");
  const entries = Object.keys(routes).filter(
    (entry) => routes[entry] === pathname && entry.endsWith("/page"),
  );
  if (entries.length !== 1) {
    throw new Error(
      `${pathname}: expected one page in app-path-routes-manifest.json, found ${entries.length}`,
    );
  }
  return entries[0]!;
}

interface ClientReferenceManifest {
  /** Per layout/page/error/not-found segment of the route: the JS chunks it needs. */
  entryJSFiles?: Record<string, string[]>;
  /** Every client component the route's server tree references, with its chunks. */
  clientModules: Record<string, { chunks: string[] }>;
}

/**
 * The route's client reference manifest. Turbopack writes it as a script
 * (`.next/server/app/<entry>_client-reference-manifest.js`) that assigns
 * `globalThis.__RSC_MANIFEST["<entry>"] = {…}`; it is run in an empty VM context to read it.
 */
export function clientReferenceManifest(entry: string): ClientReferenceManifest {
  const file = path.join(BUILD_DIR, "server", "app", `${entry}_client-reference-manifest.js`);
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file });
  const manifest = sandbox.__RSC_MANIFEST?.[entry];
  if (!manifest) throw new Error(`${file} defines no manifest for ${entry}`);
  return manifest;
}

/** "/_next/static/chunks/a.js" and "static/chunks/a.js" → "static/chunks/a.js" (under .next). */
function buildRelative(file: string): string {
  return file.replace(/^\/?_next\//, "").replace(/^\//, "");
}

/**
 * The JS files a page loads before anything is imported on demand, according to the build:
 * the runtime and framework chunks every page gets (build-manifest.json `rootMainFiles` and
 * `polyfillFiles`), plus the route's client reference manifest — `entryJSFiles` of each segment
 * (root and group layouts, the page, error and not-found boundaries) and the chunks of each
 * client component in `clientModules`. Chunks from `import()` (next/dynamic, mermaid) are in
 * none of these: they are loaded only when the code asks for them. Paths relative to .next.
 */
export function initialJsFilesFromBuild(pathname: string): string[] {
  const buildManifest = readJson<{ rootMainFiles?: string[]; polyfillFiles?: string[] }>(
    "build-manifest.json",
  );
  const manifest = clientReferenceManifest(appRouteEntry(pathname));
  const files = [
    ...(buildManifest.rootMainFiles ?? []),
    ...(buildManifest.polyfillFiles ?? []),
    ...Object.values(manifest.entryJSFiles ?? {}).flat(),
    ...Object.values(manifest.clientModules).flatMap((module) => module.chunks),
  ];
  return [...new Set(files.map(buildRelative).filter((file) => file.endsWith(".js")))].sort();
}

/** The JS files of the page segment itself (`entryJSFiles["[project]/src/app<entry>"]`). */
export function pageSegmentJsFiles(pathname: string): string[] {
  const entry = appRouteEntry(pathname);
  const files = clientReferenceManifest(entry).entryJSFiles?.[`[project]/src/app${entry}`] ?? [];
  return files.map(buildRelative).filter((file) => file.endsWith(".js"));
}

/** A file of the build (path relative to .next), as text. */
export function readBuildFile(file: string): string {
  return readFileSync(path.join(BUILD_DIR, file), "utf8");
}

export interface LoadedScript {
  /** The URL path, e.g. /_next/static/chunks/abc.js. */
  pathname: string;
  /** Where the same file is in the build, e.g. static/chunks/abc.js. */
  buildFile: string;
  /** The code as the browser received it. */
  code: string;
}

/**
 * Opens `pathname` in a new browser context (so an empty HTTP cache: every script comes over the
 * network and shows up as a response) and records every JavaScript file the page loads until
 * `ready` resolves and the network has been idle. `contextOptions` carries the session
 * (storageState) for signed-in pages.
 */
export async function scriptsLoadedBy(
  browser: Browser,
  pathname: string,
  {
    contextOptions,
    ready,
  }: {
    contextOptions: BrowserContextOptions;
    ready?: (page: Page) => Promise<void>;
  },
): Promise<{ finalPath: string; scripts: LoadedScript[] }> {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedScript>[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      const isScript =
        response.request().resourceType() === "script" || url.pathname.endsWith(".js");
      if (!isScript || !response.ok()) return;
      pending.push(
        response
          .text()
          // A body the browser has already let go of: the file in the build is the same code.
          // If that cannot be read either, the whole call fails: a script that is not looked at
          // could be the one with mermaid in it.
          .catch(() => readBuildFile(buildRelative(url.pathname)))
          .then((code) => ({
            pathname: url.pathname,
            buildFile: buildRelative(url.pathname),
            code,
          })),
      );
    });
    await page.goto(pathname);
    await ready?.(page);
    // "Initially" includes what the page fetches by itself after hydrating (link prefetches).
    await page.waitForLoadState("networkidle");
    const scripts = await Promise.all(pending);
    return { finalPath: new URL(page.url()).pathname, scripts };
  } finally {
    await context.close();
  }
}
