"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { SettingsCard } from "@/components/settings/settings-card";
import { Badge } from "@/components/ui/badge";
import { LoadError } from "@/components/ui/load-error";
import { RelativeTime } from "@/components/ui/relative-time";
import { cn } from "@/lib/cn";
import { findCreditPack, formatCredits, formatMoney } from "@/lib/credits/credit-packs";
import type { PaymentStatus } from "@/lib/credits/credit-rules";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { useTRPC } from "@/trpc/react";
import { cellClass, HistoryTable, narrowOnlyClass, wideOnlyClass } from "./history-table";
import { HistorySkeleton, Pager } from "./pager";

const STATUS_STYLE: Record<PaymentStatus, string> = {
  paid: "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200",
  partially_refunded:
    "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200",
  refunded: "border-transparent bg-secondary text-secondary-foreground",
  disputed: "border-transparent bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200",
};

const HEADERS = [
  { label: "Date" },
  { label: "Pack" },
  { label: "Credits", align: "end", wideOnly: true },
  { label: "Amount", align: "end" },
  { label: "Status" },
  { label: "Receipt" },
] as const;

/** The user's purchases, newest first, with their status and Stripe's receipt. */
export function PaymentHistory() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const payments = useQuery({
    ...trpc.credits.payments.queryOptions({ page }),
    placeholderData: keepPreviousData,
  });
  return (
    <SettingsCard title="Payment history" description="Credit packs you bought, with receipts.">
      {/* Data first: a failed refresh or page change keeps the rows shown, with the error. */}
      {payments.isError ? (
        <div className={payments.data ? "mb-4" : undefined}>
          <LoadError
            message={CREDITS_TEXT.paymentsLoadFailed}
            onRetry={() => void payments.refetch()}
            retrying={payments.isFetching}
          />
        </div>
      ) : null}
      {!payments.data ? (
        payments.isError ? null : (
          <HistorySkeleton label="Loading payment history" />
        )
      ) : payments.data.total === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="payments-empty">
          {CREDITS_TEXT.noPayments}
        </p>
      ) : (
        <>
          <HistoryTable caption="Payment history" headers={HEADERS}>
            {payments.data.items.map((payment) => (
              <tr key={payment.id} data-testid="payment-row">
                <td className={cn(cellClass, "whitespace-nowrap")}>
                  <RelativeTime date={payment.createdAt} />
                </td>
                <td className={cellClass}>
                  {findCreditPack(payment.packId)?.name ?? payment.packId}
                  <span className={narrowOnlyClass}>{formatCredits(payment.credits)}</span>
                </td>
                <td className={cn(cellClass, wideOnlyClass, "text-right tabular-nums")}>
                  {formatCredits(payment.credits)}
                </td>
                <td className={cn(cellClass, "text-right tabular-nums")}>
                  {formatMoney(payment.amountCents, payment.currency)}
                  {payment.refundedCents > 0 ? (
                    <span className="block text-xs text-muted-foreground">
                      {formatMoney(payment.refundedCents, payment.currency)} refunded
                    </span>
                  ) : null}
                </td>
                <td className={cellClass}>
                  <Badge className={STATUS_STYLE[payment.status]}>
                    {CREDITS_TEXT.statusLabels[payment.status]}
                  </Badge>
                </td>
                <td className={cellClass}>
                  {payment.receiptUrl ? (
                    <a
                      href={payment.receiptUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                    >
                      Receipt
                      <ExternalLink className="size-3.5" aria-hidden />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </td>
              </tr>
            ))}
          </HistoryTable>
          <Pager
            label="Payment history pages"
            page={payments.data.page}
            pageCount={payments.data.pageCount}
            busy={payments.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </SettingsCard>
  );
}
