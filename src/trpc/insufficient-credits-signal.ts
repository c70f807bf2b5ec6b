/**
 * The one place every failed query and mutation passes through on its way to the low-balance
 * dialog: the QueryClient's caches report each error here (makeQueryClient), and the dialog's
 * provider listens while it is mounted. A module-level channel rather than React state, because
 * the QueryClient is created outside React (one per tab) and must not depend on a component.
 */
import type { InsufficientCreditsDetails } from "@/lib/credits/credit-rules";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";

type Listener = (details: InsufficientCreditsDetails) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with the details of every INSUFFICIENT_CREDITS refusal; returns the unsubscribe. */
export function onInsufficientCredits(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Passes `error` on to the listeners when it is an INSUFFICIENT_CREDITS refusal; says whether it was. */
export function reportInsufficientCredits(error: unknown): boolean {
  const details = insufficientCreditsDetailsOf(error);
  if (!details) return false;
  for (const listener of listeners) listener(details);
  return true;
}
