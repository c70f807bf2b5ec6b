"use client";

import { Loader2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatPricePerCredit } from "@/lib/credits/credit-display";
import { formatCredits, formatMoney, type CreditPack } from "@/lib/credits/credit-packs";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { useStartCheckout } from "./use-start-checkout";

/**
 * The credit packs with their prices and a buy button each, on /settings/payments and in the
 * low-balance dialog. Without payments the buttons stay visible but disabled, described by the
 * one line that says why.
 */
export function CreditPackList({
  packs,
  paymentsEnabled,
  currency,
  compact = false,
}: {
  packs: readonly CreditPack[];
  paymentsEnabled: boolean;
  currency: string;
  /** One row per pack (the dialog) instead of cards side by side (the settings page). */
  compact?: boolean;
}) {
  const reasonId = useId();
  const { start, pendingPackId } = useStartCheckout();
  return (
    <div className="grid gap-3">
      <ul className={cn("grid gap-3", !compact && "sm:grid-cols-3")}>
        {packs.map((pack) => {
          const pending = pendingPackId === pack.id;
          return (
            <li
              key={pack.id}
              className={cn(
                "flex gap-3 rounded-lg border bg-card p-4",
                compact ? "flex-wrap items-center justify-between" : "flex-col",
                pack.highlighted && "border-primary ring-1 ring-primary",
              )}
            >
              <div className="min-w-0">
                <h3 className="font-semibold">{pack.name}</h3>
                <p className="text-sm font-medium text-primary">{formatCredits(pack.credits)}</p>
                <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
                  <span
                    className={cn("font-bold tracking-tight", compact ? "text-lg" : "text-2xl")}
                  >
                    {formatMoney(pack.priceCents, currency)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatPricePerCredit(pack, currency)}
                  </span>
                </p>
                {compact ? null : (
                  <p className="mt-2 text-sm text-muted-foreground">{pack.description}</p>
                )}
              </div>
              <Button
                type="button"
                variant={pack.highlighted ? "default" : "outline"}
                className={cn(
                  "aria-disabled:cursor-not-allowed aria-disabled:opacity-50",
                  !compact && "mt-auto w-full",
                )}
                // Off: aria-disabled, not disabled, so the button stays in the tab order and a
                // keyboard or screen-reader user reaches it and hears the reason.
                aria-disabled={paymentsEnabled ? undefined : true}
                disabled={pendingPackId !== null}
                aria-describedby={paymentsEnabled ? undefined : reasonId}
                onClick={() => {
                  if (paymentsEnabled) start(pack.id);
                }}
              >
                {pending ? (
                  <>
                    <Loader2 className="animate-spin" aria-hidden />
                    {CREDITS_TEXT.redirectingToCheckout}
                  </>
                ) : (
                  `Buy ${pack.name}`
                )}
              </Button>
            </li>
          );
        })}
      </ul>
      {/* Announces the wait: the button's own text changes, but focus stays on it unspoken. */}
      <p role="status" className="sr-only">
        {pendingPackId ? CREDITS_TEXT.redirectingToCheckout : ""}
      </p>
      {paymentsEnabled ? null : (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {CREDITS_TEXT.paymentsOffReason}
        </p>
      )}
    </div>
  );
}
