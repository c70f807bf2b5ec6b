import { Skeleton } from "@/components/ui/skeleton";

/** While the print view is read: a blank sheet (not the editor's skeleton). */
export default function PrintLoading() {
  return (
    <div className="mx-auto mt-6 max-w-3xl space-y-4 px-4" aria-busy>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-5/6" />
    </div>
  );
}
