/**
 * The e2e browser's --disable-features switch replaces Playwright's own (Chromium reads only the
 * last one), so it must carry every feature Playwright switches off. Read from the installed
 * playwright-core: an upgrade that adds one fails here instead of changing the browser quietly.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DISABLED_CHROMIUM_FEATURES } from "../e2e/helpers/chromium-features";

function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve("playwright-core/package.json"));
  const bundle = readFileSync(path.join(root, "lib/coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core no longer lists disabledFeatures where expected");
  return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((match) => match[1]!);
}

describe("the e2e browser's disabled features", () => {
  it("include every feature Playwright itself switches off on Linux", () => {
    const playwrights = playwrightDisabledFeatures().filter((feature) => !/^ms|Win$/.test(feature));
    expect(playwrights.length).toBeGreaterThan(5);
    expect(playwrights.filter((feature) => !DISABLED_CHROMIUM_FEATURES.includes(feature))).toEqual(
      [],
    );
  });
});
