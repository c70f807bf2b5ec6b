/** How credit amounts and prices read on screen; pure, so the server and the browser agree. */
import { CREDIT_CURRENCY, type CreditPack } from "./credit-packs";

/** "$0.04 per credit", "$0.033 per credit": a pack's price per credit, to compare packs. */
export function formatPricePerCredit(pack: CreditPack, currency: string = CREDIT_CURRENCY): string {
  const perCredit = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(pack.priceCents / 100 / pack.credits);
  return `${perCredit} per credit`;
}

/** "+20", "−5" (a real minus sign), "0": a ledger amount with its direction. */
export function formatSignedCredits(amount: number): string {
  const digits = Math.abs(amount).toLocaleString("en-US");
  if (amount > 0) return `+${digits}`;
  if (amount < 0) return `\u2212${digits}`;
  return digits;
}
