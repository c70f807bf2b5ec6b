/**
 * Notifications: short messages for one user (a plan restored from the trash, plans purged…),
 * shown by the bell with an unread count. Kinds are named in src/lib/notifications.
 */
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { NotificationKind } from "@/lib/notifications/notification-kinds";
import { notifications } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export type Notification = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** An in-app path the notification opens, e.g. `/plan/{id}`. */
  link?: string | null;
}

/** Any database handle or transaction: notifications are written in their cause's transaction. */
type Writer = Pick<Database, "insert">;

export async function createNotifications(
  db: Writer,
  items: readonly NewNotification[],
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map((item) => ({
      userId: item.userId,
      kind: item.kind,
      title: item.title,
      body: item.body ?? "",
      link: item.link ?? null,
    })),
  );
}

/** The newest notifications and how many of all of them are unread. */
export async function listNotifications(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ items: Notification[]; unreadCount: number }> {
  const [items, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items, unreadCount: unread?.value ?? 0 };
}

/** Marks these of the user's notifications read; others' ids and read ones are left alone. */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<{ count: number }> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, [...ids]),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return { count: updated.length };
}

export async function markAllNotificationsRead(
  db: Database,
  userId: string,
): Promise<{ count: number }> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { count: updated.length };
}
