import { checkUsernameInput } from "@/lib/auth/schemas";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { checkUsernameAvailability } from "@/server/services/accounts/profile";

/** POST /api/profile/check-username {username} → { data: { available, reason } }. */
export const POST = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  const user = await requireUser(ctx);
  const { username } = await readJson(request, checkUsernameInput);
  return jsonData(await checkUsernameAvailability(ctx.db, username, user.id));
});
