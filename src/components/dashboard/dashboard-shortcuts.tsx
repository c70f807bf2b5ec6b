import { FolderKanban, Palette, Settings, Trash2 } from "lucide-react";
import Link from "next/link";
import { planListHref } from "@/lib/plans/list-params";

const SHORTCUTS = [
  {
    href: planListHref(),
    label: "All projects",
    hint: "Search, sort, tidy up",
    icon: FolderKanban,
  },
  {
    href: planListHref({ view: "trash" }),
    label: "Trash",
    hint: "Restore deleted plans",
    icon: Trash2,
  },
  {
    href: "/settings/plan-customization",
    label: "Plan customization",
    hint: "Default sections, branding",
    icon: Palette,
  },
  { href: "/settings", label: "Settings", hint: "Profile, username, password", icon: Settings },
] as const;

/** The places a person goes to from the dashboard, one click away. */
export function DashboardShortcuts() {
  return (
    <nav aria-label="Shortcuts">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SHORTCUTS.map(({ href, label, hint, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full items-center gap-3 rounded-lg border p-3 transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium">{label}</span>
                <span className="hidden truncate text-xs text-muted-foreground sm:block">
                  {hint}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
