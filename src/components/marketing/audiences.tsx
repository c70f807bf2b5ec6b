import { Briefcase, Check, ClipboardList, Rocket, type LucideIcon } from "lucide-react";
import { MarketingSection } from "./marketing-section";

export interface Audience {
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  points: readonly string[];
}

/** The three audiences Plansmith is built for; the about page reuses them. */
export const AUDIENCES: readonly Audience[] = [
  {
    id: "freelancers",
    icon: Briefcase,
    title: "Freelancers and agencies",
    summary:
      "Answer briefs faster with plans that show you understood the job, and reuse your best structure on every proposal.",
    points: [
      "Turn a job post into a scoped plan and a cover letter",
      "Publish plans on your @username profile as proof of how you work",
      "Keep scope, milestones and assumptions in writing before work starts",
    ],
  },
  {
    id: "project-managers",
    icon: ClipboardList,
    title: "Project managers",
    summary:
      "Get from kickoff notes to a plan stakeholders actually read, and keep it current as the project moves.",
    points: [
      "Convert meeting notes or an old plan into clean sections",
      "Explain phases and dependencies with diagrams",
      "Share a read-only link instead of another attachment",
    ],
  },
  {
    id: "founders",
    icon: Rocket,
    title: "Non-technical founders",
    summary:
      "Describe your idea in plain words and get a plan you can hand to a developer or agency with confidence.",
    points: [
      "Break an idea into an MVP scope, phases and a realistic budget",
      "Ask the assistant what a term means or what you might have missed",
      "Compare proposals against a plan you understand",
    ],
  },
];

/** Who the product is for, one card per audience. */
export function Audiences() {
  return (
    <MarketingSection
      id="audiences"
      tone="muted"
      eyebrow="Who it's for"
      title="Built for people who plan work for others"
      description="Whether you sell the project, run it or pay for it, a clear plan is where good projects start."
    >
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {AUDIENCES.map((audience) => (
          <li
            key={audience.id}
            className="flex flex-col rounded-xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <audience.icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{audience.title}</h3>
            <p className="mt-2 text-muted-foreground">{audience.summary}</p>
            <ul className="mt-5 space-y-3 text-sm">
              {audience.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
