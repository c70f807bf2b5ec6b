import { updatePasswordInput } from "@/lib/auth/schemas";
import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { updatePassword } from "@/server/services/accounts/password";

/** POST /api/auth/update-password {password, currentPassword?} → { data: { updated: true } }. */
export const POST = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  const user = await ctx.user();
  const input = await readJson(request, updatePasswordInput);
  const { setCookies } = await updatePassword(ctx, user, input);
  return jsonData({ updated: true }, { setCookies });
});
