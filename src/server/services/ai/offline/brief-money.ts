/**
 * The budget a brief states: "$10k–15k", "€8,000", "budget of 20,000 EUR", "around 5k pounds".
 * Works on tokens (see brief-tokens.ts) with a look-ahead of a few tokens, so it stays linear on
 * any input. An amount counts as a budget only when a currency marks it or the sentence talks
 * about a budget, so "6 weeks" or "500 guests" never become money.
 */
import { CURRENCY_CODES, type CurrencyCode } from "@/lib/plans/customization-rules";
import { splitSentences, type Token } from "./brief-tokens";

export interface BudgetFact {
  /** Whole currency units. */
  min: number;
  /** Equal to `min` for a single amount. */
  max: number;
  /** Absent when the brief gives an amount without a currency. */
  currency?: CurrencyCode;
  /** The brief's own words for it. */
  text: string;
}

const SYMBOLS: Record<string, CurrencyCode> = {
  $: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
};
const NAMES: Record<string, CurrencyCode> = {
  dollar: "USD",
  dollars: "USD",
  usd: "USD",
  euro: "EUR",
  euros: "EUR",
  pound: "GBP",
  pounds: "GBP",
  quid: "GBP",
  yen: "JPY",
  rupees: "INR",
  francs: "CHF",
};
const CODES = new Set<string>(CURRENCY_CODES);
const MULTIPLIERS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  million: 1_000_000,
};
const BUDGET_WORDS = new Set([
  "budget",
  "budgeted",
  "cost",
  "costs",
  "spend",
  "price",
  "fee",
  "funding",
]);
const RANGE_WORDS = new Set(["-", "–", "—", "to"]);
/** An amount longer than this is a run of digits, not money. */
const MAX_DIGITS = 12;

function currencyOf(token: Token | undefined): CurrencyCode | undefined {
  if (!token) return undefined;
  if (token.kind === "symbol") return SYMBOLS[token.text];
  if (token.kind !== "word") return undefined;
  if (CODES.has(token.text)) return token.text as CurrencyCode;
  return NAMES[token.lower];
}

interface Amount {
  value: number;
  currency?: CurrencyCode;
  /** Index of the first token after the amount. */
  next: number;
  /** Whether it carried a multiplier ("10k"). */
  scaled: boolean;
}

/** The amount whose number is at `i`: currency before or after it, a "k" or "million" after. */
function readAmount(tokens: readonly Token[], i: number): Amount | null {
  const token = tokens[i];
  // Checked before any other work on the token, so a 50,000-digit run costs one comparison.
  if (token?.kind !== "number" || token.text.length > MAX_DIGITS * 2) return null;
  if (token.text.replace(/[,.]/g, "").length > MAX_DIGITS) return null;
  // "10,000" and "10.000,50" styles: a separator followed by exactly three digits groups thousands.
  const parts = token.text.split(/[.,]/);
  const last = parts[parts.length - 1] ?? "";
  const grouped = parts.length > 1 && last.length === 3;
  const value = grouped ? Number(parts.join("")) : Number(token.text.replace(/,/g, ""));
  if (!Number.isFinite(value)) return null;
  let next = i + 1;
  let multiplier = 1;
  const after = tokens[next];
  if (after?.kind === "word" && MULTIPLIERS[after.lower] !== undefined) {
    multiplier = MULTIPLIERS[after.lower] ?? 1;
    next += 1;
  }
  let currency = currencyOf(tokens[i - 1]);
  if (!currency) {
    currency = currencyOf(tokens[next]);
    if (currency) next += 1;
  }
  return { value: value * multiplier, currency, next, scaled: multiplier !== 1 };
}

