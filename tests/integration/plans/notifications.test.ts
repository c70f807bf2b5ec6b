/** notification.*: the newest first with the unread count; marking read only touches the caller's. */
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { NOTIFICATION_LIST_MAX_LIMIT } from "@/lib/plans/plan-schemas";
import { createNotifications } from "@/server/services/notifications/notifications";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, OWNER, STRANGER, usePlansApi } from "./plans-test-kit";

describe(`notifications on ${describeTarget()}`, () => {
  const api = usePlansApi();

  it("lists newest first up to the limit, counts every unread one, and marks read", async () => {
    const owner = await api.owner();
    for (let i = 1; i <= 3; i += 1) {
      // PGlite's clock counts whole milliseconds: two notifications in the same one tie on
      // created_at, and the random id then decides, so the order the test names is not defined.
      if (i > 1) await new Promise((resolve) => setTimeout(resolve, 3));
      await createNotifications(api.db, [
        { userId: OWNER.id, kind: NOTIFICATION_KINDS.planRestored, title: `Note ${i}` },
      ]);
    }
    await createNotifications(api.db, [
      { userId: STRANGER.id, kind: NOTIFICATION_KINDS.planRestored, title: "Theirs" },
    ]);

    const firstTwo = await owner.notification.list({ limit: 2 });
    expect(firstTwo.items.map((n) => n.title)).toEqual(["Note 3", "Note 2"]);
    expect(firstTwo.unreadCount).toBe(3);

    expect(await owner.notification.markRead({ ids: [firstTwo.items[0]!.id] })).toEqual({
      count: 1,
    });
    // Marking it again counts nothing: it is already read.
    expect(await owner.notification.markRead({ ids: [firstTwo.items[0]!.id] })).toEqual({
      count: 0,
    });
    const afterOne = await owner.notification.list();
    expect(afterOne.unreadCount).toBe(2);
    expect(afterOne.items[0]!.readAt).toBeInstanceOf(Date);

    expect(await owner.notification.markAllRead()).toEqual({ count: 2 });
    expect((await owner.notification.list()).unreadCount).toBe(0);
    expect((await (await api.stranger()).notification.list()).unreadCount).toBe(1);
  });

  it("validates the limit and the ids", async () => {
    const owner = await api.owner();
    const limit = NOTIFICATION_LIST_MAX_LIMIT + 1;
    expect((await failureOf(owner.notification.list({ limit }))).code).toBe("BAD_REQUEST");
    expect((await failureOf(owner.notification.markRead({ ids: [] }))).code).toBe("BAD_REQUEST");
    expect((await failureOf(owner.notification.markRead({ ids: ["x"] }))).code).toBe("BAD_REQUEST");
  });
});
