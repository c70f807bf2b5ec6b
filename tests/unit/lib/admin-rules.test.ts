import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ADMIN_REASON_MAX_LENGTH,
  adjustmentDescription,
  adminAdjustCreditsInput,
  isStripeTestKey,
  newActionId,
  stripeDashboardPaymentUrl,
} from "@/lib/admin/admin-rules";
import { ADMIN_TEXT } from "@/lib/errors/admin";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("admin rules", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("words an adjustment for the user's ledger on one line", () => {
    expect(adjustmentDescription("grant", "  Goodwill\n\tfor the outage ")).toBe(
      "Added by support: Goodwill for the outage",
    );
    expect(adjustmentDescription("revoke", "Trial ended")).toBe("Removed by support: Trial ended");
  });

  it("counts the reason after tidying its whitespace", () => {
    const base = {
      userId: "u",
      direction: "grant",
      amount: 1,
      actionId: "6f1d7c1e-8d7b-4c55-9a0f-1f0c2d3e4a5b",
    };
    const padded = `  ${"a".repeat(ADMIN_REASON_MAX_LENGTH)}  `;
    expect(adminAdjustCreditsInput.parse({ ...base, reason: padded }).reason).toHaveLength(
      ADMIN_REASON_MAX_LENGTH,
    );
    const tooLong = adminAdjustCreditsInput.safeParse({
      ...base,
      reason: "a".repeat(ADMIN_REASON_MAX_LENGTH + 1),
    });
    expect(tooLong.error?.issues[0]?.message).toBe(
      ADMIN_TEXT.reasonTooLong(ADMIN_REASON_MAX_LENGTH),
    );
  });

  it("makes uuid v4 action ids, also where crypto.randomUUID is missing (plain HTTP)", () => {
    expect(newActionId()).toMatch(UUID_V4);
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = Array.from({ length: 50 }, newActionId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(adminAdjustCreditsInput.shape.actionId.safeParse(ids[0]).success).toBe(true);
  });

  it("links to a payment in Stripe's dashboard, in test mode for a test key", () => {
    expect(stripeDashboardPaymentUrl("pi_123")).toBe(
      "https://dashboard.stripe.com/payments/pi_123",
    );
    expect(stripeDashboardPaymentUrl("pi_123", { testMode: true })).toBe(
      "https://dashboard.stripe.com/test/payments/pi_123",
    );
    expect(isStripeTestKey("sk_test_abc")).toBe(true);
    expect(isStripeTestKey("rk_test_abc")).toBe(true);
    expect(isStripeTestKey("sk_live_abc")).toBe(false);
    expect(isStripeTestKey(undefined)).toBe(false);
  });
});
