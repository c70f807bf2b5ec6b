import type { BetterAuthOptions } from "better-auth";
import { createLogger } from "@/server/log";

const log = createLogger("auth");

/**
 * Better Auth writes through the app's logger, so its lines pass the same redaction (no
 * password, token or cookie; no query parameters of a failed database call) and LOG_LEVEL.
 */
export const betterAuthLogger: NonNullable<BetterAuthOptions["logger"]> = {
  log(level, message, ...args) {
    log[level](message, args.length === 0 ? undefined : args.length === 1 ? args[0] : args);
  },
};
