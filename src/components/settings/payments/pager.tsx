"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Previous / next for a paginated list, with where the reader is; nothing for a single page. */
export function Pager({
  label,
  page,
  pageCount,
  busy,
  onPage,
}: {
  /** What is paged, for screen readers: "Payment history pages". */
  label: string;
  page: number;
  pageCount: number;
  busy: boolean;
  onPage(page: number): void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <p className="text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= pageCount || busy}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/** Rows of grey bars while a history loads. */
export function HistorySkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-2" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-10 w-full animate-pulse rounded-md bg-muted" aria-hidden />
      ))}
    </div>
  );
}
