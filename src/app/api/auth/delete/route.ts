import { deleteAccountInput } from "@/lib/auth/schemas";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { deleteAccount } from "@/server/services/accounts/password";

/** DELETE /api/auth/delete {password} → { data: { deleted: true } }; everything owned goes too. */
export const DELETE = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  // Who is asking comes first: an anonymous caller hears the spec's message, not a 400.
  const user = await requireUser(ctx, ACCOUNT_ERRORS.loginToDeleteAccount);
  const input = await readJson(request, deleteAccountInput);
  const { setCookies } = await deleteAccount(ctx, user, input);
  return jsonData({ deleted: true }, { setCookies });
});
