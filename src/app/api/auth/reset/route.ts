import { emailOnlyInput } from "@/lib/auth/schemas";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { requestPasswordReset } from "@/server/services/accounts/password";

/** POST /api/auth/reset {email} → { data: { sent: true, message } }, account or not. */
export const POST = restHandler(async (request) => {
  const input = await readJson(request, emailOnlyInput);
  await requestPasswordReset(await accountsContextFor(request), input);
  return jsonData({ sent: true, message: ACCOUNT_ERRORS.checkYourInbox });
});
