/**
 * Worker threads exist in the built app only when Turbopack bundles their entry, and it does so
 * only for `new Worker(new URL("./x.ts", import.meta.url), { …object literal… })`: with options
 * passed as a variable it copies the `.ts` file as an asset, which Node cannot run (the render
 * and import pools then fail in production while every unbundled test passes). This reads every
 * `new Worker(` of the server code and checks that form.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(import.meta.dirname, "../../../src/server");
const BUNDLED_FORM =
  /^new Worker\(new URL\("\.\/[\w-]+-worker\.ts", import\.meta\.url\), \{\s*execArgv: /;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Whether the line up to `at` is a comment (the pools' doc comments quote the form). */
function isComment(text: string, at: number): boolean {
  const line = text.slice(text.lastIndexOf("\n", at) + 1, at).trim();
  return line.startsWith("*") || line.startsWith("//") || line.startsWith("/*");
}

describe("worker thread entries are written in the form Turbopack bundles", () => {
  const calls = sourceFiles(SERVER).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(/new Worker\(/g)]
      .filter((match) => !isComment(text, match.index))
      .map((match) => ({
        file: path.relative(SERVER, file),
        call: text.slice(match.index, match.index + 200),
      }));
  });

  it("finds the import and render pools' workers", () => {
    expect(calls.map((call) => call.file).sort()).toEqual([
      path.join("services", "plans", "import", "import-pool.ts"),
      path.join("services", "publishing", "render", "render-pool.ts"),
    ]);
  });

  it.each(calls)("$file: a relative URL and an object literal of options", ({ call }) => {
    expect(call).toMatch(BUNDLED_FORM);
  });
});
