"use client";

import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { PlanListParams } from "@/lib/plans/list-params";
import { ProjectsFilters } from "./projects-filters";
import { ProjectsSearchField } from "./projects-search-field";
import type { HistoryMode } from "./use-plan-list-params";

/**
 * Search, then the filters and sort. On a phone the filters fold away behind a "Filters" button
 * (with the number of active ones), so the plans start on the first screen.
 */
export function ProjectsToolbar({
  params,
  onChange,
}: {
  params: PlanListParams;
  onChange(change: Partial<PlanListParams>, history?: HistoryMode): void;
}) {
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [params.status, params.visibility, params.source].filter(Boolean).length;
  return (
    <div className="grid gap-4">
      <div className="flex gap-2">
        <ProjectsSearchField
          label={params.view === "trash" ? "Search the Trash" : "Search your plans"}
          value={params.q}
          // Typing replaces the history entry, so back does not step through every letter.
          onSearch={(q) => onChange({ q }, "replace")}
        />
        <Button
          variant="outline"
          className="h-10 sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden />
          Filters
          {activeFilters > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {activeFilters}
            </span>
          ) : null}
        </Button>
      </div>
      <div id={filtersId} className={cn(!filtersOpen && "hidden sm:block")}>
        <ProjectsFilters params={params} onChange={(change) => onChange(change)} />
      </div>
    </div>
  );
}
