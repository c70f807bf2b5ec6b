// Which integration files need a module cache of their own (vitest.config.ts).
//
// Most integration files hand their own test database to the services they test, so they can
// share their worker's module cache with the files before them: importing Drizzle, Better Auth,
// the AI SDK and the services once per worker instead of once per file more than halves the run.
// A file that changes what the app's modules see when they load (a stubbed environment, a
// replaced module or global) or that starts the app with its own singletons (database, auth,
// mailer: tests/helpers/in-memory-app.ts) gets a fresh cache, or the next file in that worker
// would meet its environment, its closed database or its mocks. Found by reading the files, so a
// new file is placed by what it does, not by a list someone has to remember.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Calls that change what modules see when they load, and writes to the environment. */
const CHANGES_MODULES =
  /\bvi\.(stubEnv|stubGlobal|mock|doMock|resetModules|unstubAllEnvs)\(|\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete process\.env\b/;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/**
 * The helpers (tests/helpers, and the kits beside the integration files) that change modules,
 * themselves or through another helper.
 */
function moduleChangingHelpers(dirs: string[]): Set<string> {
  const sources = new Map(
    dirs
      .flatMap((dir) => filesUnder(dir, /\.(ts|mts|mjs)$/))
      .filter((file) => !file.endsWith(".test.ts"))
      .map((file) => [file, readFileSync(file, "utf8")] as const),
  );
  const changing = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, source] of sources) {
      if (changing.has(file)) continue;
      if (CHANGES_MODULES.test(source) || importsAny(source, changing)) {
        changing.add(file);
        grew = true;
      }
    }
  }
  return changing;
}

function importsAny(source: string, files: Iterable<string>): boolean {
  for (const file of files) {
    const name = path.basename(file).replace(/\.(ts|mts|mjs)$/, "");
    if (new RegExp(`from ["'][^"']*/${name}(\\.m?[jt]s)?["']`).test(source)) return true;
  }
  return false;
}

/** Integration test files (paths relative to the repository) that need their own modules. */
export function integrationFilesWithOwnModules(root = process.cwd()): string[] {
  const helpers = moduleChangingHelpers([
    path.join(root, "tests/helpers"),
    path.join(root, "tests/integration"),
  ]);
  return filesUnder(path.join(root, "tests/integration"), /\.test\.ts$/)
    .filter((file) => {
      const source = readFileSync(file, "utf8");
      return CHANGES_MODULES.test(source) || importsAny(source, helpers);
    })
    .map((file) => path.relative(root, file))
    .sort();
}
