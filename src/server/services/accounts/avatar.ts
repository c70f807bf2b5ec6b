/**
 * Public avatars: the image bytes of a public profile's avatar (GET /api/public/avatars/{userId})
 * and the versioned address other public answers point to. Only users with a username have a
 * public profile, so only their avatars are served.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { avatarVersion, publicAvatarPath } from "@/lib/auth/profile-rules";
import { profiles } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

/**
 * Select these with a profile to build its public avatar address ({@link avatarPathOf})
 * without reading the image itself.
 */
export const avatarPathColumns = {
  avatarUserId: profiles.userId,
  hasAvatar: sql<boolean>`(${profiles.avatarDataUrl} is not null)`,
  profileUpdatedAt: profiles.updatedAt,
};

export function avatarPathOf(row: {
  avatarUserId: string;
  hasAvatar: boolean | null;
  profileUpdatedAt: Date;
}): string | null {
  return row.hasAvatar
    ? publicAvatarPath(row.avatarUserId, avatarVersion(new Date(row.profileUpdatedAt)))
    : null;
}

export interface PublicAvatar {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
  version: string;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * What a user id in an avatar address can look like (Better Auth writes 32 letters and digits;
 * fixtures and older rows use hyphens and underscores). Anything else, a NUL above all, which
 * would fail inside PostgreSQL, is not looked up.
 */
const USER_ID_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

/** The avatar of a public profile (one with a username), or null. */
export async function readPublicAvatar(db: Database, userId: string): Promise<PublicAvatar | null> {
  if (!USER_ID_SHAPE.test(userId)) return null;
  const [row] = await db
    .select({ dataUrl: profiles.avatarDataUrl, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(
      and(
        eq(profiles.userId, userId),
        isNotNull(profiles.username),
        isNotNull(profiles.avatarDataUrl),
      ),
    );
  // Stored avatars passed avatarDataUrlField; one that does not parse is not served.
  const match = row?.dataUrl ? DATA_URL.exec(row.dataUrl) : null;
  if (!row || !match) return null;
  const buffer = Buffer.from(match[2]!, "base64");
  return {
    contentType: match[1]!,
    bytes: new Uint8Array(
      buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length),
    ),
    version: avatarVersion(new Date(row.updatedAt)),
  };
}

/** A versioned address never shows another image: browsers and caches keep it for a year. */
export const AVATAR_IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Without the current version (an old link, a hand-typed address): a short public cache. */
export const AVATAR_UNVERSIONED_CACHE_CONTROL = "public, max-age=300";

/**
 * Headers of a served avatar: its own type, never sniffed; cached for a year only when asked
 * for by its current version, so an old version's address cannot pin a newer image.
 */
export function publicAvatarHeaders(
  avatar: PublicAvatar,
  requestedVersion: string | null,
): Headers {
  return new Headers({
    "Content-Type": avatar.contentType,
    "Content-Length": String(avatar.bytes.byteLength),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control":
      requestedVersion === avatar.version
        ? AVATAR_IMMUTABLE_CACHE_CONTROL
        : AVATAR_UNVERSIONED_CACHE_CONTROL,
  });
}
