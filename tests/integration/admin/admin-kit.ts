/** Callers of the tRPC API as a given user (admin or not) over a test database. */
import { appRouter } from "@/server/api/root";
import { createTRPCContext, type Session } from "@/server/api/trpc";
import type { Database } from "@/server/db/types";

export function sessionOf(id: string, isAdmin: boolean): Session {
  return { user: { id, email: `${id}@example.com`, name: id, emailVerified: true, isAdmin } };
}

export async function callerFor(db: Database, session: Session | null) {
  return appRouter.createCaller(
    await createTRPCContext({ headers: new Headers(), db, resolveSession: async () => session }),
  );
}
