import { ArrowRight, FileText } from "lucide-react";
import Link from "next/link";
import { PlanBadges } from "@/components/projects/plan-badges";
import type { PlanListItem } from "@/components/projects/plan-list-types";
import { Card } from "@/components/ui/card";
import { RelativeTime } from "@/components/ui/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { DEFAULT_PLAN_LIST_PARAMS, planListHref, planListInput } from "@/lib/plans/list-params";

/** The dashboard asks for the ten latest plans (one small page) and shows this many of them. */
export const RECENT_PLANS_INPUT = planListInput({ ...DEFAULT_PLAN_LIST_PARAMS, size: 10 });
export const RECENT_PLANS_SHOWN = 6;

function sectionsLabel(count: number): string {
  return `${count} ${count === 1 ? "section" : "sections"}`;
}

/** One plan as a card: badges, title (the link), a bit of its summary, when it last changed. */
function RecentPlanCard({ plan }: { plan: PlanListItem }) {
  return (
    <Card className="relative flex h-full flex-col transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:border-primary/40 hover:bg-accent/30">
      <div className="grid flex-1 content-start gap-2.5 p-5">
        <PlanBadges status={plan.status} visibility={plan.visibility} />
        <h3 className="text-base leading-snug font-semibold break-words">
          <Link href={`/plan/${plan.id}`} className="outline-none after:absolute after:inset-0">
            {plan.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">
          {plan.summary || "No description yet."}
        </p>
      </div>
      <div className="flex items-center justify-between gap-2 border-t px-5 py-3 text-xs text-muted-foreground">
        <RelativeTime date={plan.updatedAt} prefix="Updated" />
        <span className="flex items-center gap-1">
          <FileText className="size-3.5" aria-hidden />
          {sectionsLabel(plan.sectionCount)}
        </span>
      </div>
    </Card>
  );
}

/** The latest plans as cards, and the way to the whole list. */
export function RecentPlans({ items, total }: { items: readonly PlanListItem[]; total: number }) {
  return (
    <section aria-labelledby="recent-plans-heading" className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recent-plans-heading" className="text-lg font-semibold">
          Recently updated
        </h2>
        <Link
          href={planListHref()}
          className="flex items-center gap-1 text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {total > RECENT_PLANS_SHOWN ? `View all ${total} plans` : "View all plans"}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.slice(0, RECENT_PLANS_SHOWN).map((plan) => (
          <li key={plan.id}>
            <RecentPlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RecentPlansSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading your plans">
      <Skeleton className="h-10 w-full rounded-md" />
      <Skeleton className="mt-2 h-6 w-44" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, card) => (
          <div key={card} className="grid gap-3 rounded-xl border p-5">
            <Skeleton className="h-5 w-32 rounded-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
