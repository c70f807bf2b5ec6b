/**
 * The pure rules behind the credits UI: what a checkout return says, how a refusal for too few
 * credits is recognised in each shape it travels in, and how amounts read.
 */
import { describe, expect, it } from "vitest";
import { checkoutOutcomeNotice } from "@/lib/credits/checkout-outcome";
import { formatPricePerCredit, formatSignedCredits } from "@/lib/credits/credit-display";
import { CREDIT_PACKS, findCreditPack } from "@/lib/credits/credit-packs";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { CREDITS_TEXT } from "@/lib/errors/credits";

const query = (search: string) => new URLSearchParams(search);

describe("checkoutOutcomeNotice", () => {
  it("names each outcome the return route and cancel URL send", () => {
    expect(checkoutOutcomeNotice(query("checkout=success&credits=500"))).toEqual({
      kind: "success",
      tone: "success",
      message: CREDITS_TEXT.checkoutSucceeded(500),
    });
    expect(checkoutOutcomeNotice(query("checkout=pending"))?.message).toBe(
      CREDITS_TEXT.checkoutPending,
    );
    expect(checkoutOutcomeNotice(query("checkout=cancelled"))?.message).toBe(
      "Checkout was cancelled. Nothing was charged.",
    );
    expect(checkoutOutcomeNotice(query("checkout=not_paid"))?.message).toBe(
      CREDITS_TEXT.checkoutNotPaid,
    );
    expect(checkoutOutcomeNotice(query("checkout=not_found"))?.message).toBe(
      CREDITS_TEXT.checkoutNotFound,
    );
  });

  it("never states a credit count it was not given as a positive whole number", () => {
    for (const credits of ["", "abc", "-5", "1.5", "0", "1e400"]) {
      expect(checkoutOutcomeNotice(query(`checkout=success&credits=${credits}`))?.message).toBe(
        CREDITS_TEXT.checkoutSucceededUncounted,
      );
    }
  });

  it("says nothing without a known outcome", () => {
    expect(checkoutOutcomeNotice(query(""))).toBeNull();
    expect(checkoutOutcomeNotice(query("checkout=<script>"))).toBeNull();
  });
});

describe("insufficientCreditsDetailsOf", () => {
  const details = { balance: 5, available: 2, needed: 7 };

  it("reads the tRPC error shape and the REST / stream error body", () => {
    expect(
      insufficientCreditsDetailsOf({ data: { appCode: INSUFFICIENT_CREDITS, details } }),
    ).toEqual(details);
    expect(
      insufficientCreditsDetailsOf({
        error: { code: INSUFFICIENT_CREDITS, message: "…", details },
      }),
    ).toEqual(details);
  });

  it("ignores other codes and details that are not whole, non-negative counts", () => {
    expect(insufficientCreditsDetailsOf({ data: { appCode: "NOT_FOUND", details } })).toBeNull();
    expect(
      insufficientCreditsDetailsOf({
        data: { appCode: INSUFFICIENT_CREDITS, details: { ...details, needed: -1 } },
      }),
    ).toBeNull();
    expect(
      insufficientCreditsDetailsOf({
        data: { appCode: INSUFFICIENT_CREDITS, details: { balance: "5", available: 2, needed: 7 } },
      }),
    ).toBeNull();
    expect(insufficientCreditsDetailsOf({ data: { appCode: INSUFFICIENT_CREDITS } })).toBeNull();
    expect(insufficientCreditsDetailsOf(new Error("network"))).toBeNull();
    expect(insufficientCreditsDetailsOf(null)).toBeNull();
  });
});

describe("credit amounts on screen", () => {
  it("signs ledger amounts with a real minus", () => {
    expect(formatSignedCredits(20)).toBe("+20");
    expect(formatSignedCredits(-1500)).toBe("\u22121,500");
    expect(formatSignedCredits(0)).toBe("0");
  });

  it("prices each pack per credit", () => {
    expect(formatPricePerCredit(findCreditPack("starter")!)).toBe("$0.05 per credit");
    expect(formatPricePerCredit(findCreditPack("pro")!)).toBe("$0.04 per credit");
    expect(formatPricePerCredit(findCreditPack("agency")!)).toBe("$0.033 per credit");
    expect(CREDIT_PACKS).toHaveLength(3);
  });
});
