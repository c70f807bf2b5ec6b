"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SettingsCard } from "@/components/settings/settings-card";
import { LoadError } from "@/components/ui/load-error";
import { RelativeTime } from "@/components/ui/relative-time";
import { cn } from "@/lib/cn";
import { formatSignedCredits } from "@/lib/credits/credit-display";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { useTRPC } from "@/trpc/react";
import { cellClass, HistoryTable, narrowOnlyClass, wideOnlyClass } from "./history-table";
import { HistorySkeleton, Pager } from "./pager";

const HEADERS = [
  { label: "Date" },
  { label: "What for" },
  { label: "Kind", wideOnly: true },
  { label: "Credits", align: "end" },
  { label: "Balance after", align: "end" },
] as const;

/** Every movement of the user's credits, newest first: what it was for and what it left. */
export function LedgerHistory() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    ...trpc.credits.ledger.queryOptions({ page }),
    placeholderData: keepPreviousData,
  });
  return (
    <SettingsCard
      title="Credit history"
      description="Every credit added or spent, and what it was for."
    >
      {/* Data first: a failed refresh or page change keeps the rows shown, with the error. */}
      {ledger.isError ? (
        <div className={ledger.data ? "mb-4" : undefined}>
          <LoadError
            message={CREDITS_TEXT.ledgerLoadFailed}
            onRetry={() => void ledger.refetch()}
            retrying={ledger.isFetching}
          />
        </div>
      ) : null}
      {!ledger.data ? (
        ledger.isError ? null : (
          <HistorySkeleton label="Loading credit history" />
        )
      ) : ledger.data.total === 0 ? (
        <p className="text-sm text-muted-foreground">{CREDITS_TEXT.noLedger}</p>
      ) : (
        <>
          <HistoryTable caption="Credit history" headers={HEADERS}>
            {ledger.data.items.map((entry) => (
              <tr key={entry.id} data-testid="ledger-row">
                <td className={cn(cellClass, "whitespace-nowrap")}>
                  <RelativeTime date={entry.createdAt} />
                </td>
                <td className={cellClass}>
                  {entry.description}
                  <span className={narrowOnlyClass}>{CREDITS_TEXT.kindLabels[entry.kind]}</span>
                </td>
                <td
                  className={cn(
                    cellClass,
                    wideOnlyClass,
                    "whitespace-nowrap text-muted-foreground",
                  )}
                >
                  {CREDITS_TEXT.kindLabels[entry.kind]}
                </td>
                <td
                  className={cn(
                    cellClass,
                    "text-right font-medium whitespace-nowrap tabular-nums",
                    entry.amount > 0 && "text-emerald-700 dark:text-emerald-400",
                  )}
                >
                  {formatSignedCredits(entry.amount)}
                </td>
                <td className={cn(cellClass, "text-right tabular-nums")}>
                  {entry.balanceAfter.toLocaleString("en-US")}
                </td>
              </tr>
            ))}
          </HistoryTable>
          <Pager
            label="Credit history pages"
            page={ledger.data.page}
            pageCount={ledger.data.pageCount}
            busy={ledger.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </SettingsCard>
  );
}
