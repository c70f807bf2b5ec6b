/**
 * Where confirmation links land. Every one — from sign-up, from a sign-in before confirming, from
 * "resend" — arrives on the confirm page with `?status=` saying what the link did (or Better
 * Auth's `&error=` when it was expired or not valid), and `?redirect=` for where to go next.
 * Pure: the server builds these URLs and the page reads them.
 */
import {
  DEFAULT_POST_LOGIN_PATH,
  RETURN_TO_PARAM,
  normalizePathname,
  safeReturnPath,
} from "@/lib/routes/route-access";

export const CONFIRM_PAGE = "/auth/confirm";
export const CONFIRM_STATUS_PARAM = "status";

export const CONFIRM_LINK_STATUS = {
  /** The link confirmed the address just now (and signed the browser in). */
  confirmed: "confirmed",
  /** The address had been confirmed before: the link did nothing; sign in instead. */
  alreadyConfirmed: "already-confirmed",
} as const;
export type ConfirmLinkStatus = (typeof CONFIRM_LINK_STATUS)[keyof typeof CONFIRM_LINK_STATUS];

/**
 * The page to continue to after confirming, from the callback a link was made with: a path of
 * this app, or a confirm-page URL carrying one in `?redirect=`. Undefined for the default
 * (the dashboard), the home page and other auth pages.
 */
export function returnPathOfCallback(callbackURL: string | null | undefined): string | undefined {
  if (!callbackURL) return undefined;
  let candidate: string | null = callbackURL;
  const path = normalizePathname(callbackURL.split(/[?#]/)[0] ?? "");
  if (path === CONFIRM_PAGE) {
    const query = callbackURL.includes("?") ? callbackURL.slice(callbackURL.indexOf("?")) : "";
    candidate = new URLSearchParams(query.split("#")[0]).get(RETURN_TO_PARAM);
  }
  const target = safeReturnPath(candidate);
  const targetPath = normalizePathname(target.split(/[?#]/)[0] ?? "");
  if (target === DEFAULT_POST_LOGIN_PATH || targetPath === "/" || targetPath.startsWith("/auth"))
    return undefined;
  return target;
}

/**
 * The confirm page URL for a link that did `status` (null: not known yet, e.g. a token that
 * cannot be read, which Better Auth will refuse), continuing to `returnTo` afterwards.
 */
export function confirmPageUrl(status: ConfirmLinkStatus | null, returnTo?: string): string {
  const query = new URLSearchParams();
  if (status) query.set(CONFIRM_STATUS_PARAM, status);
  if (returnTo) query.set(RETURN_TO_PARAM, returnTo);
  const search = query.toString();
  return search ? `${CONFIRM_PAGE}?${search}` : CONFIRM_PAGE;
}

/** The status a confirm page URL reports, or null for an unknown or missing one. */
export function confirmLinkStatusOf(value: string | null): ConfirmLinkStatus | null {
  return Object.values(CONFIRM_LINK_STATUS).find((status) => status === value) ?? null;
}
