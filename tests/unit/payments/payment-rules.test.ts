/**
 * The pure rules of payments: the refunded share of credits (from cumulative amounts, rounded
 * down, never more than bought) and the Stripe SDK's host options from STRIPE_API_URL.
 */
import { describe, expect, it } from "vitest";
import {
  isValidCreditCount,
  refundedCreditsTarget,
} from "@/server/services/payments/payment-rules";
import { stripeHostOptions } from "@/server/services/payments/stripe-client";

describe("refundedCreditsTarget", () => {
  it("takes back the refunded share of the credits, rounded down", () => {
    expect(refundedCreditsTarget(500, 2000, 0)).toBe(0);
    expect(refundedCreditsTarget(500, 2000, 500)).toBe(125);
    expect(refundedCreditsTarget(100, 500, 333)).toBe(66);
    expect(refundedCreditsTarget(500, 2000, 2000)).toBe(500);
  });

  it("never takes back more than was bought, and nothing for a free session", () => {
    expect(refundedCreditsTarget(500, 2000, 5000)).toBe(500);
    expect(refundedCreditsTarget(500, 0, 100)).toBe(0);
  });
});

describe("isValidCreditCount", () => {
  it("accepts whole positive credits within the ledger's bound only", () => {
    expect(isValidCreditCount(500)).toBe(true);
    for (const bad of [0, -5, 1.5, Number.NaN, 10_000_000])
      expect(isValidCreditCount(bad)).toBe(false);
  });
});

describe("stripeHostOptions", () => {
  it("is empty for Stripe's own API and splits a local stand-in's URL", () => {
    expect(stripeHostOptions(undefined)).toEqual({});
    expect(stripeHostOptions("http://127.0.0.1:4242")).toEqual({
      host: "127.0.0.1",
      port: "4242",
      protocol: "http",
    });
    expect(stripeHostOptions("https://stripe.internal")).toEqual({
      host: "stripe.internal",
      port: 443,
      protocol: "https",
    });
  });
});
