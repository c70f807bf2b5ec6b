"use client";

import { Bell } from "lucide-react";
import { useState } from "react";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { NotificationPanel } from "./notification-panel";
import { useNotifications } from "./use-notifications";

/** "Notifications" or "Notifications, 2 unread": the bell's name for screen readers. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** The header's bell: the unread count on it, the latest notifications in a panel below it. */
export function NotificationBell() {
  const { user } = useAuthSession();
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const unread = notifications.data?.unreadCount ?? 0;
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void notifications.refetch();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={bellLabel(unread)}
          data-testid="notification-bell"
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
            >
              {unread > 9 ? "9+" : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
        aria-label="Notifications"
      >
        <NotificationPanel query={notifications} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
