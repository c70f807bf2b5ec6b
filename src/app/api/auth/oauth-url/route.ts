import { oauthUrlInput } from "@/lib/auth/schemas";
import { accountsContextFor, configuredOAuthProviders } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { oauthUrl } from "@/server/services/accounts/sign-in";

/** POST /api/auth/oauth-url {provider} → { data: { url } }; the browser then goes there. */
export const POST = restHandler(async (request) => {
  const input = await readJson(request, oauthUrlInput);
  const { result, setCookies } = await oauthUrl(
    await accountsContextFor(request),
    input,
    configuredOAuthProviders(),
  );
  return jsonData(result, { setCookies });
});
