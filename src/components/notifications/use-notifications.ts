"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { useCallback } from "react";
import { toast } from "sonner";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { PLAN_LIST_ERRORS } from "@/lib/errors/plans";
import { useTRPC } from "@/trpc/react";

type NotificationProcedures = ReturnType<typeof useTRPC>["notification"];
export type NotificationList = inferOutput<NotificationProcedures["list"]>;
export type NotificationItem = NotificationList["items"][number];

/** How often the bell asks for news while the tab is open (it also asks when the tab regains focus). */
export const NOTIFICATION_POLL_MS = 60_000;

/** The signed-in user's latest notifications and unread count, kept fresh by polling. */
export function useNotifications() {
  const trpc = useTRPC();
  const { user } = useAuthSession();
  return useQuery({
    ...trpc.notification.list.queryOptions({}),
    enabled: !!user,
    staleTime: 10_000,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Makes the bell ask again, after an action that adds a notification. */
export function useInvalidateNotifications(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const queryKey = trpc.notification.list.queryKey();
    // A first load still on its way may have read before the action; invalidating alone would
    // join it (TanStack reuses a running fetch of a query without data), so start over.
    await queryClient.cancelQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey });
  }, [queryClient, trpc]);
}

/** The cached list with `ids` (or all, when null) shown as read at once. */
function markedRead(list: NotificationList, ids: readonly string[] | null): NotificationList {
  const now = new Date();
  let unreadCount = list.unreadCount;
  const items = list.items.map((item) => {
    if (item.readAt || (ids && !ids.includes(item.id))) return item;
    unreadCount -= 1;
    return { ...item, readAt: now };
  });
  return { ...list, items, unreadCount: ids ? Math.max(0, unreadCount) : 0 };
}

/**
 * Marking read, one or all: the bell updates at once (optimistically) and then reloads from the
 * server, which also corrects it if the call failed.
 */
export function useMarkNotificationsRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.notification.list.queryKey({});
  const showAsRead = (ids: readonly string[] | null) => {
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<NotificationList>(queryKey, (list) =>
      list ? markedRead(list, ids) : list,
    );
  };
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.notification.list.queryKey() });
  const markRead = useMutation(
    trpc.notification.markRead.mutationOptions({
      onMutate: ({ ids }) => showAsRead(ids),
      onError: () => toast.error(PLAN_LIST_ERRORS.markReadFailed),
      onSettled: refresh,
    }),
  );
  const markAllRead = useMutation(
    trpc.notification.markAllRead.mutationOptions({
      onMutate: () => showAsRead(null),
      onError: () => toast.error(PLAN_LIST_ERRORS.markReadFailed),
      onSettled: refresh,
    }),
  );
  return { markRead, markAllRead };
}