/** An amount, or a range "a – b" / "a to b", starting at token `i`. */
function readBudgetAt(
  tokens: readonly Token[],
  i: number,
): { fact: BudgetFact; next: number } | null {
  const first = readAmount(tokens, i);
  if (!first) return null;
  let last: Amount = first;
  let max = first.value;
  const joiner = tokens[first.next];
  if (joiner && RANGE_WORDS.has(joiner.lower)) {
    const secondAt = currencyOf(tokens[first.next + 1]) ? first.next + 2 : first.next + 1;
    const second = readAmount(tokens, secondAt);
    if (second) {
      // "$10k–15k": the second amount carries the multiplier for both when the first has none,
      // and "10–15k" scales the first by the second's multiplier.
      let low = first.value;
      if (!first.scaled && second.scaled && first.value < second.value / 10) {
        low = first.value * (second.value / Number(tokens[secondAt]?.text.replace(/,/g, "")));
      }
      if (second.value >= low) {
        max = second.value;
        last = second;
        first.value = low;
      }
    }
  }
  const currency = first.currency ?? last.currency;
  const from = currency && currencyOf(tokens[i - 1]) ? i - 1 : i;
  const text = tokens
    .slice(from, last.next)
    .map((token, index) => (index > 0 && token.spaced ? " " : "") + token.text)
    .join("");
  return {
    fact: { min: first.value, max, ...(currency ? { currency } : {}), text },
    next: last.next,
  };
}

/** How well an amount in a sentence reads as the budget: higher is better, 0 is not a budget. */
function budgetRank(
  sentence: readonly Token[],
  found: { fact: BudgetFact; next: number },
  at: number,
  budgetWordAt: number,
): number {
  const next = sentence[found.next];
  // "$50 per hour", "99 USD/month", "$40 an hour": a rate, not a budget.
  const rate =
    next !== undefined &&
    (RATE_WORDS.has(next.lower) ||
      (["a", "an"].includes(next.lower) && UNIT_WORDS.has(sentence[found.next + 1]?.lower ?? "")));
  if (rate) return 0;
  if (!found.fact.currency) {
    // A bare number counts only in a sentence about the budget, and not when it is a year, a
    // count of something ("500 guests") or a day of a date ("12–14 May").
    const unit =
      next !== undefined && (NON_MONEY_UNITS.has(next.lower) || MONTH_WORDS.has(next.lower));
    if (budgetWordAt < 0 || unit || isYear(found.fact)) return 0;
  }
  const afterBudgetWord = budgetWordAt >= 0 && at > budgetWordAt ? 2 : 0;
  return 1 + afterBudgetWord + (found.fact.currency ? 1 : 0);
}

/**
 * The budget: in a sentence that talks about a budget or cost, the amount after that word (one
 * with a currency first); otherwise the first amount with a currency anywhere. Rates, counts,
 * years and days of dates are never the budget. `undefined` when the brief states none.
 */
export function extractBudget(tokens: readonly Token[]): BudgetFact | undefined {
  let firstWithCurrency: BudgetFact | undefined;
  for (const sentence of splitSentences(tokens)) {
    const budgetWordAt = sentence.findIndex((token) => BUDGET_WORDS.has(token.lower));
    let best: { fact: BudgetFact; rank: number } | undefined;
    for (let i = 0; i < sentence.length;) {
      const found = readBudgetAt(sentence, i);
      if (!found) {
        i += 1;
        continue;
      }
      const rank = budgetRank(sentence, found, i, budgetWordAt);
      if (rank > 0 && (!best || rank > best.rank)) best = { fact: found.fact, rank };
      i = Math.max(found.next, i + 1);
    }
    if (best && budgetWordAt >= 0) return best.fact;
    if (best?.fact.currency && !firstWithCurrency) firstWithCurrency = best.fact;
  }
  return firstWithCurrency;
}

const RATE_WORDS = new Set([
  "per",
  "/",
  "hourly",
  "daily",
  "monthly",
  "weekly",
  "yearly",
  "annually",
]);
const UNIT_WORDS = new Set(["hour", "day", "week", "month", "year"]);
const MONTH_WORDS = new Set([
  "jan",
  "january",
  "feb",
  "february",
  "mar",
  "march",
  "apr",
  "april",
  "may",
  "jun",
  "june",
  "jul",
  "july",
  "aug",
  "august",
  "sep",
  "sept",
  "september",
  "oct",
  "october",
  "nov",
  "november",
  "dec",
  "december",
]);
const NON_MONEY_UNITS = new Set([
  "week",
  "weeks",
  "month",
  "months",
  "day",
  "days",
  "year",
  "years",
  "hours",
  "hour",
  "guests",
  "people",
  "users",
  "participants",
  "pages",
  "screens",
  "attendees",
  "%",
  "percent",
]);

/** "budget due by 2027": a bare four-digit year is not an amount. */
function isYear(fact: BudgetFact): boolean {
  return fact.min === fact.max && fact.min >= 1900 && fact.min <= 2100 && !fact.text.includes(",");
}
