import { AppError } from "@/lib/app-error";
import { ERROR_CODES, ERROR_MESSAGES } from "@/lib/error-catalogue";
import { jsonError } from "@/server/api/rest/respond";
import { getAuth } from "@/server/auth";
import { isBrowserIdentityRequest } from "@/server/auth/identity-surface";

/**
 * Better Auth's own endpoints, limited to what a browser is sent to (OAuth callbacks, e-mail
 * links): see src/server/auth/identity-surface.ts. Everything else answers 404.
 */
async function handler(request: Request) {
  if (!isBrowserIdentityRequest(request)) {
    return jsonError(new AppError(ERROR_CODES.notFound, 404, ERROR_MESSAGES.pageNotFound));
  }
  return (await getAuth()).handler(request);
}

export { handler as GET, handler as POST };
