import type { Auth } from "@/server/auth/auth";
import type { AuthMailer } from "@/server/auth/mailer";
import type { Database } from "@/server/db/types";

/** What every accounts operation needs: the auth instance, the database and the request. */
export interface AccountsContext {
  auth: Auth;
  db: Database;
  /** The caller's request headers (cookies, client IP, origin). */
  headers: Headers;
  /** Sends the account mails that Better Auth does not send itself. */
  mailer: AuthMailer;
}

/** A result plus the cookies the caller must set on its response. */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

export function cookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}
