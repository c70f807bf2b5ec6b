import { Skeleton } from "@/components/ui/skeleton";

/** The conversation while it loads. */
export function ChatSkeleton() {
  return (
    <div className="flex h-full flex-col gap-5 p-4" aria-hidden>
      <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-16 w-5/6" />
      <div className="mt-auto">
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    </div>
  );
}
