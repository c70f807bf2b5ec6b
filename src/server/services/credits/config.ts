/**
 * The ledger's configuration: the signup bonus and the life of a hold, from the environment
 * (CREDITS_SIGNUP_BONUS, CREDIT_HOLD_TTL_SECONDS), each overridable per call so tests and
 * scripts can pin them without touching the process environment.
 */
import { env } from "@/env";

export interface CreditsConfig {
  /** Credits an account receives once, when it is opened; 0 grants nothing. */
  signupBonus: number;
  /** Seconds a hold stays open before the sweep releases it. */
  holdTtlSeconds: number;
}

export type CreditsOptions = Partial<CreditsConfig>;

export function creditsConfig(overrides: CreditsOptions = {}): CreditsConfig {
  return {
    signupBonus: overrides.signupBonus ?? env.CREDITS_SIGNUP_BONUS,
    holdTtlSeconds: overrides.holdTtlSeconds ?? env.CREDIT_HOLD_TTL_SECONDS,
  };
}
