import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { jsonData, restHandler } from "@/server/api/rest/respond";
import { currentSession } from "@/server/services/accounts/sign-in";

/** GET /api/auth/session → { data: { session } }, null when signed out. */
export const GET = restHandler(async (request) => {
  const { result, setCookies } = await currentSession(await accountsContextFor(request));
  return jsonData({ session: result }, { setCookies });
});
