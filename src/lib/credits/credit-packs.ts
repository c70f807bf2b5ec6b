/**
 * The credit packs people can buy: the one source read by /settings/payments, the landing page's
 * pricing section and the Checkout fulfilment. Prices are in the smallest unit of one currency
 * (cents). Changing a pack here changes it everywhere; a pack's id is stored with each payment,
 * so retire an id rather than reuse it.
 */

export interface CreditPack {
  /** Stable id, stored in Checkout metadata and on payments. */
  id: string;
  name: string;
  credits: number;
  /** Price in the currency's smallest unit (cents). */
  priceCents: number;
  /** One line about who the pack is for. */
  description: string;
  /** The pack the pricing pages highlight. */
  highlighted?: boolean;
}

/** ISO 4217 code of every pack's price (Stripe wants it lower-case; we show it upper-case). */
export const CREDIT_CURRENCY = "USD";

export const CREDIT_PACKS: readonly CreditPack[] = [
  {
    id: "starter",
    name: "Starter",
    credits: 100,
    priceCents: 500,
    description: "For the occasional proposal or side project.",
  },
  {
    id: "pro",
    name: "Pro",
    credits: 500,
    priceCents: 2000,
    description: "For freelancers sending proposals every week.",
    highlighted: true,
  },
  {
    id: "agency",
    name: "Agency",
    credits: 1500,
    priceCents: 5000,
    description: "For teams and agencies with a busy pipeline.",
  },
];

export function findCreditPack(id: string): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.id === id);
}

/** "$20.00" for 2000 cents; the locale is fixed so server and client render the same text. */
export function formatMoney(amountCents: number, currency: string = CREDIT_CURRENCY): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}

/** "1,500 credits", "1 credit". */
export function formatCredits(credits: number): string {
  return `${credits.toLocaleString("en-US")} ${Math.abs(credits) === 1 ? "credit" : "credits"}`;
}
