import { ERROR_CODES } from "@/lib/errors/codes";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";
import { AppError } from "@/lib/app-error";
import { publicDatabase } from "@/server/api/rest/public-answer";
import { restHandler } from "@/server/api/rest/respond";
import { publicAvatarHeaders, readPublicAvatar } from "@/server/services/accounts/avatar";

export const dynamic = "force-dynamic";

interface RouteContext {
  params: Promise<{ userId: string }>;
}

/**
 * GET /api/public/avatars/{userId}[?v=version] (no sign-in): the avatar of a public profile (a
 * user with a username) as its image type, never sniffed. With the current `v` (the address
 * public answers give) it may be cached for a year; without it, briefly. 404 when there is none.
 */
export function GET(request: Request, context: RouteContext) {
  return restHandler(
    async () => {
      const { userId } = await context.params;
      const avatar = await readPublicAvatar(await publicDatabase(), userId);
      if (!avatar) {
        throw new AppError(ERROR_CODES.notFound, 404, PUBLIC_META_TEXT.avatarNotFound);
      }
      const requested = new URL(request.url).searchParams.get("v");
      return new Response(avatar.bytes, { headers: publicAvatarHeaders(avatar, requested) });
    },
    { publicAnswer: true },
  )(request);
}
