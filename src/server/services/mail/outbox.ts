/**
 * The `mail_outbox` table: every mail the app sent, whichever transport carried it. With the
 * outbox transport the row is the delivery; with Resend it is the record admins look at.
 */
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export type OutboxEntry = typeof mailOutbox.$inferSelect;
export type NewOutboxEntry = Omit<typeof mailOutbox.$inferInsert, "id" | "createdAt">;

// PGlite's clock ticks in whole milliseconds, so mails sent in one burst would tie on now() and
// list in random order. Stamping them here, strictly increasing within the process, keeps
// "newest first" true; across instances, mails sent in the same millisecond have no order anyway.
let lastStamp = 0;
function nextStamp(): Date {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp);
}

export async function recordMail(db: Database, entry: NewOutboxEntry): Promise<void> {
  await db.insert(mailOutbox).values({ ...entry, createdAt: nextStamp() });
}

/** Newest first; `to` matches the address exactly as it was sent to. */
export async function listOutbox(
  db: Database,
  opts: { to?: string; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(opts.limit ?? 50), 1), 500);
  return db
    .select()
    .from(mailOutbox)
    .where(opts.to === undefined ? undefined : eq(mailOutbox.to, opts.to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
