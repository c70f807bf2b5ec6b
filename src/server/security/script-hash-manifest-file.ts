import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";
import {
  SCRIPT_HASH_MANIFEST_PATH,
  parseScriptHashManifest,
  type ScriptHashManifest,
} from "@/lib/security/script-hash-manifest";
import { createLogger } from "@/server/log";

const log = createLogger("security-headers");

let loaded: { manifest: ScriptHashManifest | null } | undefined;

/**
 * The build's inline-script hashes, read once per process (the proxy runs on the Node.js
 * runtime, in the server's own folder). Null when there is none — `next dev`, or a build made
 * with `next build` alone instead of `npm run build`: every page then gets the nonce policy,
 * and prerendered pages' inline scripts are blocked, which the warning says.
 */
export function loadScriptHashManifest(): ScriptHashManifest | null {
  if (loaded) return loaded.manifest;
  const file = path.join(process.cwd(), SCRIPT_HASH_MANIFEST_PATH);
  let manifest: ScriptHashManifest | null = null;
  try {
    manifest = parseScriptHashManifest(readFileSync(file, "utf8"));
    if (!manifest) log.warn(`${SCRIPT_HASH_MANIFEST_PATH} is not a manifest of this version`);
  } catch {
    if (env.NODE_ENV === "production") {
      log.warn(`no ${SCRIPT_HASH_MANIFEST_PATH}: build with \`npm run build\``);
    }
  }
  loaded = { manifest };
  return manifest;
}
