import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { findNulCharacter, nulCharacterError } from "@/lib/text/nul-character";
import { restHandler } from "@/server/api/rest/respond";
import { getAuth } from "@/server/auth";
import { IDENTITY_BASE_PATH } from "@/server/auth/auth";
import { isBrowserIdentityRequest } from "@/server/auth/identity-surface";

/**
 * Better Auth's own endpoints, limited to what a browser is sent to (OAuth callbacks, e-mail
 * links): see src/server/auth/identity-surface.ts. Everything else answers 404. Wrapped like
 * the REST adapters: an unexpected failure answers a generic message with an error id (Better
 * Auth rethrows it, see `onAPIError` in src/server/auth/auth.ts), and a link whose parameters
 * hold U+0000 is a 400 instead of a database error.
 */
async function handler(request: Request) {
  if (!isBrowserIdentityRequest(request)) {
    throw new AppError(ERROR_CODES.notFound, 404, COMMON_ERRORS.pageNotFound);
  }
  const nulField = findNulCharacter(Object.fromEntries(new URL(request.url).searchParams));
  if (nulField !== null) throw nulCharacterError(nulField);
  return (await getAuth()).handler(request);
}

/** The endpoint without what follows it: a path can carry a token (/reset-password/{token}). */
function describeRequest(request: Request): string {
  const [, endpoint = "", ...rest] = new URL(request.url).pathname
    .slice(IDENTITY_BASE_PATH.length)
    .split("/");
  return `${request.method} ${IDENTITY_BASE_PATH}/${endpoint}${rest.length ? "/…" : ""}`;
}

export const GET = restHandler(handler, { describeRequest });
export const POST = restHandler(handler, { describeRequest });
