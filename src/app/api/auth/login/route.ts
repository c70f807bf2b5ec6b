import { loginInput } from "@/lib/auth/schemas";
import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { signInWithPassword } from "@/server/services/accounts/sign-in";

/** POST /api/auth/login {email, password} → { data: { user } } and the session cookie. */
export const POST = restHandler(async (request) => {
  const input = await readJson(request, loginInput);
  const { result, setCookies } = await signInWithPassword(await accountsContextFor(request), input);
  return jsonData({ user: result }, { setCookies });
});
