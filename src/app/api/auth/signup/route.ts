import { signUpInput } from "@/lib/auth/schemas";
import { accountsContextFor } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { signUp } from "@/server/services/accounts/sign-up";

/**
 * POST /api/auth/signup {email, password, full_name?, username?} → 201 { data: { email,
 * confirmationRequired: true } }; the account is used after confirming the mailed link.
 */
export const POST = restHandler(async (request) => {
  const input = await readJson(request, signUpInput);
  const { email } = await signUp(await accountsContextFor(request), {
    email: input.email,
    password: input.password,
    fullName: input.full_name,
    username: input.username,
  });
  return jsonData({ email, confirmationRequired: true }, { status: 201 });
});
