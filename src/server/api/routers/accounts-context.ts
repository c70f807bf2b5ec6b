import { runAfterResponse } from "@/server/after-response";
import { appMailer, getAuth } from "@/server/auth";
import type { AccountsContext } from "@/server/services/accounts/context";
import type { TRPCContext } from "@/server/api/trpc";

/** The accounts services' context for a tRPC call. */
export async function accountsContextOf(ctx: TRPCContext): Promise<AccountsContext> {
  return {
    auth: await getAuth(),
    db: ctx.db,
    headers: ctx.headers,
    mailer: appMailer,
    afterResponse: runAfterResponse,
  };
}

/** Passes the cookies a service asked for on to the HTTP response. */
export function setCookies(ctx: TRPCContext, cookies: string[]): void {
  for (const cookie of cookies) ctx.resHeaders.append("Set-Cookie", cookie);
}
