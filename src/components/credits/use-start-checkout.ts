"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { useTRPC } from "@/trpc/react";

/**
 * A buy button's action: opens a Checkout Session for the pack and sends the browser to
 * Stripe's hosted page. Every click gets a fresh id (Stripe's idempotency key), so a retried
 * request reuses its session and a later click starts a new one.
 */
export function useStartCheckout() {
  const trpc = useTRPC();
  const [pendingPackId, setPendingPackId] = useState<string | null>(null);
  const checkout = useMutation(trpc.credits.startCheckout.mutationOptions());
  // Back from Stripe's page, the browser may restore this page as it was left (back/forward
  // cache): still "taking you to checkout", every button disabled. Start over instead.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPendingPackId(null);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  const start = (packId: string) => {
    if (pendingPackId) return;
    setPendingPackId(packId);
    checkout.mutate(
      { packId, clickId: crypto.randomUUID() },
      {
        // The button keeps saying where it is going until the browser has left the page.
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          setPendingPackId(null);
          toast.error(readApiError(error).message ?? CREDITS_TEXT.checkoutFailed);
        },
      },
    );
  };
  return { start, pendingPackId };
}
