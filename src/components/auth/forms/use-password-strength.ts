"use client";

import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { loadPasswordEstimator } from "@/lib/auth/password-estimator";
import {
  ratePassword,
  type PasswordEstimator,
  type PasswordOwner,
  type PasswordRating,
} from "@/lib/auth/password-strength";

export interface PasswordStrength {
  /** The rating of the password typed so far; null while empty or while zxcvbn loads. */
  rating: PasswordRating | null;
  /** zxcvbn's dictionaries are still on their way. */
  loading: boolean;
  /**
   * Rates a password at submit time, waiting for zxcvbn if needed; null when it could not be
   * loaded (offline), in which case the server's check decides.
   */
  check(password: string): Promise<PasswordRating | null>;
}

/**
 * The strength of a new password as it is typed, by the same rule the server applies. zxcvbn
 * (megabytes of word lists) is fetched only once the field has something in it, so pages that
 * never show a password field never load it.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  const [failed, setFailed] = useState(false);
  const { email, name, username } = owner;
  // Typing stays responsive: the rating follows the latest value when React has time.
  const deferredPassword = useDeferredValue(password);

  useEffect(() => {
    if (!password || estimator) return;
    let active = true;
    loadPasswordEstimator().then(
      // A function in useState's setter is an updater: wrap the estimator.
      (loaded) => active && setEstimator(() => loaded),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [password, estimator]);

  const rating = useMemo(
    () =>
      estimator && deferredPassword
        ? ratePassword(estimator, deferredPassword, { email, name, username })
        : null,
    [estimator, deferredPassword, email, name, username],
  );

  const check = useCallback(
    async (value: string) => {
      try {
        return ratePassword(await loadPasswordEstimator(), value, { email, name, username });
      } catch {
        return null;
      }
    },
    [email, name, username],
  );

  return { rating, loading: !!password && !estimator && !failed, check };
}
