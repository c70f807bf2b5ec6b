"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  createLoginLockout,
  LOGIN_ATTEMPTS_STORAGE_KEY,
  type LockoutStatus,
} from "@/lib/auth/login-lockout-store";

const TICK_MS = 1_000;
const UNLOCKED: LockoutStatus = { locked: false, attempts: 0 };

/** Re-reads the lock every second (the countdown) and when another tab changes it. */
function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, TICK_MS);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOGIN_ATTEMPTS_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The login form's view of the client-side lockout (spec section 4): the failed-attempt record
 * in local storage, and `minutesLeft` while locked (0 when not), counting down live.
 */
export function useLoginLockout() {
  const store = useMemo(
    () => (typeof window === "undefined" ? null : createLoginLockout(window.localStorage)),
    [],
  );
  const minutesLeft = useSyncExternalStore(
    subscribe,
    () => {
      const status = store?.status();
      return status?.locked ? status.minutesLeft : 0;
    },
    () => 0,
  );

  const status = useCallback((): LockoutStatus => store?.status() ?? UNLOCKED, [store]);
  const recordFailure = useCallback(() => store?.recordFailure(), [store]);
  const clear = useCallback(() => store?.clear(), [store]);

  return { minutesLeft, status, recordFailure, clear };
}
