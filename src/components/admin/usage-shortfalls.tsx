"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCredits } from "@/lib/credits/credit-packs";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { cn } from "@/lib/cn";
import {
  ADMIN_TABLE_HEAD as HEAD,
  ADMIN_TABLE_NUMBER as NUMBER,
  AdminAccountCell,
  AdminDateCell,
} from "./admin-table-cells";
import { useTRPC } from "@/trpc/react";
import { readApiError } from "@/components/settings/api-error";
import { PageControls } from "./page-controls";

/**
 * /admin/payments, below the payments: AI answers whose reported usage cost more than their
 * hold. The user paid the hold; the shortfall is what the estimate missed, newest first.
 */
export function UsageShortfalls() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.admin.usageShortfalls.queryOptions({ page }),
    placeholderData: keepPreviousData,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ADMIN_TEXT.usageShortfallsTitle}</CardTitle>
        <CardDescription>{ADMIN_TEXT.usageShortfallExplained}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.isError ? (
          <Alert tone="error">{readApiError(list.error).message ?? ADMIN_TEXT.loadFailed}</Alert>
        ) : null}
        {list.isPending ? <Skeleton className="h-24 w-full" /> : null}
        {list.data && list.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{ADMIN_TEXT.noUsageShortfalls}</p>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm" data-testid="admin-usage-shortfalls">
              <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                <tr>
                  <th className={HEAD}>Date</th>
                  <th className={HEAD}>User</th>
                  <th className={HEAD}>Model</th>
                  <th className={HEAD}>Generation</th>
                  <th className={cn(HEAD, "text-right")}>Charged (the hold)</th>
                  <th className={cn(HEAD, "text-right")}>Usage cost</th>
                  <th className={cn(HEAD, "text-right")} title={ADMIN_TEXT.usageShortfallExplained}>
                    Shortfall
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((row) => (
                  <tr key={row.id} className="border-t" data-shortfall-id={row.id}>
                    <AdminDateCell at={row.createdAt} />
                    <AdminAccountCell email={row.userEmail} />
                    <td className="px-3 py-2 whitespace-nowrap">{row.modelId ?? "—"}</td>
                    <td className="px-3 py-2 font-mono text-xs">{row.referenceId}</td>
                    <td className={NUMBER}>{formatCredits(row.charged)}</td>
                    <td className={NUMBER}>{formatCredits(row.cost)}</td>
                    <td
                      className={cn(
                        NUMBER,
                        "bg-amber-500/15 font-semibold text-amber-900 dark:text-amber-200",
                      )}
                    >
                      {formatCredits(row.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {list.data ? (
          <PageControls
            label="Usage shortfall pages"
            page={list.data.page}
            pageCount={list.data.pageCount}
            total={list.data.total}
            onPage={setPage}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
