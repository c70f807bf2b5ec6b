/** The credits service's pure parts: amount and key checks, errors, and the configuration. */
import { describe, expect, it } from "vitest";
import { env } from "@/env";
import { INSUFFICIENT_CREDITS, MAX_CREDITS_PER_OPERATION } from "@/lib/credits/credit-rules";
import { CREDIT_ERRORS } from "@/lib/errors/credits";
import { creditsConfig } from "@/server/services/credits/config";
import {
  assertCreditAmount,
  assertIdempotencyKey,
  insufficientCreditsError,
  isHoldId,
  isValidCreditAmount,
  MAX_IDEMPOTENCY_KEY_LENGTH,
} from "@/server/services/credits/guards";

describe("credit amounts", () => {
  it("accepts whole credits from 1 (0 for a settlement) up to the maximum", () => {
    for (const amount of [1, 42, MAX_CREDITS_PER_OPERATION]) {
      expect(isValidCreditAmount(amount)).toBe(true);
    }
    expect(isValidCreditAmount(0)).toBe(false);
    expect(isValidCreditAmount(0, 0)).toBe(true);
    for (const amount of [
      -1,
      1.5,
      MAX_CREDITS_PER_OPERATION + 1,
      Number.NaN,
      Infinity,
      "5",
      null,
    ]) {
      expect(isValidCreditAmount(amount)).toBe(false);
    }
  });

  it("refuses a bad amount with a 400 and the catalogue's text", () => {
    expect(() => assertCreditAmount(2.5)).toThrow(
      expect.objectContaining({ status: 400, message: CREDIT_ERRORS.invalidCreditAmount }),
    );
  });
});

describe("idempotency keys and hold ids", () => {
  it("needs a key of 1…MAX_IDEMPOTENCY_KEY_LENGTH characters", () => {
    expect(() => assertIdempotencyKey("refund:ch_1:500")).not.toThrow();
    expect(() => assertIdempotencyKey("")).toThrow();
    expect(() => assertIdempotencyKey("k".repeat(MAX_IDEMPOTENCY_KEY_LENGTH + 1))).toThrow();
  });

  it("recognises hold ids (UUIDs) only", () => {
    expect(isHoldId("2f1c7a1e-8b1d-4c3a-9f3e-0a1b2c3d4e5f")).toBe(true);
    expect(isHoldId("not-a-uuid")).toBe(false);
    expect(isHoldId("2f1c7a1e-8b1d-4c3a-9f3e-0a1b2c3d4e5f'; drop table x")).toBe(false);
  });
});

describe("INSUFFICIENT_CREDITS", () => {
  it("is a 402 with balance, available and needed for the client's dialog", () => {
    const error = insufficientCreditsError({ balance: 10, available: 4, needed: 5 });
    expect(error).toMatchObject({
      code: INSUFFICIENT_CREDITS,
      status: 402,
      message: CREDIT_ERRORS.insufficientCredits,
      details: { balance: 10, available: 4, needed: 5 },
    });
  });
});

describe("creditsConfig", () => {
  it("reads the environment unless a call overrides it", () => {
    expect(creditsConfig()).toEqual({
      signupBonus: env.CREDITS_SIGNUP_BONUS,
      holdTtlSeconds: env.CREDIT_HOLD_TTL_SECONDS,
    });
    expect(creditsConfig({ signupBonus: 0 })).toEqual({
      signupBonus: 0,
      holdTtlSeconds: env.CREDIT_HOLD_TTL_SECONDS,
    });
  });
});
