import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageIntro } from "@/components/marketing/page-intro";
import { JobPostToPlan } from "@/components/marketing/upwork/job-post-to-plan";
import { UpworkBenefits } from "@/components/marketing/upwork/upwork-benefits";
import { UpworkSteps } from "@/components/marketing/upwork/upwork-steps";

export const metadata: Metadata = {
  title: "For Upwork freelancers",
  description:
    "Turn an Upwork job post into a proposal-ready project plan and a cover letter that answers the brief. Scoped milestones, clear questions, minutes not hours.",
};

export default function UpworkPage() {
  return (
    <>
      <PageIntro
        eyebrow="For Upwork freelancers"
        title="Turn a job post into a proposal-ready plan"
        lead="Paste an Upwork job post and get a scoped plan with milestones and questions for the client, plus a cover letter written from it. Stand out by showing how you would do the work, not just saying you can."
        className="border-b-0"
      >
        <Button asChild size="lg">
          <Link href="/auth/sign-up">
            Try it with your next job post
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/examples">See example plans</Link>
        </Button>
      </PageIntro>
      <JobPostToPlan />
      <UpworkSteps />
      <UpworkBenefits />
      <CtaBand
        title="Your next proposal, plan included"
        description="New accounts get free starter credits to try the AI on a job post before you spend a cent."
        secondaryLabel="See pricing"
        secondaryHref="/#pricing"
      />
    </>
  );
}
