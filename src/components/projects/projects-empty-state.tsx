import { FilePlus2, SearchX, Trash2 } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { TRASH_RETENTION_DAYS } from "@/lib/plans/plan-schemas";

/** Why the list is empty, which decides what the empty state says and offers. */
export type EmptyReason = "no-plans" | "no-results" | "empty-trash";

function EmptyFrame({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: typeof SearchX;
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** The list with nothing in it: no plans yet, nothing matching, or an empty trash. */
export function ProjectsEmptyState({
  reason,
  onClearFilters,
}: {
  reason: EmptyReason;
  onClearFilters(): void;
}) {
  if (reason === "no-results") {
    return (
      <EmptyFrame
        icon={SearchX}
        title="No plans match"
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        Nothing here fits this search and these filters. Try other words, or clear them.
      </EmptyFrame>
    );
  }
  if (reason === "empty-trash") {
    return (
      <EmptyFrame icon={Trash2} title="The Trash is empty">
        Plans you delete wait here for {TRASH_RETENTION_DAYS} days before they are deleted for good,
        so you can change your mind.
      </EmptyFrame>
    );
  }
  return (
    <EmptyFrame
      icon={FilePlus2}
      title="No plans yet"
      action={
        <Button asChild>
          <Link href="/create-plan">Create your first plan</Link>
        </Button>
      }
    >
      Your project plans will be listed here, ready to search, sort and share.
    </EmptyFrame>
  );
}
