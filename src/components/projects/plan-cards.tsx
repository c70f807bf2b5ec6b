"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { RelativeTime } from "@/components/ui/relative-time";
import { cn } from "@/lib/cn";
import { PlanBadges } from "./plan-badges";
import { PlanRowActions, TrashRowActions } from "./plan-row-actions";
import { PlanTitleCell, type PlanCollectionProps } from "./plans-table";
import { purgeCountdownLabel } from "./trash-countdown";

/** The plans as a stack of cards, for phones: the table's facts without its columns. */
export function PlanCards({
  items,
  params,
  selection,
  handlers,
  busy,
}: Omit<PlanCollectionProps, "onSort">) {
  const trash = params.view === "trash";
  return (
    <div className={cn("grid gap-3 transition-opacity", busy && "opacity-60")}>
      <div className="flex items-center gap-3 px-1 text-sm text-muted-foreground">
        <Checkbox
          id="select-all-cards"
          aria-label="Select all plans on this page"
          checked={selection.headerState}
          onCheckedChange={(checked) => selection.toggleAll(checked === true)}
        />
        <label htmlFor="select-all-cards" aria-hidden>
          Select all
        </label>
      </div>
      <ul className="grid gap-3" aria-label={trash ? "Plans in the Trash" : "Your plans"}>
        {items.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              "flex gap-3 rounded-xl border bg-card p-4 shadow-sm",
              selection.isSelected(plan.id) && "border-primary/50 bg-primary/5",
            )}
          >
            <Checkbox
              className="mt-1"
              aria-label={`Select ${plan.title}`}
              checked={selection.isSelected(plan.id)}
              onCheckedChange={(checked) => selection.toggle(plan.id, checked === true)}
            />
            <div className="grid min-w-0 flex-1 gap-2">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <PlanTitleCell plan={plan} params={params} />
                </div>
                {trash ? null : <PlanRowActions plan={plan} handlers={handlers} />}
              </div>
              {trash ? (
                <>
                  <p className="text-xs text-muted-foreground">
                    {plan.deletedAt ? (
                      <>
                        <RelativeTime date={plan.deletedAt} prefix="Deleted" /> ·{" "}
                        {purgeCountdownLabel(plan.deletedAt)}
                      </>
                    ) : null}
                  </p>
                  <div className="flex justify-start">
                    <TrashRowActions plan={plan} handlers={handlers} />
                  </div>
                </>
              ) : (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                  <PlanBadges status={plan.status} visibility={plan.visibility} />
                  <RelativeTime
                    date={plan.updatedAt}
                    prefix="Updated"
                    className="text-xs text-muted-foreground"
                  />
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
