/**
 * The estimate field of the Share dialog: what the owner types ("4500", "4,500.50") as an amount
 * in hundredths of the currency unit — the same convention as the hourly rate in plan
 * customization — and back. The upper bound is the server's (`estimateInput`).
 */
import { estimateInput } from "@/lib/publishing/publish-schemas";

export const ESTIMATE_MAX_MINOR = estimateInput.shape.amountMinor.maxValue ?? 0;

const AMOUNT_TEXT_PATTERN = /^\d+(?:\.\d{1,2})?$/;

/** Hundredths for a typed amount; `undefined` when the text is not an amount we accept. */
export function parseEstimateAmount(text: string): number | undefined {
  const cleaned = text.trim().replace(/[,\s]/g, "");
  if (!AMOUNT_TEXT_PATTERN.test(cleaned)) return undefined;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(minor) && minor <= ESTIMATE_MAX_MINOR ? minor : undefined;
}

/** Hundredths as the field's text: 450050 → "4500.50", 450000 → "4500". */
export function formatEstimateAmountInput(minor: number): string {
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, "0")}`;
}
