/**
 * The budget section of an offline draft: the budget the brief states, and an estimate only when
 * the owner has set an hourly rate (hours from the template's effort model times that rate, in
 * the owner's currency). Without a rate there is no honest figure to give, so the section says
 * what is missing instead.
 */
import type { PlanCustomization } from "@/lib/plans/customization-rules";
import type { BudgetFact } from "./brief-money";
import type { BriefFacts } from "./brief-facts";
import type { PlanTemplate } from "./plan-templates";

type BudgetCustomization = Pick<PlanCustomization, "currency" | "hourlyRateCents">;

/** The template's effort model: fixed hours plus hours per feature the brief lists. */
export function estimateHours(template: PlanTemplate, facts: Pick<BriefFacts, "features">): number {
  return template.baseHours + template.hoursPerFeature * facts.features.length;
}

export function formatMoney(amount: number, currency: string | undefined): string {
  if (!currency) return new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(amount);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

function statedText(budget: BudgetFact): string {
  const range =
    budget.min === budget.max
      ? formatMoney(budget.min, budget.currency)
      : `${formatMoney(budget.min, budget.currency)} – ${formatMoney(budget.max, budget.currency)}`;
  const currency = budget.currency ? "" : " (the brief gives no currency)";
  return `**Stated in the brief:** ${range}${currency} ("${budget.text}").`;
}

export function budgetBody(
  budget: BudgetFact | undefined,
  hours: number,
  customization: BudgetCustomization,
): string {
  const parts = [budget ? statedText(budget) : "The brief states no budget."];
  const rateCents = customization.hourlyRateCents;
  if (rateCents === null || rateCents === 0) {
    parts.push(
      "No estimate: set your hourly rate in plan customization and the offline planner will estimate the cost from it.",
    );
    return parts.join("\n\n");
  }
  const cost = (hours * rateCents) / 100;
  const rate = formatMoney(rateCents / 100, customization.currency);
  parts.push(
    `**Estimate:** about ${hours} hours at ${rate} per hour = **${formatMoney(cost, customization.currency)}** (a template estimate from the number of features; refine it per task).`,
  );
  if (budget?.currency && budget.currency !== customization.currency) {
    parts.push(
      `The brief's budget is in ${budget.currency} and your estimates are in ${customization.currency}; no conversion is made.`,
    );
  } else if (budget && cost > budget.max) {
    parts.push("The estimate is above the stated budget: cut scope or agree a larger budget.");
  }
  return parts.join("\n\n");
}
