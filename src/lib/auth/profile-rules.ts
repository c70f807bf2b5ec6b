/**
 * The public parts of a profile (issue 14, point 6): the short bio and the avatar shown on the
 * public profile, plan pages and listings. Shared by the settings form and the server.
 */
import { z } from "zod";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";
import {
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  logoDataUrlProblem,
  logoFileProblem,
  rasterImageDataUrlSchema,
  type LogoDataUrlProblem,
} from "@/lib/plans/customization-rules";

export const PROFILE_BIO_MAX_LENGTH = 280;

/** Trimmed, line breaks kept (as \n); the empty bio is "no bio". */
export const bioField = z
  .string()
  .transform((bio) => bio.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z.string().max(PROFILE_BIO_MAX_LENGTH, PUBLIC_META_TEXT.bioTooLong(PROFILE_BIO_MAX_LENGTH)),
  );

/** Avatars follow the plan logo's rules: PNG, JPEG or WebP by their first bytes, ≤ 256 KB. */
export const AVATAR_MAX_BYTES = LOGO_MAX_BYTES;
export const AVATAR_ACCEPT = LOGO_ACCEPT;
export const AVATAR_PROBLEM_MESSAGES: Record<LogoDataUrlProblem, string> = {
  type: PUBLIC_META_TEXT.avatarWrongType,
  size: PUBLIC_META_TEXT.avatarTooLarge(AVATAR_MAX_BYTES / 1024),
};
/** A data URL, or null to remove the avatar. */
export const avatarDataUrlField = rasterImageDataUrlSchema(AVATAR_PROBLEM_MESSAGES);
export const avatarDataUrlProblem = logoDataUrlProblem;
export const avatarFileProblem = logoFileProblem;

/** Where public avatars are served: GET /api/public/avatars/{userId}. */
export const PUBLIC_AVATAR_PATH_PREFIX = "/api/public/avatars/";

/**
 * The avatar's version: when the profile last changed (every avatar change updates it). With it
 * in the URL, the address of an avatar changes whenever the image does, so it can be cached
 * for a year.
 */
export function avatarVersion(profileUpdatedAt: Date): string {
  return profileUpdatedAt.getTime().toString(36);
}

export function publicAvatarPath(userId: string, version: string): string {
  return `${PUBLIC_AVATAR_PATH_PREFIX}${encodeURIComponent(userId)}?v=${encodeURIComponent(version)}`;
}
