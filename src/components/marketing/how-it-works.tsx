import { MarketingSection } from "./marketing-section";

interface Step {
  title: string;
  description: string;
}

const STEPS: readonly Step[] = [
  {
    title: "Start a plan",
    description:
      "Write it by hand, paste an existing document, or describe the project and let AI draft it. A job post is enough to begin.",
  },
  {
    title: "Shape it section by section",
    description:
      "Edit overview, scope, timeline, budget and risks one at a time. Add Mermaid diagrams and ask the assistant to tighten, expand or challenge anything.",
  },
  {
    title: "Share it and win the work",
    description:
      "Publish a read-only page with its own link, or keep it private. Generate a cover letter from the plan and send both to your client.",
  },
];

/** Three numbered steps from empty page to shared plan; used on the landing and about pages. */
export function HowItWorks({ className }: { className?: string }) {
  return (
    <MarketingSection
      id="how-it-works"
      eyebrow="How it works"
      title="Three steps from a blank page to a shared plan"
      className={className}
    >
      <ol className="mt-14 grid gap-8 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative flex gap-4 md:flex-col">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-primary text-lg font-semibold text-primary"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
