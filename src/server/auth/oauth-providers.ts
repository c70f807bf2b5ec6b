/**
 * GitHub and Google as Better Auth social providers, and the rule for linking them to accounts.
 */
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { OAUTH_ERROR_PAGE } from "@/lib/auth/oauth-errors";

export interface OAuthCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * The provider's address, normalised like every other: Better Auth looks the account up by the
 * address the provider gives, so "Jane.Doe@googlemail.com" must become the stored
 * "janedoe@gmail.com" before that lookup, or it finds nobody and then collides with the existing
 * account when creating a new one.
 */
function normalisedEmail(profile: { email?: string | null }) {
  return typeof profile.email === "string" ? { email: normalizeEmail(profile.email) } : {};
}

export function socialProviders(config: { github?: OAuthCredentials; google?: OAuthCredentials }) {
  return {
    ...(config.github ? { github: { ...config.github, mapProfileToUser: normalisedEmail } } : {}),
    ...(config.google ? { google: { ...config.google, mapProfileToUser: normalisedEmail } } : {}),
  };
}

/**
 * A sign-in with a provider joins an existing account with the same address only when the
 * provider says it verified the address (no provider is trusted without that) and the account's
 * owner confirmed it too: otherwise whoever controls one side could take over the other.
 * Refused links land on the login page with `?error=account_not_linked`.
 */
export const ACCOUNT_LINKING = {
  enabled: true,
  trustedProviders: [] as string[],
  requireLocalEmailVerified: true,
  allowDifferentEmails: false,
};

/** Where OAuth errors land when the request's own error page is not known (a lost state). */
export const OAUTH_API_ERROR = { errorURL: OAUTH_ERROR_PAGE };
