"use client";

import { Suspense } from "react";
import { CreditPackList } from "@/components/credits/credit-pack-list";
import { CreditsOverviewLoader } from "@/components/credits/credits-overview-loader";
import { SettingsCard } from "@/components/settings/settings-card";
import { SettingsCardSkeleton } from "@/components/settings/settings-skeleton";
import { BalanceCard } from "./balance-card";
import { CheckoutOutcome } from "./checkout-outcome";
import { LedgerHistory } from "./ledger-history";
import { PaymentHistory } from "./payment-history";

function BalanceAndPacks() {
  return (
    <CreditsOverviewLoader
      loading={
        <>
          <SettingsCardSkeleton fields={1} />
          <SettingsCardSkeleton fields={2} />
        </>
      }
    >
      {({ balance, packs, paymentsEnabled, currency }) => (
        <>
          <BalanceCard balance={balance} />
          <SettingsCard
            title="Buy credits"
            description="One-time packs, no subscription. Payment is handled by Stripe; we never see your card."
          >
            <CreditPackList packs={packs} paymentsEnabled={paymentsEnabled} currency={currency} />
          </SettingsCard>
        </>
      )}
    </CreditsOverviewLoader>
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
