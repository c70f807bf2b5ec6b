import { eq } from "drizzle-orm";
import { profiles } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { Auth } from "./auth";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

/** The signed-in user of a request (from its session cookie), or null. */
export async function userFromHeaders(
  auth: Auth,
  db: Database,
  headers: Headers,
): Promise<SignedInUser | null> {
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const [profile] = await db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.userId, session.user.id));
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    emailVerified: session.user.emailVerified,
    isAdmin: profile?.isAdmin ?? false,
  };
}
