"use client";

import { usePathname } from "next/navigation";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { HeaderBar, HeaderNav, type NavLink } from "./header-bar";
import { UserMenu } from "./user-menu";

const APP_LINKS: readonly NavLink[] = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/all-projects", label: "All projects" },
  { href: "/ai", label: "AI assistant" },
  { href: "/settings", label: "Settings" },
];

/** The app link whose section the path is in (`/settings/profile` → `/settings`). */
function currentAppLink(pathname: string | null): string | null {
  if (!pathname) return null;
  return (
    APP_LINKS.find((link) => pathname === link.href || pathname.startsWith(`${link.href}/`))
      ?.href ?? null
  );
}

/** The bar on top of signed-in pages: the app's sections, the notifications and the user menu. */
export function AppHeader() {
  const pathname = usePathname();
  return (
    <HeaderBar
      logoHref="/dashboard"
      actions={
        <>
          <NotificationBell />
          <UserMenu />
        </>
      }
    >
      <HeaderNav
        label="App"
        links={APP_LINKS}
        className="sm:flex"
        currentHref={currentAppLink(pathname)}
      />
    </HeaderBar>
  );
}
