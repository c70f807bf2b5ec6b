import { Skeleton } from "@/components/ui/skeleton";

/** The plan page's shape while it loads: title, summary, the bar, the navigation, sections. */
export function PlanEditorSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 pt-6 pb-24 sm:px-6"
      role="status"
      aria-label="Loading the plan"
    >
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="mt-3 h-5 w-1/2" />
      <Skeleton className="mt-6 h-10 w-full" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="hidden space-y-2 lg:block">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-7" />
          ))}
        </div>
        <div className="space-y-10">
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className="space-y-3">
              <Skeleton className="h-7 w-48" />
              <Skeleton className="h-40 w-full" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
