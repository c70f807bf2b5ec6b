/**
 * The CSRF guard of every state-changing request to our own endpoints (the REST adapters and
 * tRPC). A page on another site can make a browser send a form (text/plain, urlencoded or
 * multipart) with the user's cookies, which once signed a victim into an attacker's account.
 * So a request that may change something must
 *   - come from this site when it says where it comes from (Origin, else Sec-Fetch-Site): this
 *     app's origin (APP_URL, or the request's own host) or one of TRUSTED_ORIGINS (403), and
 *   - carry the body type a form cannot send: application/json (415); the one upload route
 *     takes multipart/form-data and relies on the origin check alone.
 * Callers that are not browsers send neither header and keep working, as with Better Auth's own
 * handler.
 */
import { env } from "@/env";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { COMMON_ERRORS } from "@/lib/errors/common";

/** What a state-changing request must send as its body. */
export type StateChangeBody = "json" | "multipart";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Sec-Fetch-Site values of a request this site (or the user, typing a URL) started. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);
const MEDIA_TYPES: Record<StateChangeBody, string> = {
  json: "application/json",
  multipart: "multipart/form-data",
};

/** The origins of a comma-separated list of URLs; entries that are not URLs are skipped. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

function isOwnOrigin(request: Request, origin: string, allowedOrigins: readonly string[]) {
  if (allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, local files) and anything else that is not an origin.
    return false;
  }
  // The host the browser addressed: a page on another site cannot choose it.
  const ownHost = request.headers.get("host") ?? new URL(request.url).host;
  return originHost === ownHost;
}

/**
 * Why `request` is refused, or null when it may go on: safe methods always may; others must come
 * from `allowedOrigins` or the request's own host, and carry the `body` media type.
 */
export function crossSiteRefusal(
  request: Request,
  body: StateChangeBody,
  allowedOrigins: readonly string[],
): AppError | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const fromElsewhere =
    origin !== null
      ? !isOwnOrigin(request, origin, allowedOrigins)
      : fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.toLowerCase());
  if (fromElsewhere) {
    return new AppError(ERROR_CODES.crossSiteRequest, 403, COMMON_ERRORS.crossSiteRequest);
  }
  if (mediaTypeOf(request) !== MEDIA_TYPES[body]) {
    return new AppError(
      ERROR_CODES.unsupportedMediaType,
      415,
      body === "json" ? COMMON_ERRORS.jsonRequired : COMMON_ERRORS.multipartRequired,
    );
  }
  return null;
}

let configuredOrigins: readonly string[] | undefined;

/**
 * This app's origins from the configuration: APP_URL's and TRUSTED_ORIGINS. Parsed once: the
 * configuration does not change while the process runs, and the tRPC endpoint asks on every
 * request.
 */
export function appOrigins(): readonly string[] {
  return (configuredOrigins ??= [
    ...parseOrigins(env.APP_URL),
    ...parseOrigins(env.TRUSTED_ORIGINS),
  ]);
}

/** Throws the refusal of {@link crossSiteRefusal} against the configured origins. */
export function assertSameSiteRequest(request: Request, body: StateChangeBody = "json"): void {
  const refusal = crossSiteRefusal(request, body, appOrigins());
  if (refusal) throw refusal;
}
