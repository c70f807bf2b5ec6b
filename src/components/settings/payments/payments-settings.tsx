"use client";

import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { CreditPackList } from "@/components/credits/credit-pack-list";
import { SettingsCard } from "@/components/settings/settings-card";
import { SettingsCardSkeleton } from "@/components/settings/settings-skeleton";
import { LoadError } from "@/components/ui/load-error";
import { CREDITS_TEXT } from "@/lib/error-catalogue";
import { useTRPC } from "@/trpc/react";
import { BalanceCard } from "./balance-card";
import { CheckoutOutcome } from "./checkout-outcome";
import { LedgerHistory } from "./ledger-history";
import { PaymentHistory } from "./payment-history";

function BalanceAndPacks() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.credits.overview.queryOptions());
  // Data first: a failed background refresh keeps what is on screen rather than an error.
  if (!overview.data) {
    return overview.isError ? (
      <LoadError
        message={CREDITS_TEXT.balanceLoadFailed}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    ) : (
      <>
        <SettingsCardSkeleton fields={1} />
        <SettingsCardSkeleton fields={2} />
      </>
    );
  }
  const { balance, packs, paymentsEnabled, currency } = overview.data;
  return (
    <>
      <BalanceCard balance={balance} />
      <SettingsCard
        title="Buy credits"
        description="One-time packs, no subscription. Payment is handled by Stripe; we never see your card."
      >
        <CreditPackList packs={packs} paymentsEnabled={paymentsEnabled} currency={currency} />
      </SettingsCard>
    </>
  );
}

/** /settings/payments: the balance, the packs, the payment history and the credit history. */
export function PaymentsSettings() {
  return (
    <>
      <Suspense fallback={null}>
        <CheckoutOutcome />
      </Suspense>
      <BalanceAndPacks />
      <PaymentHistory />
      <LedgerHistory />
    </>
  );
}
