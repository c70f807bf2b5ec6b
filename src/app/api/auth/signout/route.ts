import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { jsonData, restHandler } from "@/server/api/rest/respond";
import { signOut } from "@/server/services/accounts/sign-in";

/** POST /api/auth/signout → { data: { signedOut: true } } and the cookie cleared. */
export const POST = restHandler(async (request) => {
  const { setCookies } = await signOut(await accountsContextFor(request));
  return jsonData({ signedOut: true }, { setCookies });
});
