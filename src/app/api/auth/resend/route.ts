import { emailOnlyInput } from "@/lib/auth/schemas";
import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { readJson, restHandler } from "@/server/api/rest/respond";
import { resendConfirmation } from "@/server/services/accounts/sign-up";

/** POST /api/auth/resend {email} → { alreadyConfirmed, message } (spec section 7's shape). */
export const POST = restHandler(async (request) => {
  const input = await readJson(request, emailOnlyInput);
  const result = await resendConfirmation(await accountsContextFor(request), input);
  return Response.json(result, { headers: { "Cache-Control": "no-store" } });
});
