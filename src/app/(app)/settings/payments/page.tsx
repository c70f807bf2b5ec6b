import type { Metadata } from "next";
import { PaymentsSettings } from "@/components/settings/payments/payments-settings";
import { HydrateClient, prefetch, trpc } from "@/trpc/server";

export const metadata: Metadata = { title: "Payments and credits" };

/**
 * /settings/payments. The balance and the first page of each history are read before the page
 * renders, so it arrives complete (and a return from Checkout shows the new balance at once).
 */
export default async function PaymentsSettingsPage() {
  await Promise.all([
    prefetch(trpc.credits.overview.queryOptions()),
    prefetch(trpc.credits.payments.queryOptions({ page: 1 })),
    prefetch(trpc.credits.ledger.queryOptions({ page: 1 })),
  ]);
  return (
    <HydrateClient>
      <PaymentsSettings />
    </HydrateClient>
  );
}
