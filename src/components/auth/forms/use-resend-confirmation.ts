"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { RETURN_TO_PARAM } from "@/lib/routes/route-access";
import { useTRPC } from "@/trpc/react";

/** Where confirmation links land. */
const CONFIRM_PAGE = "/auth/confirm";

/** Where a new confirmation link should land: the confirm page, keeping the return path. */
function confirmPageFor(returnTo: string | undefined): string {
  return returnTo
    ? `${CONFIRM_PAGE}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`
    : CONFIRM_PAGE;
}

/**
 * Sends a new confirmation mail whose link lands on the confirm page (keeping `returnTo`), and
 * toasts the server's answer ("sent", or "already confirmed"). `send` throws what the call threw.
 */
export function useResendConfirmation() {
  const trpc = useTRPC();
  const resend = useMutation(trpc.auth.resendConfirmation.mutationOptions());

  async function send(email: string, returnTo?: string) {
    const answer = await resend.mutateAsync({ email, returnTo: confirmPageFor(returnTo) });
    if (answer.alreadyConfirmed) toast.info(answer.message);
    else toast.success(answer.message);
  }

  return { send, isPending: resend.isPending };
}
