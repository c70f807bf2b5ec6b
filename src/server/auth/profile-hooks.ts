import { eq } from "drizzle-orm";
import { normalizeEmail } from "@/lib/auth/normalize-email";
import { profiles, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export function parseAdminEmails(list: string | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((email) => email.trim())
    .filter(Boolean)
    .map(normalizeEmail);
}

/** Whether a new account's address is listed in ADMIN_EMAILS (set on the user row as it is made). */
export function isListedAdmin(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(normalizeEmail(email));
}

/** Every new user gets a profile. */
export async function createProfileForNewUser(
  db: Database,
  user: { id: string; name?: string | null },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId: user.id, fullName: user.name?.trim() || null })
    .onConflictDoNothing();
}

/**
 * Makes an existing user an admin (npm run admin:grant, and ADMIN_EMAILS at sign-in). Sessions
 * already open see it once their cookie cache expires (SESSION_COOKIE_CACHE_SECONDS).
 */
export async function grantAdmin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** Makes the user an admin when their address is in ADMIN_EMAILS (checked at each sign-in). */
export async function promoteListedAdmin(
  db: Database,
  userId: string,
  adminEmails: readonly string[],
): Promise<void> {
  if (adminEmails.length === 0) return;
  const [user] = await db
    .select({ email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId));
  if (user && !user.isAdmin && isListedAdmin(user.email, adminEmails)) {
    await grantAdmin(db, userId);
  }
}
