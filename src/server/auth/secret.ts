import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRET_FILE = "auth-secret";

/**
 * The secret that signs sessions and tokens: AUTH_SECRET when set (production), otherwise one
 * generated on first start and kept in DATA_DIR, so the embedded default needs no configuration
 * and sessions survive restarts.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    // "wx": if another process created it meanwhile, keep theirs.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}
