import type { Database } from "@/server/db/types";
import type { Auth } from "./auth";
import { isAdmin } from "./profile-hooks";

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
  return session ? signedInUser(db, session.user) : null;
}

/** Better Auth's user plus the admin flag from our profile. */
export async function signedInUser(
  db: Database,
  user: { id: string; email: string; name: string; emailVerified: boolean },
): Promise<SignedInUser> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    isAdmin: await isAdmin(db, user.id),
  };
}
