"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { InsufficientCreditsDetails } from "@/lib/credits/credit-rules";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { onInsufficientCredits } from "@/trpc/insufficient-credits-signal";
import { useTRPC } from "@/trpc/react";
import { CreditPackList } from "./credit-pack-list";
import { CreditsOverviewLoader } from "./credits-overview-loader";

interface InsufficientCreditsDialogApi {
  /** Opens the dialog, for code that receives the refusal itself (e.g. a streamed AI answer). */
  open(details: InsufficientCreditsDetails): void;
}

const DialogApi = createContext<InsufficientCreditsDialogApi | null>(null);

/** The low-balance dialog's opener; inside the signed-in app (see InsufficientCreditsProvider). */
export function useInsufficientCreditsDialog(): InsufficientCreditsDialogApi {
  const api = useContext(DialogApi);
  if (!api) throw new Error("useInsufficientCreditsDialog needs an InsufficientCreditsProvider.");
  return api;
}

function PackChoice() {
  return (
    <CreditsOverviewLoader
      loading={
        <div className="grid gap-3" aria-busy="true" aria-label="Loading credit packs">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-20 w-full" />
          ))}
        </div>
      }
    >
      {({ packs, paymentsEnabled, currency }) => (
        <CreditPackList
          packs={packs}
          paymentsEnabled={paymentsEnabled}
          currency={currency}
          compact
        />
      )}
    </CreditsOverviewLoader>
  );
}

/**
 * Shows the low-balance dialog whenever an API call of this tab is refused with
 * INSUFFICIENT_CREDITS (the QueryClient reports every failure; see
 * src/trpc/insufficient-credits-signal.ts), and lets code that handles the refusal itself open
 * it through useInsufficientCreditsDialog().
 */
export function InsufficientCreditsProvider({ children }: { children: React.ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<InsufficientCreditsDetails | null>(null);
  const open = useCallback(
    (next: InsufficientCreditsDetails) => {
      setDetails(next);
      // The balance the header shows is stale by definition now.
      void queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() });
    },
    [queryClient, trpc],
  );
  useEffect(() => onInsufficientCredits(open), [open]);
  const api = useMemo(() => ({ open }), [open]);
  return (
    <DialogApi.Provider value={api}>
      {children}
      <Dialog open={details !== null} onOpenChange={(isOpen) => !isOpen && setDetails(null)}>
        {details ? (
          <DialogContent className="max-w-lg" data-testid="insufficient-credits-dialog">
            <DialogHeader>
              <DialogTitle>{CREDITS_TEXT.insufficientTitle}</DialogTitle>
              <DialogDescription>
                {CREDITS_TEXT.insufficientBody(details.needed, details.available)}
              </DialogDescription>
            </DialogHeader>
            <PackChoice />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  {CREDITS_TEXT.notNow}
                </Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </DialogApi.Provider>
  );
}
