import Link from "next/link";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatPricePerCredit } from "@/lib/credits/credit-display";
import {
  CREDIT_CURRENCY,
  CREDIT_PACKS,
  formatCredits,
  formatMoney,
} from "@/lib/credits/credit-packs";
import { MarketingSection } from "./marketing-section";

interface PricingTier {
  key: string;
  name: string;
  price: string;
  priceNote: string;
  credits: string;
  perCredit: string | null;
  description: string;
  features: readonly string[];
  cta: string;
  highlighted?: boolean;
}

/** The free tier (the signup bonus) and the credit packs people can buy: CREDIT_PACKS, nothing else. */
function pricingTiers(signupBonus: number): PricingTier[] {
  const free: PricingTier = {
    key: "free",
    name: "Free",
    price: formatMoney(0),
    priceNote: "forever",
    credits: signupBonus > 0 ? `${formatCredits(signupBonus)} on sign-up` : "No card needed",
    perCredit: null,
    description: "Everything you need to try Plansmith on a real project.",
    features: [
      "Unlimited manual plans",
      "Section editor and Mermaid diagrams",
      "Publish plans and your @username profile",
      ...(signupBonus > 0 ? [`${formatCredits(signupBonus)} once, to try the AI`] : []),
    ],
    cta: "Start free",
  };
  const packs = CREDIT_PACKS.map((pack): PricingTier => ({
    key: pack.id,
    name: pack.name,
    price: formatMoney(pack.priceCents),
    priceNote: "one-time",
    credits: formatCredits(pack.credits),
    perCredit: formatPricePerCredit(pack),
    description: pack.description,
    features: ["Everything in Free", "Credits never expire", "No subscription"],
    cta: `Get ${pack.name}`,
    highlighted: pack.highlighted,
  }));
  return [free, ...packs];
}

/** What spends credits and what does not; the cost of each AI action is shown before it runs. */
const CREDIT_COSTS: readonly { action: string; cost: string }[] = [
  {
    action: "AI work: drafting a plan, turning a document into a plan, cover letters, chat",
    cost: "credits, by the size of the job",
  },
  { action: "Manual editing, diagrams you write, publishing", cost: "free" },
];

/** Pay-as-you-go credit packs and what credits are spent on. */
export function Pricing({ signupBonus }: { signupBonus: number }) {
  return (
    <MarketingSection
      id="pricing"
      anchor
      tone="bordered"
      eyebrow="Pricing"
      title="Pay for AI work, not for seats"
      description="No subscription. AI work spends credits; writing and editing plans by hand is free, forever. Top up with a credit pack when you need more."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pricingTiers(signupBonus).map((tier) => (
          <li
            key={tier.key}
            data-testid={`pricing-tier-${tier.key}`}
            className={cn(
              "relative flex flex-col rounded-xl border bg-card p-6 shadow-sm",
              tier.highlighted && "border-primary ring-1 ring-primary",
            )}
          >
            {tier.highlighted ? (
              <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                Most popular
              </p>
            ) : null}
            <h3 className="font-semibold">{tier.name}</h3>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight">{tier.price}</span>
              <span className="text-sm text-muted-foreground">{tier.priceNote}</span>
            </p>
            <p className="mt-1 text-sm font-medium text-primary">{tier.credits}</p>
            {tier.perCredit ? (
              <p className="text-xs text-muted-foreground">{tier.perCredit}</p>
            ) : null}
            <p className="mt-3 text-sm text-muted-foreground">{tier.description}</p>
            <ul className="mt-6 flex-1 space-y-2.5 text-sm">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            <Button
              asChild
              variant={tier.highlighted ? "default" : "outline"}
              className="mt-8 w-full"
            >
              <Link href="/auth/sign-up">{tier.cta}</Link>
            </Button>
          </li>
        ))}
      </ul>

      <div className="mx-auto mt-12 max-w-3xl rounded-xl border bg-card p-6 shadow-sm">
        <h3 className="font-semibold">What credits are spent on</h3>
        <dl className="mt-4 divide-y text-sm">
          {CREDIT_COSTS.map((row) => (
            <div key={row.action} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
              <dt>{row.action}</dt>
              <dd className="font-medium text-muted-foreground">{row.cost}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">
          The cost of each AI action is set per action and shown before you spend. Prices in{" "}
          {CREDIT_CURRENCY}; sales tax or VAT is added at checkout where it applies.
        </p>
      </div>
    </MarketingSection>
  );
}
