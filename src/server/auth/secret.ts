import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isInMemoryDataDir } from "@/server/db/data-dir";

const SECRET_FILE = "auth-secret";

/**
 * The secret of an in-memory app: generated once per process and never written anywhere. Kept
 * on globalThis, so a module loaded twice (tests reset modules; the production build copies a
 * module into several chunks) still verifies what the other copy signed.
 */
const globalForSecret = globalThis as unknown as { plansmithInMemoryAuthSecret?: string };

function generateSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The secret that signs sessions and tokens: AUTH_SECRET when set (production), otherwise one
 * generated on first start and kept in DATA_DIR, so the embedded default needs no configuration
 * and sessions survive restarts. An in-memory data directory (DATA_DIR=memory://) keeps it in
 * memory: its sessions are as throwaway as its database.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  if (isInMemoryDataDir(dataDir)) {
    return (globalForSecret.plansmithInMemoryAuthSecret ??= generateSecret());
  }
  const file = path.resolve(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = generateSecret();
    // "wx": if another process created it meanwhile, keep theirs.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}
