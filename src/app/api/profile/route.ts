import { profileUpdateInput } from "@/lib/auth/schemas";
import { PROFILE_JSON_MAX_BYTES } from "@/lib/http/request-size-limits";
import { accountsContextFor, requireUser } from "@/server/api/rest/accounts-context";
import { jsonData, readJson, restHandler } from "@/server/api/rest/respond";
import { refreshedSessionCookies } from "@/server/auth";
import { getProfile, updateProfile } from "@/server/services/accounts/profile";

/** GET /api/profile → { data: { profile } } of the signed-in user. */
export const GET = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  const user = await requireUser(ctx);
  return jsonData({ profile: await getProfile(ctx.db, user.id) });
});

/**
 * PUT /api/profile {full_name?, username?, bio?, avatar_data_url?} → { data: { profile } }. The
 * avatar is a PNG, JPEG or WebP data URL of at most 256 KB (null removes it).
 */
export const PUT = restHandler(async (request) => {
  const ctx = await accountsContextFor(request);
  const user = await requireUser(ctx);
  const update = await readJson(request, profileUpdateInput, PROFILE_JSON_MAX_BYTES);
  const profile = await updateProfile(ctx.db, user.id, update);
  // The name is in the signed session cache: refresh it for this browser.
  return jsonData(
    { profile },
    { setCookies: await refreshedSessionCookies(ctx.auth, request.headers) },
  );
});
