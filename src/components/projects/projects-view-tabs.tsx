"use client";

import { FolderKanban, Trash2 } from "lucide-react";
import { cn } from "@/lib/cn";
import type { PlanListView } from "@/lib/plans/plan-schemas";

const VIEWS = [
  { view: "active", label: "Plans", icon: FolderKanban },
  { view: "trash", label: "Trash", icon: Trash2 },
] as const;

/**
 * Plans or Trash. Links, not tabs: each view has its own URL, so it can be bookmarked and back
 * returns to the other one.
 */
export function ProjectsViewTabs({
  view,
  hrefFor,
  onSelect,
}: {
  view: PlanListView;
  hrefFor(view: PlanListView): string;
  onSelect(view: PlanListView): void;
}) {
  return (
    <nav aria-label="Plans or Trash" className="border-b">
      <ul className="-mb-px flex gap-1">
        {VIEWS.map(({ view: target, label, icon: Icon }) => (
          <li key={target}>
            <a
              href={hrefFor(target)}
              aria-current={view === target ? "page" : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onSelect(target);
              }}
              className={cn(
                "flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                view === target && "border-primary text-foreground",
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
