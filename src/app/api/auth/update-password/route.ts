import { updatePasswordInput } from "@/lib/auth/schemas";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { updatePassword } from "@/server/services/accounts/password";

/** POST /api/auth/update-password {password, currentPassword?} → { data: { updated: true } }. */
export const POST = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  // Who is asking comes first: an anonymous caller hears the spec's message, not a 400.
  const user = await requireUser(ctx, ACCOUNT_ERRORS.loginToUpdatePassword);
  const input = await readJson(request, updatePasswordInput);
  const { setCookies } = await updatePassword(ctx, user, input);
  return jsonData({ updated: true }, { setCookies });
});
