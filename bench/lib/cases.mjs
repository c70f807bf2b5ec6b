// Finds the benchmark cases: every bench/cases/*.mjs exports `cases`, an array of
// `{ name, description, run(context) }`. Adding a file there is all it takes to add a group.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const CASE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** All cases, in file-name order and then in the order each file lists them. */
export async function loadCases(casesDir) {
  const files = (await readdir(casesDir)).filter((file) => file.endsWith(".mjs")).sort();
  const all = [];
  for (const file of files) {
    const caseModule = await import(pathToFileURL(path.join(casesDir, file)).href);
    if (!Array.isArray(caseModule.cases)) {
      throw new Error(
        `bench/cases/${file} must export \`cases\`, an array of { name, description, run }`,
      );
    }
    for (const benchCase of caseModule.cases) {
      // The name becomes a file name (results/<name>.json) and a CLI argument: keep it plain.
      if (!CASE_NAME.test(benchCase.name ?? "") || typeof benchCase.run !== "function") {
        throw new Error(
          `bench/cases/${file}: each case needs a lower-case name ([a-z0-9-]) and a run() function`,
        );
      }
      if (all.some((other) => other.name === benchCase.name)) {
        throw new Error(`bench/cases/${file}: the case name "${benchCase.name}" is used twice`);
      }
      all.push({ ...benchCase, file });
    }
  }
  return all;
}

/** The cases named on the command line (all when none are), or an error naming the unknown ones. */
export function selectCases(all, names) {
  if (names.length === 0) return all;
  const unknown = names.filter((name) => !all.some((benchCase) => benchCase.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown case${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. ` +
        `Available: ${all.map((benchCase) => benchCase.name).join(", ")}`,
    );
  }
  return all.filter((benchCase) => names.includes(benchCase.name));
}
