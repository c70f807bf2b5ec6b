import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ROUTE_PATTERNS } from "@/lib/routes/app-routes";

const APP_DIR = path.resolve(import.meta.dirname, "../../../src/app");

/** Every page.tsx below src/app, as the route pattern its folders produce. */
function pageRoutes(dir: string, segments: string[] = []): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      routes.push(`/${segments.join("/")}`);
    }
    if (!entry.isDirectory() || entry.name.startsWith("_") || entry.name === "api") continue;
    const segment = entry.name.startsWith("(")
      ? null // route groups add no segment
      : entry.name.replace(/^\[(\.\.\.)?(.+)\]$/, ":$2");
    routes.push(
      ...pageRoutes(path.join(dir, entry.name), segment ? [...segments, segment] : segments),
    );
  }
  return routes;
}

describe("route table", () => {
  const routes = pageRoutes(APP_DIR);

  it("finds the app's pages", () => {
    expect(routes).toContain("/");
  });

  it.each(routes)("page %s is listed in src/lib/routes so the proxy knows it", (route) => {
    expect(ALL_ROUTE_PATTERNS).toContain(route);
  });
});
