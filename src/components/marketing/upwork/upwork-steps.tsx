import { ClipboardPaste, Mail, SlidersHorizontal, type LucideIcon } from "lucide-react";
import { IconBadge } from "../icon-badge";
import { MarketingSection } from "../marketing-section";

interface Step {
  icon: LucideIcon;
  title: string;
  description: string;
}

const STEPS: readonly Step[] = [
  {
    icon: ClipboardPaste,
    title: "Paste the job post",
    description:
      "Copy the description, budget and the client's screening questions into a new AI plan. Add a line about your own experience if you like.",
  },
  {
    icon: SlidersHorizontal,
    title: "Get a plan scoped to the post",
    description:
      "Plansmith drafts your understanding of the job, an approach, deliverables and milestones that fit a fixed-price contract or an hourly estimate. Adjust anything in the editor.",
  },
  {
    icon: Mail,
    title: "Write the cover letter",
    description:
      "Generate a short cover letter from the plan that opens with the client's problem, not your CV. Paste it into your proposal and answer the screening questions from the plan.",
  },
];

/** The three steps from a job post to a proposal. */
export function UpworkSteps() {
  return (
    <MarketingSection
      id="upwork-steps"
      bare
      eyebrow="How it works"
      title="From job post to proposal in three steps"
      description="The drafting takes minutes, so your time goes where it counts: checking the details and making it yours."
    >
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <IconBadge icon={step.icon} tone="primary" />
              <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
