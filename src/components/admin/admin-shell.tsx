"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Coins, Receipt, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

interface AdminSection {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The admin pages, in the order the navigation lists them (later issues add theirs here). */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: "/admin/credits", label: "Credits", icon: Coins },
  { href: "/admin/payments", label: "Payments", icon: Receipt },
];

/** The frame of every admin page: a title that says where you are, and the sections as tabs. */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Admin</p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Support tools</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Changes here affect real accounts and are recorded in each user&apos;s credit history.
        </p>
      </header>
      <nav aria-label="Admin" className="mb-6 border-b">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {ADMIN_SECTIONS.map(({ href, label, icon: Icon }) => {
            const active = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={href} className="shrink-0">
                <Link
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    active && "border-primary text-foreground",
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
      {/* One column that may shrink below its content's width (grid-cols-1 is minmax(0, 1fr)):
          with an auto column, a wide ledger table would widen every card past a phone screen. */}
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">{children}</div>
    </div>
  );
}
