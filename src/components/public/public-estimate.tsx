import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import type { PublishedEstimate } from "@/lib/publishing/snapshot";

/** An amount in minor units as money ("$12,500.00"); an unknown currency code is shown as is. */
export function formatEstimate(estimate: PublishedEstimate): string {
  try {
    const format = new Intl.NumberFormat("en", { style: "currency", currency: estimate.currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(estimate.amountMinor / 10 ** digits);
  } catch {
    return `${(estimate.amountMinor / 100).toFixed(2)} ${estimate.currency}`;
  }
}

export function PublicEstimate({ estimate }: { estimate: PublishedEstimate }) {
  return (
    <aside
      aria-label={PUBLIC_PAGE_TEXT.estimate}
      className="public-section rounded-xl border border-l-4 border-l-[var(--brand-accent)] bg-card p-5"
      data-testid="public-estimate"
    >
      <p className="text-sm font-medium text-muted-foreground">{PUBLIC_PAGE_TEXT.estimate}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight">{formatEstimate(estimate)}</p>
      {estimate.note ? <p className="mt-2 text-sm text-muted-foreground">{estimate.note}</p> : null}
    </aside>
  );
}
