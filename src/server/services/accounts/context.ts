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
  /**
   * Runs work after the response has gone out. Requests that mail a link to an address answer
   * first and send afterwards, so the answer takes as long for an address with an account as for
   * one without and cannot tell them apart.
   */
  afterResponse: AfterResponse;
}

/** Schedules `task` to run after the response; failures are logged under `label`. */
export type AfterResponse = (label: string, task: () => Promise<unknown>) => void;

/** A result plus the cookies the caller must set on its response. */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}

export function cookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}
