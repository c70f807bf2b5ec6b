/**
 * A GitHub or Google sign-in that failed comes back to the login page with Better Auth's error
 * code in `?error=` (state mismatch, the user said no, an address that may not be linked, …).
 * This turns the code into what the page tells the user.
 */
import { AUTH_TEXT } from "@/lib/errors/accounts";

/** Where failed OAuth callbacks land. */
export const OAUTH_ERROR_PAGE = "/auth/login";
export const OAUTH_ERROR_PARAM = "error";

const MESSAGES: Record<string, string> = {
  account_not_linked: AUTH_TEXT.oauthAccountNotLinked,
  access_denied: AUTH_TEXT.oauthCancelled,
};

/** The message for an OAuth error code, or null when there is no error. */
export function oauthErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return MESSAGES[code.toLowerCase()] ?? AUTH_TEXT.oauthFailed;
}
