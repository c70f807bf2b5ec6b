import { clientIpFrom } from "@/server/auth/client-ip";
import type { AccountsContext } from "./context";
import { enforceAccountActionLimit, type AccountAction } from "./request-limits";

/** Applies the action's limit to the caller's normalised e-mail and client IP. */
export function limitAction(
  ctx: AccountsContext,
  action: AccountAction,
  normalizedEmail: string,
): Promise<void> {
  return enforceAccountActionLimit(ctx.db, action, {
    email: normalizedEmail,
    ip: clientIpFrom(ctx.headers),
  });
}
