import { Check } from "lucide-react";
import { InfoCardGrid } from "../info-card";
import { MarketingSection } from "../marketing-section";

const BENEFITS: readonly { title: string; description: string }[] = [
  {
    title: "Answer the brief, not a template",
    description:
      "Clients skim dozens of proposals that could have been sent to anyone. A plan built from their own post shows you read it.",
  },
  {
    title: "Milestones clients can fund",
    description:
      "Break the work into clear, priced milestones that map onto a fixed-price contract, so the client can say yes to the first step.",
  },
  {
    title: "Ask the right questions early",
    description:
      "Every plan ends with the questions that decide scope and price, which makes for a better first conversation.",
  },
  {
    title: "Build a reusable track record",
    description:
      "Publish plans you're proud of on your @username profile and reuse your best structures for similar jobs.",
  },
];

const TIPS: readonly string[] = [
  "Read every line before you send it. Check prices, dates and anything the AI could not know.",
  "Keep the cover letter short; the first two lines are what the client sees in the list.",
  "Follow Upwork's rules for proposals, links and contact details. If in doubt, paste the plan's key sections straight into the proposal.",
  "Don't paste a client's confidential information into a plan unless they have agreed to it.",
];

/** Why a plan-backed proposal works, plus practical tips and the trademark notice. */
export function UpworkBenefits() {
  return (
    <MarketingSection
      id="upwork-benefits"
      tone="muted"
      eyebrow="Why it works"
      title="Proposals that look like the work has already started"
    >
      <InfoCardGrid items={BENEFITS} />

      <div className="mx-auto mt-14 max-w-3xl rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <h3 className="text-lg font-semibold">Good practice</h3>
        <ul className="mt-4 space-y-3">
          {TIPS.map((tip) => (
            <li key={tip} className="flex gap-3">
              <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </div>

      <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted-foreground">
        Upwork is a trademark of Upwork Inc. Plansmith is an independent product and is not
        affiliated with, endorsed by or sponsored by Upwork.
      </p>
    </MarketingSection>
  );
}
