import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { jsonData, restHandler } from "@/server/api/rest/respond";

/** GET /api/auth/user → { data: { user } }; 401 'User not authenticated' when signed out. */
export const GET = restHandler(async (request) => {
  return jsonData({ user: await requireUser(await accountsContextFor(request)) });
});
