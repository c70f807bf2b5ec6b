"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import { SETTINGS_SECTIONS } from "./settings-sections";

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The frame of every settings page: the title, then the sections as a side navigation on wide
 * screens and as a scrollable tab bar on narrow ones, the current one marked for screen readers.
 */
export function SettingsShell({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const tabs = useRef<HTMLUListElement>(null);
  // On a phone the tab bar scrolls sideways: bring the current section's tab into view, or a page
  // further down the list (Payments, Security) opens with its own tab off-screen.
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 md:mb-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Manage your profile, your username, your credits and payments, the security of your
          account and how your plans look.
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-10 lg:grid-cols-[14rem_minmax(0,48rem)]">
        <nav
          aria-label="Settings"
          className="-mx-4 min-w-0 border-b px-4 md:mx-0 md:border-b-0 md:px-0"
        >
          <ul
            ref={tabs}
            className="-mb-px flex gap-1 overflow-x-auto md:mb-0 md:flex-col md:overflow-visible"
          >
            {SETTINGS_SECTIONS.map(({ href, label, icon: Icon }) => {
              const active = isActive(pathname, href);
              return (
                <li key={href} className="shrink-0">
                  <Link
                    href={href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      "md:rounded-md md:border-b-0 md:py-2 md:hover:bg-accent",
                      active &&
                        "border-primary text-foreground md:bg-accent md:text-accent-foreground",
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* One column that never grows past the page: a wide table scrolls inside its card. */}
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">{children}</div>
      </div>
    </div>
  );
}
