import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder rows while the first page of plans loads. */
export function ProjectsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div
      className="overflow-hidden rounded-xl border bg-card"
      aria-busy="true"
      aria-label="Loading plans"
      role="status"
    >
      <div className="border-b bg-muted/40 px-4 py-3">
        <Skeleton className="h-3 w-32" />
      </div>
      <div className="divide-y">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex items-center gap-4 px-4 py-4">
            <Skeleton className="size-4 shrink-0" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-3/5" />
            </div>
            <Skeleton className="hidden h-5 w-16 rounded-full sm:block" />
            <Skeleton className="hidden h-4 w-20 md:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
