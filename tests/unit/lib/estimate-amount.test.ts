import { describe, expect, it } from "vitest";
import {
  ESTIMATE_MAX_MINOR,
  formatEstimateAmountInput,
  parseEstimateAmount,
} from "@/lib/publishing/estimate-amount";
import { estimateInput } from "@/lib/publishing/publish-schemas";

describe("estimate amount", () => {
  it.each([
    ["4500", 450_000],
    ["4500.5", 450_050],
    ["4,500.50", 450_050],
    [" 12 000 ", 1_200_000],
    ["0", 0],
    ["0.07", 7],
  ])("reads %j as %d hundredths", (text, minor) => {
    expect(parseEstimateAmount(text)).toBe(minor);
  });

  it.each(["", "abc", "-5", "1.234", "1e5", "12.", ".5"])("refuses %j", (text) => {
    expect(parseEstimateAmount(text)).toBeUndefined();
  });

  it("accepts the server's maximum and nothing above it", () => {
    const max = formatEstimateAmountInput(ESTIMATE_MAX_MINOR);
    expect(parseEstimateAmount(max)).toBe(ESTIMATE_MAX_MINOR);
    expect(
      estimateInput.safeParse({ amountMinor: ESTIMATE_MAX_MINOR, currency: "USD" }).success,
    ).toBe(true);
    expect(parseEstimateAmount(`${max}.01`)).toBeUndefined();
  });

  it("writes hundredths back as the field's text", () => {
    expect(formatEstimateAmountInput(450_050)).toBe("4500.50");
    expect(formatEstimateAmountInput(450_000)).toBe("4500");
    expect(formatEstimateAmountInput(7)).toBe("0.07");
  });
});
