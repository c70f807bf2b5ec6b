"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import Link from "next/link";
import { Checkbox } from "@/components/ui/checkbox";
import { RelativeTime } from "@/components/ui/relative-time";
import { cn } from "@/lib/cn";
import { effectivePlanListSort, type PlanListParams } from "@/lib/plans/list-params";
import type { PlanListSort } from "@/lib/plans/plan-schemas";
import { HighlightedText } from "./highlighted-text";
import { PlanStatusBadge, PlanVisibilityBadge } from "./plan-badges";
import { planSourceLabel } from "./plan-labels";
import type { PlanListItem } from "./plan-list-types";
import { PlanRowActions, TrashRowActions, type PlanRowHandlers } from "./plan-row-actions";
import { purgeCountdownLabel } from "./trash-countdown";
import type { useRowSelection } from "./use-row-selection";

export interface PlanCollectionProps {
  items: readonly PlanListItem[];
  params: PlanListParams;
  selection: ReturnType<typeof useRowSelection>;
  handlers: PlanRowHandlers;
  busy: boolean;
  onSort(sort: PlanListSort): void;
}

/** The column header of a sortable column: a button that sorts by it, or flips the order. */
function SortableHeader({
  label,
  sort,
  params,
  onSort,
  className,
}: {
  label: string;
  sort: PlanListSort;
  params: PlanListParams;
  onSort(sort: PlanListSort): void;
  className?: string;
}) {
  const active = effectivePlanListSort(params) === sort;
  const Icon = !active ? ArrowUpDown : params.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={cn("px-3 py-2 font-medium", className)}
      aria-sort={active ? (params.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {label}
        <Icon className={cn("size-3.5", !active && "opacity-50")} aria-hidden />
      </button>
    </th>
  );
}

/** The plans as a table, for wide screens: selection, title, facts, dates, actions. */
export function PlansTable({
  items,
  params,
  selection,
  handlers,
  busy,
  onSort,
}: PlanCollectionProps) {
  const trash = params.view === "trash";
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{trash ? "Plans in the Trash" : "Your plans"}</caption>
        <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-11 py-2 pl-4">
              <Checkbox
                aria-label="Select all plans on this page"
                checked={selection.headerState}
                onCheckedChange={(checked) => selection.toggleAll(checked === true)}
                disabled={items.length === 0}
              />
            </th>
            <SortableHeader label="Title" sort="title" params={params} onSort={onSort} />
            {trash ? (
              <>
                <th scope="col" className="w-32 px-3 py-2 font-medium">
                  Deleted
                </th>
                <th scope="col" className="w-60 px-3 py-2 font-medium">
                  Time left
                </th>
              </>
            ) : (
              <>
                <th scope="col" className="w-28 px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="w-28 px-3 py-2 font-medium">
                  Visibility
                </th>
                <th scope="col" className="hidden w-28 px-3 py-2 font-medium xl:table-cell">
                  Source
                </th>
                <SortableHeader
                  label="Updated"
                  sort="updated"
                  params={params}
                  onSort={onSort}
                  className="w-36"
                />
                <SortableHeader
                  label="Created"
                  sort="created"
                  params={params}
                  onSort={onSort}
                  className="hidden w-36 lg:table-cell"
                />
              </>
            )}
            <th scope="col" className={trash ? "w-40 py-2 pr-4" : "w-14 py-2 pr-4"}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={cn("divide-y transition-opacity", busy && "opacity-60")}>
          {items.map((plan) => (
            <tr
              key={plan.id}
              className={cn(
                "transition-colors hover:bg-muted/40",
                selection.isSelected(plan.id) && "bg-primary/5 hover:bg-primary/10",
              )}
            >
              <td className="py-3 pl-4 align-top">
                <Checkbox
                  className="mt-0.5"
                  aria-label={`Select ${plan.title}`}
                  checked={selection.isSelected(plan.id)}
                  onCheckedChange={(checked) => selection.toggle(plan.id, checked === true)}
                />
              </td>
              <td className="min-w-0 px-3 py-3 align-top">
                <PlanTitleCell plan={plan} params={params} />
              </td>
              {trash ? (
                <>
                  <td className="px-3 py-3 align-top text-muted-foreground">
                    {plan.deletedAt ? <RelativeTime date={plan.deletedAt} /> : null}
                  </td>
                  <td className="px-3 py-3 align-top text-muted-foreground">
                    {plan.deletedAt ? purgeCountdownLabel(plan.deletedAt) : null}
                  </td>
                </>
              ) : (
                <>
                  <td className="px-3 py-3 align-top">
                    <PlanStatusBadge status={plan.status} />
                  </td>
                  <td className="px-3 py-3 align-top">
                    <PlanVisibilityBadge visibility={plan.visibility} />
                  </td>
                  <td className="hidden px-3 py-3 align-top text-muted-foreground xl:table-cell">
                    {planSourceLabel(plan.source)}
                  </td>
                  <td className="px-3 py-3 align-top text-muted-foreground">
                    <RelativeTime date={plan.updatedAt} />
                  </td>
                  <td className="hidden px-3 py-3 align-top text-muted-foreground lg:table-cell">
                    <RelativeTime date={plan.createdAt} />
                  </td>
                </>
              )}
              <td className="py-2 pr-4 align-top">
                {trash ? (
                  <TrashRowActions plan={plan} handlers={handlers} />
                ) : (
                  <div className="flex justify-end">
                    <PlanRowActions plan={plan} handlers={handlers} />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The title (a link to the plan, unless it is in the trash) and a line of its text. */
export function PlanTitleCell({ plan, params }: { plan: PlanListItem; params: PlanListParams }) {
  const excerpt = plan.snippet ?? plan.summary;
  return (
    <div className="grid min-w-0 gap-0.5">
      {params.view === "trash" ? (
        <span className="truncate font-medium" data-testid="plan-title">
          {plan.title}
        </span>
      ) : (
        <Link
          href={`/plan/${plan.id}`}
          data-testid="plan-title"
          className="truncate font-medium outline-none hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <HighlightedText text={plan.title} query={params.q} />
        </Link>
      )}
      {excerpt ? (
        <p className="line-clamp-1 text-xs break-words text-muted-foreground">
          <HighlightedText text={excerpt} query={params.q} />
        </p>
      ) : null}
    </div>
  );
}
