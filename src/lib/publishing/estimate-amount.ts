/**
 * The estimate field of the Share dialog: what the owner types ("4500", "4,500.50") as an amount
 * in the currency's minor unit (the published snapshot's `amountMinor`: cents for USD, yen for
 * JPY, which has none smaller), and back. The upper bound is the server's (`estimateInput`).
 */
import { estimateInput } from "@/lib/publishing/publish-schemas";

export const ESTIMATE_MAX_MINOR = estimateInput.shape.amountMinor.maxValue ?? 0;

/** Digits after the decimal point in `currency` (ISO 4217 through Intl): 2 for USD, 0 for JPY. */
export function currencyFractionDigits(currency: string): number {
  try {
    const format = new Intl.NumberFormat("en", { style: "currency", currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units for a typed amount; `undefined` when the text is not an amount we accept. */
export function parseEstimateAmount(text: string, currency: string): number | undefined {
  const digits = currencyFractionDigits(currency);
  const cleaned = text.trim().replace(/[,\s]/g, "");
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(?:\\.\\d{1,${digits}})?$`);
  if (!pattern.test(cleaned)) return undefined;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(minor) && minor <= ESTIMATE_MAX_MINOR ? minor : undefined;
}

/** Minor units as the field's text: 450050 USD → "4500.50", 450000 USD → "4500", 4500 JPY → "4500". */
export function formatEstimateAmountInput(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  if (digits === 0) return String(minor);
  const unit = 10 ** digits;
  const whole = Math.floor(minor / unit);
  const fraction = minor % unit;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(digits, "0")}`;
}
