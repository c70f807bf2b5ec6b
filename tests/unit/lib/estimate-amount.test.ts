import { describe, expect, it } from "vitest";
import {
  ESTIMATE_MAX_MINOR,
  currencyFractionDigits,
  formatEstimateAmountInput,
  parseEstimateAmount,
} from "@/lib/publishing/estimate-amount";
import { CURRENCY_CODES } from "@/lib/plans/customization-rules";
import { estimateInput } from "@/lib/publishing/publish-schemas";

describe("estimate amount", () => {
  it.each([
    ["4500", 450_000],
    ["4500.5", 450_050],
    ["4,500.50", 450_050],
    [" 12 000 ", 1_200_000],
    ["0", 0],
    ["0.07", 7],
  ])("reads %j in USD as %d cents", (text, minor) => {
    expect(parseEstimateAmount(text, "USD")).toBe(minor);
  });

  it("reads yen as whole yen (no minor unit below it)", () => {
    expect(currencyFractionDigits("JPY")).toBe(0);
    expect(parseEstimateAmount("450,000", "JPY")).toBe(450_000);
    expect(parseEstimateAmount("4500.50", "JPY")).toBeUndefined();
    expect(formatEstimateAmountInput(450_000, "JPY")).toBe("450000");
  });

  it("knows the minor unit of every currency the app offers", () => {
    for (const code of CURRENCY_CODES) {
      const digits = currencyFractionDigits(code);
      expect([0, 2]).toContain(digits);
      expect(parseEstimateAmount(formatEstimateAmountInput(123_456, code), code)).toBe(123_456);
    }
  });

  it.each(["", "abc", "-5", "1.234", "1e5", "12.", ".5"])("refuses %j", (text) => {
    expect(parseEstimateAmount(text, "EUR")).toBeUndefined();
  });

  it("accepts the server's maximum and nothing above it", () => {
    const max = formatEstimateAmountInput(ESTIMATE_MAX_MINOR, "USD");
    expect(parseEstimateAmount(max, "USD")).toBe(ESTIMATE_MAX_MINOR);
    expect(
      estimateInput.safeParse({ amountMinor: ESTIMATE_MAX_MINOR, currency: "USD" }).success,
    ).toBe(true);
    expect(parseEstimateAmount(`${max}.01`, "USD")).toBeUndefined();
  });

  it("writes cents back as the field's text", () => {
    expect(formatEstimateAmountInput(450_050, "USD")).toBe("4500.50");
    expect(formatEstimateAmountInput(450_000, "USD")).toBe("4500");
    expect(formatEstimateAmountInput(7, "EUR")).toBe("0.07");
  });
});
