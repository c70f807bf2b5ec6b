import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Previous / next for a paginated admin table, with where the reader is. */
export function PageControls({
  label,
  page,
  pageCount,
  total,
  onPage,
}: {
  /** What the pages hold, for screen readers ("Ledger pages"). */
  label: string;
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-3 text-sm">
      <p className="text-muted-foreground">
        Page {page} of {pageCount} · {total.toLocaleString("en-US")} in all
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
