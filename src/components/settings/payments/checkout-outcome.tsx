"use client";

import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useInvalidateNotifications } from "@/components/notifications/use-notifications";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CHECKOUT_OUTCOME_PARAM, checkoutOutcomeNotice } from "@/lib/credits/checkout-outcome";
import { useTRPC } from "@/trpc/react";

/**
 * The banner after returning from Checkout. The outcome is read once from the address, which is
 * then cleaned (a reload or a shared link does not repeat it), and the balance everywhere on
 * the page, the header included, and the notifications are read again.
 */
export function CheckoutOutcome() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidateNotifications = useInvalidateNotifications();
  const [notice, setNotice] = useState(() => checkoutOutcomeNotice(params));
  const hasOutcome = params.has(CHECKOUT_OUTCOME_PARAM);

  useEffect(() => {
    if (!hasOutcome) return;
    router.replace(pathname, { scroll: false });
    void queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() });
    void invalidateNotifications();
  }, [hasOutcome, pathname, router, queryClient, trpc, invalidateNotifications]);

  if (!notice) return null;
  return (
    <Alert tone={notice.tone} data-testid="checkout-outcome" className="items-center">
      <div className="flex items-center justify-between gap-3">
        <p data-testid="checkout-outcome-message">{notice.message}</p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7 shrink-0 text-current"
          onClick={() => setNotice(null)}
        >
          <X aria-hidden />
          <span className="sr-only">Dismiss</span>
        </Button>
      </div>
    </Alert>
  );
}
