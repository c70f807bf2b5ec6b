import { deleteAccountInput } from "@/lib/auth/schemas";
import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { deleteAccount } from "@/server/services/accounts/password";

/** DELETE /api/auth/delete {password} → { data: { deleted: true } }; everything owned goes too. */
export const DELETE = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  const user = await ctx.user();
  const input = await readJson(request, deleteAccountInput);
  const { setCookies } = await deleteAccount(ctx, user, input);
  return jsonData({ deleted: true }, { setCookies });
});
