import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { SETTINGS_SECTIONS } from "./settings-sections";

/** /settings: every section with what it holds. */
export function SettingsIndex() {
  return (
    <ul className="grid gap-3" aria-label="Settings sections">
      {SETTINGS_SECTIONS.map(({ href, label, description, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className="group flex items-center gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{label}</span>
              <span className="block text-sm text-muted-foreground">{description}</span>
            </span>
            <ChevronRight
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
