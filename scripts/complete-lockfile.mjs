// Runs after every `npm install` (the root `postinstall` script).
//
// Why: the npm registry these machines reach serves only the Linux x64 builds of packages with
// per-platform binaries (@next/swc-*, @tailwindcss/oxide-*, …). npm then leaves the other
// platforms' optional packages out of package-lock.json, and `npm ci` refuses such a lock
// ("Missing: @next/swc-darwin-arm64@ from lock file"). This adds an entry for each missing
// optional package, marked optional: npm ci accepts the lock, skips the ones that do not fit
// the machine, and installs the rest exactly as locked.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Optional dependencies that no lock entry resolves, as [lockKey, entry] pairs to add. */
export function missingOptionalEntries(lock) {
  const packages = lock.packages ?? {};
  const missing = new Map();
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${key ? `${key}/` : ""}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (packages[nested] || packages[hoisted] || missing.has(hoisted)) continue;
      missing.set(hoisted, {
        version: String(spec).replace(/^[\^~=]/, ""),
        optional: true,
        ...(entry.dev ? { dev: true } : {}),
      });
    }
  }
  return [...missing.entries()];
}

export function completeLockfile(path = "package-lock.json") {
  const lock = JSON.parse(readFileSync(path, "utf8"));
  const missing = missingOptionalEntries(lock);
  if (missing.length === 0) return 0;
  for (const [key, entry] of missing) lock.packages[key] = entry;
  // Keep npm's key order (alphabetical below the root) so diffs stay small.
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  return missing.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const added = completeLockfile();
  if (added > 0) console.log(`package-lock.json: added ${added} optional platform package entries`);
}
