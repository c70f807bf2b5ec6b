import {
  Coins,
  FileUp,
  Globe,
  LayoutList,
  Mail,
  MessagesSquare,
  PenLine,
  Sparkles,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { IconBadge } from "./icon-badge";
import { MarketingSection } from "./marketing-section";

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The three ways to start a plan, shown together in the wide first card. */
const CREATE_MODES: readonly Feature[] = [
  {
    icon: PenLine,
    title: "By hand",
    description: "Start from a clean outline and write every section yourself. Always free.",
  },
  {
    icon: FileUp,
    title: "From an existing document",
    description:
      "Paste a proposal, brief or old plan and get it split into tidy, editable sections.",
  },
  {
    icon: Sparkles,
    title: "With AI",
    description:
      "Describe the project or paste a job post and get a complete first draft to refine.",
  },
];

const FEATURES: readonly Feature[] = [
  {
    icon: LayoutList,
    title: "Section-by-section editor",
    description:
      "Reorder, rename, add and remove sections. Work on one part of the plan without touching the rest, by hand or with the assistant's help.",
  },
  {
    icon: Workflow,
    title: "Mermaid diagrams",
    description:
      "Explain timelines, workflows and architecture with diagrams written in Mermaid and rendered right inside the plan. Write them yourself or let AI draft one.",
  },
  {
    icon: MessagesSquare,
    title: "AI chat assistant",
    description:
      "Chat about your plan with an assistant that has read it. Pick the model for each conversation: a quick one for small edits, a stronger one for hard questions.",
  },
  {
    icon: Mail,
    title: "Cover letters",
    description:
      "Turn the plan into a cover letter or proposal message tailored to the client's brief, then edit it before you send it.",
  },
  {
    icon: Globe,
    title: "Public pages and @username profile",
    description:
      "Publish a plan as a clean, read-only page with its own link, and collect your published plans on a public profile at /@username.",
  },
  {
    icon: Coins,
    title: "Simple credits",
    description:
      "Pay as you go: AI work spends credits from a prepaid balance. Writing and editing by hand, diagrams you write yourself and publishing cost nothing.",
  },
];

/** What the product does, one card per capability. */
export function Features() {
  return (
    <MarketingSection
      id="features"
      anchor
      tone="muted"
      eyebrow="Features"
      title="Everything between the brief and the signed proposal"
      description="Plansmith covers the whole job: drafting the plan, shaping it with the client in mind, explaining it with diagrams and sending it off."
    >
      <div className="mt-14 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <h3 className="text-xl font-semibold">Create plans three ways</h3>
        <p className="mt-2 text-muted-foreground">
          Start however suits the project. Every plan ends up in the same editor.
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {CREATE_MODES.map((mode) => (
            <li key={mode.title} className="flex gap-4 md:flex-col md:gap-3">
              <IconBadge icon={mode.icon} />
              <div>
                <p className="font-medium">{mode.title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{mode.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-sm">
            <IconBadge icon={feature.icon} />
            <h3 className="mt-4 font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {feature.description}
            </p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
