import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { CtaBand } from "@/components/marketing/cta-band";
import { ExamplePlanCard } from "@/components/marketing/examples/example-plan-card";
import { EXAMPLE_PLANS } from "@/components/marketing/examples/example-plans";
import { PageIntro } from "@/components/marketing/page-intro";

export const metadata: Metadata = {
  title: "Example plans",
  description:
    "See what Plansmith plans look like: a bakery website redesign, a mobile app MVP, a CRM data migration, a launch campaign, a warehouse rollout and a proposal written from a job post.",
};

export default function ExamplesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Examples"
        title="See what a good plan looks like"
        lead="Six sample plans for different kinds of work. Each card shows who the plan is for, how it was started and the sections it contains, so you can borrow the structure for your own."
      >
        <Button asChild size="lg">
          <Link href="/auth/sign-up">Write your own plan</Link>
        </Button>
      </PageIntro>

      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="grid gap-6 lg:grid-cols-2">
          {EXAMPLE_PLANS.map((plan) => (
            <ExamplePlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </div>

      <CtaBand
        title="Start from an idea, a document or a blank page"
        description="Every example started one of three ways: written by hand, imported from a document or drafted with AI. Pick yours and have a first version today."
        secondaryLabel="See pricing"
        secondaryHref="/#pricing"
      />
    </>
  );
}
