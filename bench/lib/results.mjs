// Writes one JSON file per case to bench/results/, overwriting the previous run's: the files are
// the latest figures (git-ignored), for reading, diffing by hand or uploading from CI.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes `<resultsDir>/<name>.json` with the run's context first (when, which build, which
 * Node, which settings) and then whatever the case measured (`baseline`, `target`, `ratios`,
 * or a later case's own fields). Returns the file's path.
 */
export async function writeCaseResult({ resultsDir, name, buildId, settings, measured }) {
  const record = {
    name,
    date: new Date().toISOString(),
    buildId: buildId ?? null,
    node: process.version,
    settings,
    ...measured,
  };
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}
