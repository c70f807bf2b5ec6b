"use client";

import { BellOff, CheckCheck, RotateCw } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { PLAN_LIST_ERRORS } from "@/lib/errors/plans";
import {
  useMarkNotificationsRead,
  type NotificationItem,
  type useNotifications,
} from "./use-notifications";

/** The bell's panel: a heading with "Mark all as read", then the notifications, newest first. */
export function NotificationPanel({
  query,
  onNavigate,
}: {
  query: ReturnType<typeof useNotifications>;
  /** Called when a notification's link is followed, so the panel can close. */
  onNavigate(): void;
}) {
  const { markRead, markAllRead } = useMarkNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;
  return (
    <div className="grid">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 h-7 px-2 text-xs"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          <CheckCheck aria-hidden />
          Mark all as read
        </Button>
      </div>
      <div className="max-h-[min(28rem,70dvh)] overflow-y-auto">
        {query.isPending ? (
          <NotificationsSkeleton />
        ) : query.isError ? (
          <div className="grid justify-items-start gap-2 px-4 py-6 text-sm" role="alert">
            <p className="text-destructive">{PLAN_LIST_ERRORS.notificationsLoadFailed}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              <RotateCw className={cn(query.isFetching && "animate-spin")} aria-hidden />
              Try again
            </Button>
          </div>
        ) : query.data.items.length === 0 ? (
          <div className="grid justify-items-center gap-2 px-4 py-10 text-center">
            <BellOff className="size-6 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">You are all caught up</p>
            <p className="text-xs text-muted-foreground">News about your plans will show here.</p>
          </div>
        ) : (
          <ul className="divide-y" aria-label="Latest notifications">
            {query.data.items.map((item) => (
              <li key={item.id}>
                <NotificationEntry
                  item={item}
                  onOpen={() => {
                    if (!item.readAt) markRead.mutate({ ids: [item.id] });
                    if (item.link) onNavigate();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** One notification: a link when it leads somewhere, else a button that marks it read. */
function NotificationEntry({ item, onOpen }: { item: NotificationItem; onOpen(): void }) {
  const unread = !item.readAt;
  const className =
    "flex w-full gap-3 px-4 py-3 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset";
  const content = (
    <>
      <span
        aria-hidden
        className={cn(
          "mt-1.5 size-2 shrink-0 rounded-full",
          unread ? "bg-primary" : "bg-transparent",
        )}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn("text-sm break-words", unread ? "font-semibold" : "font-medium")}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {item.title}
        </span>
        {item.body ? (
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">
            {item.body}
          </span>
        ) : null}
        <RelativeTime date={item.createdAt} className="text-xs text-muted-foreground" />
      </span>
    </>
  );
  if (item.link) {
    return (
      <Link href={item.link} className={className} onClick={onOpen}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onOpen}>
      {content}
    </button>
  );
}

function NotificationsSkeleton() {
  return (
    <div className="grid gap-4 px-4 py-4" aria-busy="true" aria-label="Loading notifications">
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-1.5 pl-5">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
