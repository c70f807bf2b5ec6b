import { ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { findCreditPack, formatCredits, formatMoney } from "@/lib/credits/credit-packs";
import type { PaymentStatus } from "@/lib/credits/credit-rules";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { cn } from "@/lib/cn";
import {
  ADMIN_TABLE_HEAD as HEAD,
  ADMIN_TABLE_NUMBER as NUMBER,
  AdminAccountCell,
  AdminDateCell,
} from "./admin-table-cells";

export interface AdminPaymentRow {
  id: string;
  userEmail: string | null;
  packId: string;
  credits: number;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  refundedCents: number;
  creditsRevoked: number;
  creditShortfall: number;
  createdAt: Date;
  stripeDashboardUrl: string | null;
}

const STATUS_STYLE: Record<PaymentStatus, string> = {
  paid: "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200",
  partially_refunded: "",
  refunded: "",
  disputed: "border-transparent bg-destructive/15 text-destructive",
};

/** The payments of /admin/payments; a shortfall stands out, with its meaning on hover and for screen readers. */
export function PaymentsTable({ payments }: { payments: readonly AdminPaymentRow[] }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm" data-testid="admin-payments">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className={HEAD}>Date</th>
            <th className={HEAD}>User</th>
            <th className={HEAD}>Pack</th>
            <th className={cn(HEAD, "text-right")}>Credits</th>
            <th className={cn(HEAD, "text-right")}>Amount</th>
            <th className={cn(HEAD, "text-right")}>Refunded</th>
            <th className={cn(HEAD, "text-right")}>Credits taken back</th>
            <th className={cn(HEAD, "text-right")} title={ADMIN_TEXT.shortfallExplained}>
              Shortfall
            </th>
            <th className={HEAD}>Status</th>
            <th className={HEAD}>
              <span className="sr-only">Stripe</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-t" data-payment-id={payment.id}>
              <AdminDateCell at={payment.createdAt} />
              <AdminAccountCell email={payment.userEmail} />
              <td className="px-3 py-2 whitespace-nowrap">
                {findCreditPack(payment.packId)?.name ?? payment.packId}
              </td>
              <td className={NUMBER}>{payment.credits.toLocaleString("en-US")}</td>
              <td className={NUMBER}>{formatMoney(payment.amountCents, payment.currency)}</td>
              <td className={NUMBER}>
                {payment.refundedCents > 0
                  ? formatMoney(payment.refundedCents, payment.currency)
                  : "—"}
              </td>
              <td className={NUMBER}>
                {payment.creditsRevoked > 0 ? payment.creditsRevoked.toLocaleString("en-US") : "—"}
              </td>
              {payment.creditShortfall > 0 ? (
                <td
                  className={cn(
                    NUMBER,
                    "bg-amber-500/15 font-semibold text-amber-900 dark:text-amber-200",
                  )}
                  title={ADMIN_TEXT.shortfallExplained}
                  data-testid="shortfall"
                >
                  {formatCredits(payment.creditShortfall)}
                  <span className="sr-only"> — {ADMIN_TEXT.shortfallExplained}</span>
                </td>
              ) : (
                <td className={NUMBER}>—</td>
              )}
              <td className="px-3 py-2">
                <Badge variant="outline" className={STATUS_STYLE[payment.status]}>
                  {ADMIN_TEXT.paymentStatus[payment.status]}
                </Badge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {payment.stripeDashboardUrl ? (
                  <a
                    href={payment.stripeDashboardUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  >
                    Stripe <ExternalLink className="size-3.5" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
