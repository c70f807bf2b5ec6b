/**
 * Profiles (spec section 3): full name, username, admin flag; bio and avatar (issue 14). A
 * username given up stays reserved for its previous owner for a while (./username-release).
 */
import { eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { USERNAME_MESSAGES, usernameProblem } from "@/lib/auth/username-rules";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { profiles, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { DbOrTx } from "@/server/services/plans/plan-access";
import { ownPublicSlugsAtOldAddresses } from "@/server/services/publishing/released-addresses";
import { avatarPathColumns, avatarPathOf } from "./avatar";
import { recordUsernameChange, usernameUnavailability } from "./username-release";

export interface Profile {
  id: string;
  email: string;
  full_name: string | null;
  username: string | null;
  is_admin: boolean;
  /** Shown on the public profile (PROFILE_BIO_MAX_LENGTH); "" when none. */
  bio: string;
  /**
   * The public address of the avatar (/api/public/avatars/{id}?v=…), or null when there is
   * none or the profile is not public yet (no username). The image itself: `getOwnAvatar`.
   */
  avatar_url: string | null;
}

/** The read behind getProfile (one row: the user and their profile, joined). */
function buildProfileRead(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      username: profiles.username,
      isAdmin: users.isAdmin,
      bio: profiles.bio,
      ...avatarPathColumns,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("profile_by_user_id");
}

/**
 * The read prepared once per database handle: `profile.get` runs on every signed-in page, and
 * building its SQL again each time was a visible part of its cost (docs/scaling.md). On
 * PostgreSQL the statement is also prepared once per connection.
 */
const profileReads = new WeakMap<Database, ReturnType<typeof buildProfileRead>>();

function profileRead(db: Database) {
  let read = profileReads.get(db);
  if (!read) {
    read = buildProfileRead(db);
    profileReads.set(db, read);
  }
  return read;
}

/** The profile of a user, in the spec's field names. */
export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await profileRead(db).execute({ userId });
  if (!row) throw new AppError(ERROR_CODES.notFound, 404, "Profile not found");
  const avatarPath =
    row.avatarUserId && row.profileUpdatedAt && row.username
      ? avatarPathOf({
          avatarUserId: row.avatarUserId,
          hasAvatar: row.hasAvatar,
          profileUpdatedAt: row.profileUpdatedAt,
        })
      : null;
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName ?? null,
    username: row.username ?? null,
    is_admin: row.isAdmin ?? false,
    bio: row.bio ?? "",
    avatar_url: avatarPath,
  };
}

/** The user's own avatar as a data URL (the settings form's preview), or null. */
export async function getOwnAvatar(
  db: Database,
  userId: string,
): Promise<{ dataUrl: string | null }> {
  const [row] = await db
    .select({ dataUrl: profiles.avatarDataUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { dataUrl: row?.dataUrl ?? null };
}

/** The sentence for a username another account has, or one reserved for its previous owner. */
const UNAVAILABLE_MESSAGES = {
  taken: USERNAME_MESSAGES.taken,
  held: ACCOUNT_ERRORS.usernameReleasedRecently,
} as const;

/** Options of the username calls; `now` is the clock of the release hold (tests move it). */
export interface UsernameOptions {
  now?: Date;
}

export interface UsernameAvailability {
  available: boolean;
  /** Why it cannot be used, when it cannot. */
  reason: string | null;
}

/** Whether `username` can be taken by `userId` (null: by someone new). Never throws for bad input. */
export async function checkUsernameAvailability(
  db: Database,
  username: string,
  userId: string | null,
  options: UsernameOptions = {},
): Promise<UsernameAvailability> {
  const problem = usernameProblem(username);
  if (problem) return { available: false, reason: problem };
  const unavailable = await usernameUnavailability(db, username, userId, options.now ?? new Date());
  if (unavailable) return { available: false, reason: UNAVAILABLE_MESSAGES[unavailable] };
  return { available: true, reason: null };
}

/**
 * Gives `userId` the username, or only checks that it could (`dryRun`). Refuses bad and reserved
 * names (400), names taken ignoring case or reserved for their previous owner (409), and a name
 * under which the user's own public plans would sit at its previous owner's old addresses (409);
 * the unique index settles races. The name given up is reserved for the user (./username-release).
 */
export async function setUsername(
  db: Database,
  userId: string | null,
  username: string,
  options: UsernameOptions & { dryRun?: boolean } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const problem = usernameProblem(username);
  if (problem) throw new AppError(ERROR_CODES.badRequest, 400, problem, { username: [problem] });
  const refused = (message: string, code: string = ERROR_CODES.usernameTaken) =>
    new AppError(code, 409, message, { username: [message] });
  const unavailable = await usernameUnavailability(db, username, userId, now);
  if (unavailable) throw refused(UNAVAILABLE_MESSAGES[unavailable]);
  if (options.dryRun || !userId) return;
  const clashes = await ownPublicSlugsAtOldAddresses(db, userId, username);
  if (clashes.length > 0) {
    throw refused(ACCOUNT_ERRORS.usernameOldAddressesInUse(clashes), ERROR_CODES.conflict);
  }
  try {
    await db.transaction(async (tx) => {
      const current = await lockedUsername(tx, userId);
      await tx
        .insert(profiles)
        .values({ userId, username })
        .onConflictDoUpdate({ target: profiles.userId, set: { username } });
      await recordUsernameChange(tx, userId, current, username, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(USERNAME_MESSAGES.taken);
    throw error;
  }
}

/** Clears the user's username (their public pages go away); the name stays reserved for them. */
async function clearUsername(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedUsername(tx, userId);
    await tx.update(profiles).set({ username: null }).where(eq(profiles.userId, userId));
    await recordUsernameChange(tx, userId, current, null, now);
  });
}

/**
 * The user's username now, with their profile row locked until the transaction ends, so two
 * renames of one account record the name each gave up in turn.
 */
async function lockedUsername(tx: DbOrTx, userId: string): Promise<string | null> {
  const [current] = await tx
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
  return current?.username ?? null;
}

export interface ProfileUpdate {
  full_name?: string | null;
  username?: string | null;
  /** Already checked by bioField (trimmed, at most PROFILE_BIO_MAX_LENGTH). */
  bio?: string;
  /** Already checked by avatarDataUrlField; null removes the avatar. */
  avatar_data_url?: string | null;
}

export async function updateProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
  options: UsernameOptions = {},
): Promise<Profile> {
  if (update.username !== undefined && update.username !== null) {
    await setUsername(db, userId, update.username, options);
  } else if (update.username === null) {
    await clearUsername(db, userId, options.now ?? new Date());
  }
  if (update.full_name !== undefined) {
    const fullName = update.full_name?.trim() || null;
    await db
      .insert(profiles)
      .values({ userId, fullName })
      .onConflictDoUpdate({ target: profiles.userId, set: { fullName } });
    await db
      .update(users)
      .set({ name: fullName ?? "" })
      .where(eq(users.id, userId));
  }
  const publicParts = {
    ...(update.bio !== undefined ? { bio: update.bio } : {}),
    ...(update.avatar_data_url !== undefined ? { avatarDataUrl: update.avatar_data_url } : {}),
  };
  if (Object.keys(publicParts).length > 0) {
    // updated_at is the avatar's version in its public address: set it on every change, so a
    // new image never hides behind a cached old one.
    const changed = { ...publicParts, updatedAt: new Date() };
    await db
      .insert(profiles)
      .values({ userId, ...changed })
      .onConflictDoUpdate({ target: profiles.userId, set: changed });
  }
  return getProfile(db, userId);
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}
