"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { effectivePlanListSort, type PlanListParams } from "@/lib/plans/list-params";
import {
  PLAN_SOURCES,
  PLAN_STATUSES,
  PLAN_VISIBILITIES,
  type PlanSource,
  type PlanStatus,
  type PlanVisibility,
} from "@/lib/plans/plan-rules";
import { PLAN_LIST_SORTS, type PlanListSort, type SortOrder } from "@/lib/plans/plan-schemas";
import {
  PLAN_SORT_LABELS,
  PLAN_SOURCE_LABELS,
  PLAN_STATUS_LABELS,
  PLAN_VISIBILITY_LABELS,
} from "./plan-labels";

/** A labelled select; `""` is its "any" option. */
function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T | "";
  options: readonly { value: T | ""; label: string }[];
  onChange(value: T | ""): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T | "")}
        disabled={disabled}
        className="[&_select]:h-9"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function choices<T extends string>(values: readonly T[], labels: Record<T, string>, any: string) {
  return [
    { value: "" as const, label: any },
    ...values.map((value) => ({ value, label: labels[value] })),
  ];
}

/** "Newest first" / "Oldest first" for dates, "A to Z" / "Z to A" for titles; none for best match. */
function orderChoices(sort: PlanListSort | "relevance"): { value: SortOrder; label: string }[] {
  if (sort === "relevance") return [{ value: "desc", label: "Best first" }];
  return sort === "title"
    ? [
        { value: "asc", label: "A to Z" },
        { value: "desc", label: "Z to A" },
      ]
    : [
        { value: "desc", label: "Newest first" },
        { value: "asc", label: "Oldest first" },
      ];
}

/** Status, visibility and source filters, then sort and order. */
export function ProjectsFilters({
  params,
  onChange,
}: {
  params: PlanListParams;
  onChange(change: Partial<PlanListParams>): void;
}) {
  const sort = effectivePlanListSort(params);
  const sortChoices = [
    // Best match exists only while searching; it is what an unsorted search gets.
    ...(params.q.trim() ? [{ value: "" as const, label: "Best match" }] : []),
    ...PLAN_LIST_SORTS.map((value) => ({ value, label: PLAN_SORT_LABELS[value] })),
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <FilterSelect<PlanStatus>
        label="Status"
        value={params.status ?? ""}
        options={choices(PLAN_STATUSES, PLAN_STATUS_LABELS, "Any status")}
        onChange={(status) => onChange({ status: status || null })}
      />
      <FilterSelect<PlanVisibility>
        label="Visibility"
        value={params.visibility ?? ""}
        options={choices(PLAN_VISIBILITIES, PLAN_VISIBILITY_LABELS, "Any visibility")}
        onChange={(visibility) => onChange({ visibility: visibility || null })}
      />
      <FilterSelect<PlanSource>
        label="Source"
        value={params.source ?? ""}
        options={choices(PLAN_SOURCES, PLAN_SOURCE_LABELS, "Any source")}
        onChange={(source) => onChange({ source: source || null })}
      />
      <FilterSelect<PlanListSort>
        label="Sort by"
        value={sort === "relevance" ? "" : sort}
        options={sortChoices}
        onChange={(chosen) => onChange({ sort: chosen || null })}
      />
      <FilterSelect<SortOrder>
        label="Order"
        value={sort === "relevance" ? "desc" : params.order}
        options={orderChoices(sort)}
        disabled={sort === "relevance"}
        onChange={(order) => {
          if (order && sort !== "relevance") onChange({ sort, order });
        }}
      />
    </div>
  );
}
