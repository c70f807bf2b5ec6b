/** Callers of the tRPC API as a given user (admin or not) over a test database. */
import { appRouter } from "@/server/api/root";
import { createTRPCContext, type Session } from "@/server/api/trpc";
import { and, eq } from "drizzle-orm";
import { creditLedger } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export function sessionOf(id: string, isAdmin: boolean): Session {
  return { user: { id, email: `${id}@example.com`, name: id, emailVerified: true, isAdmin } };
}

export async function callerFor(db: Database, session: Session | null) {
  return appRouter.createCaller(
    await createTRPCContext({ headers: new Headers(), db, resolveSession: async () => session }),
  );
}

let actionCounter = 0;
/** A fresh, valid uuid per admin action. */
export function actionId(): string {
  actionCounter += 1;
  return `00000000-0000-4000-8000-${actionCounter.toString(16).padStart(12, "0")}`;
}

/** The account's ledger rows of one admin kind (grants or revokes). */
export function adminLedgerRows(
  db: Database,
  userId: string,
  kind: "admin_grant" | "admin_revoke",
) {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, kind)));
}
