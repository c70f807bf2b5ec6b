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

/** Every new user gets a profile; addresses listed in ADMIN_EMAILS become admins. */
export async function createProfileForNewUser(
  db: Database,
  user: { id: string; email: string; name?: string | null },
  adminEmails: readonly string[],
): Promise<void> {
  await db
    .insert(profiles)
    .values({
      userId: user.id,
      fullName: user.name?.trim() || null,
      isAdmin: adminEmails.includes(normalizeEmail(user.email)),
    })
    .onConflictDoNothing();
}

/** Makes an existing user an admin (npm run admin:grant, and ADMIN_EMAILS at sign-in). */
export async function grantAdmin(db: Database, userId: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, isAdmin: true })
    .onConflictDoUpdate({ target: profiles.userId, set: { isAdmin: true } });
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.isAdmin ?? false;
}

/** Makes the user an admin when their address is in ADMIN_EMAILS (checked at each sign-in). */
export async function promoteListedAdmin(
  db: Database,
  userId: string,
  adminEmails: readonly string[],
): Promise<void> {
  if (adminEmails.length === 0) return;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user && adminEmails.includes(normalizeEmail(user.email))) await grantAdmin(db, userId);
}
