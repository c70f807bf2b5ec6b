"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PLAN_PAGE_SIZES, type PlanPageSize } from "@/lib/plans/plan-schemas";

/** "11–20 of 42": which rows of the whole list are on screen. */
export function rangeLabel(page: number, pageSize: number, total: number): string {
  if (total === 0) return "0 of 0";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${first}–${last} of ${total}`;
}

/** Rows per page, where we are in the list, and the way to the previous and next pages. */
export function ProjectsPagination({
  page,
  pageCount,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageCount: number;
  pageSize: PlanPageSize;
  total: number;
  onPage(page: number): void;
  onPageSize(size: PlanPageSize): void;
}) {
  const sizeId = useId();
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm"
    >
      <div className="flex items-center gap-2">
        <Label htmlFor={sizeId} className="font-normal text-muted-foreground">
          Rows per page
        </Label>
        <NativeSelect
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value) as PlanPageSize)}
          className="w-20 [&_select]:h-8 [&_select]:py-1"
        >
          {PLAN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-3">
        <p className="text-muted-foreground tabular-nums" aria-live="polite">
          {rangeLabel(page, pageSize, total)}
          <span className="sr-only">
            , page {page} of {Math.max(pageCount, 1)}
          </span>
        </p>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label="Next page"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </nav>
  );
}
