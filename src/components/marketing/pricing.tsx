import Link from "next/link";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { MarketingSection } from "./marketing-section";

interface PricingTier {
  name: string;
  price: string;
  credits: string;
  description: string;
  features: readonly string[];
  cta: string;
  highlighted?: boolean;
}

const PRICING_TIERS: readonly PricingTier[] = [
  {
    name: "Free",
    price: "$0",
    credits: "50 starter credits",
    description: "Everything you need to try Plansmith on a real project.",
    features: [
      "Unlimited manual plans",
      "Section editor and Mermaid diagrams",
      "Publish plans and your @username profile",
      "50 credits once, on sign-up",
    ],
    cta: "Start free",
  },
  {
    name: "Starter pack",
    price: "$9",
    credits: "300 credits",
    description: "For the occasional proposal or side project.",
    features: [
      "Everything in Free",
      "About 20 AI-drafted plans",
      "All AI models",
      "Credits never expire",
    ],
    cta: "Get the Starter pack",
  },
  {
    name: "Pro pack",
    price: "$29",
    credits: "1,200 credits",
    description: "For freelancers sending proposals every week.",
    features: [
      "Everything in Free",
      "About 80 AI-drafted plans",
      "All AI models",
      "Credits never expire",
    ],
    cta: "Get the Pro pack",
    highlighted: true,
  },
  {
    name: "Agency pack",
    price: "$79",
    credits: "4,000 credits",
    description: "For teams and agencies with a busy pipeline.",
    features: [
      "Everything in Free",
      "About 260 AI-drafted plans",
      "All AI models",
      "Credits never expire",
    ],
    cta: "Get the Agency pack",
  },
];

/** Typical costs, shown under the tiers so "a credit" means something. */
const CREDIT_COSTS: readonly { action: string; cost: string }[] = [
  { action: "Draft a full plan with AI", cost: "about 15 credits" },
  { action: "Turn an existing document into a plan", cost: "about 10 credits" },
  { action: "Write a cover letter", cost: "about 3 credits" },
  { action: "Chat message", cost: "1–5 credits, by model" },
  { action: "Manual editing, diagrams you write, publishing", cost: "free" },
];

/** Pay-as-you-go credit packs and what credits are spent on. */
export function Pricing() {
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
        {PRICING_TIERS.map((tier) => (
          <li
            key={tier.name}
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
              <span className="text-sm text-muted-foreground">
                {tier.price === "$0" ? "forever" : "one-time"}
              </span>
            </p>
            <p className="mt-1 text-sm font-medium text-primary">{tier.credits}</p>
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
          Costs are typical; longer plans and stronger models use more. Prices in US dollars; sales
          tax or VAT is added at checkout where it applies.
        </p>
      </div>
    </MarketingSection>
  );
}
