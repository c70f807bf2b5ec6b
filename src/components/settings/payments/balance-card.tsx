import { SettingsCard } from "@/components/settings/settings-card";
import { formatCredits } from "@/lib/credits/credit-packs";
import type { CreditBalance } from "@/lib/credits/credit-rules";

/** What can be spent now, and what AI work in flight is holding. */
export function BalanceCard({ balance }: { balance: CreditBalance }) {
  return (
    <SettingsCard
      title="Credits"
      description="AI work spends credits; writing and editing by hand is free. Credits never expire."
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border bg-muted/40 p-4">
          <dt className="text-sm text-muted-foreground">Available</dt>
          <dd className="mt-1 text-3xl font-bold tracking-tight">
            <span data-testid="available-credits">{balance.available.toLocaleString("en-US")}</span>
            <span className="ml-2 text-base font-medium text-muted-foreground">
              {balance.available === 1 ? "credit" : "credits"}
            </span>
          </dd>
        </div>
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Held for AI work in progress</dt>
          <dd className="mt-1 text-3xl font-bold tracking-tight">
            <span data-testid="held-credits">{balance.held.toLocaleString("en-US")}</span>
            <span className="ml-2 text-base font-medium text-muted-foreground">
              {balance.held === 1 ? "credit" : "credits"}
            </span>
          </dd>
        </div>
      </dl>
      {balance.held > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {formatCredits(balance.held)} are set aside until the AI work using them finishes; what it
          does not use comes back.
        </p>
      ) : null}
    </SettingsCard>
  );
}
