/**
 * The offline planner's plan templates, one per project kind: which sections a plan of that kind
 * needs, the phases of its schedule with their relative lengths, its typical length when the
 * brief states none, and the effort model behind the budget estimate. Texts here are generic on
 * purpose (no figures): anything specific in a plan comes from the brief or the owner's settings.
 */
import type { SectionKind } from "@/lib/plans/plan-rules";
import type { BriefFacts } from "./brief-facts";
import { tokenize } from "./brief-tokens";
import { detectProjectKind, type ProjectKind } from "./project-kind";

export interface PlanPhase {
  name: string;
  /** Share of the schedule, relative to the other phases. */
  weight: number;
}

export interface PlanTemplate {
  kind: ProjectKind;
  label: string;
  sections: readonly SectionKind[];
  phases: readonly PlanPhase[];
  /** The schedule's length when the brief gives no timeline. */
  typicalDays: number;
  /** Effort model of the estimate: fixed hours plus hours per stated feature. */
  baseHours: number;
  hoursPerFeature: number;
  goals: readonly string[];
  deliverables: readonly string[];
  risks: readonly string[];
  team: readonly string[];
}

const CORE: readonly SectionKind[] = [
  "overview",
  "goals",
  "scope",
  "deliverables",
  "timeline",
  "budget",
  "risks",
  "team",
  "next_steps",
];

export const PLAN_TEMPLATES: Record<ProjectKind, PlanTemplate> = {
  software: {
    kind: "software",
    label: "Software project",
    sections: CORE,
    phases: [
      { name: "Discovery and requirements", weight: 1 },
      { name: "Design and architecture", weight: 1.5 },
      { name: "Build", weight: 4 },
      { name: "Testing and fixes", weight: 1.5 },
      { name: "Launch and handover", weight: 1 },
    ],
    typicalDays: 84,
    baseHours: 80,
    hoursPerFeature: 24,
    goals: ["Ship a working first version to real users", "Keep the code maintainable and tested"],
    deliverables: ["Working application, deployed", "Source code and documentation", "Test suite"],
    risks: ["Scope growing during the build", "Integrations behaving differently than documented"],
    team: ["Product owner (client side)", "Developer(s)", "Designer", "Tester"],
  },
  website: {
    kind: "website",
    label: "Website",
    sections: [
      "overview",
      "goals",
      "scope",
      "deliverables",
      "timeline",
      "budget",
      "risks",
      "next_steps",
    ],
    phases: [
      { name: "Discovery and sitemap", weight: 1 },
      { name: "Design", weight: 2 },
      { name: "Build and content", weight: 3 },
      { name: "Review and launch", weight: 1 },
    ],
    typicalDays: 42,
    baseHours: 40,
    hoursPerFeature: 8,
    goals: ["A clear site that turns visitors into enquiries", "Easy for the client to update"],
    deliverables: [
      "Designed and built pages",
      "Content management access",
      "Launch on the client's domain",
    ],
    risks: ["Content arriving late", "Feedback rounds without a decision maker"],
    team: ["Designer", "Web developer", "Copywriter"],
  },
  mobile_app: {
    kind: "mobile_app",
    label: "Mobile app",
    sections: CORE,
    phases: [
      { name: "Discovery and user flows", weight: 1 },
      { name: "UI design", weight: 1.5 },
      { name: "App development", weight: 4 },
      { name: "Beta testing", weight: 1.5 },
      { name: "Store submission and launch", weight: 1 },
    ],
    typicalDays: 98,
    baseHours: 100,
    hoursPerFeature: 30,
    goals: ["An app people keep using after the first week", "Approved in the app stores"],
    deliverables: [
      "App builds for the stores",
      "Backend or services the app needs",
      "Store listings",
    ],
    risks: ["App store review delays or rejections", "Differences between devices and OS versions"],
    team: ["Mobile developer(s)", "Designer", "Backend developer", "Tester"],
  },
  marketing_campaign: {
    kind: "marketing_campaign",
    label: "Marketing campaign",
    sections: [
      "overview",
      "goals",
      "scope",
      "deliverables",
      "timeline",
      "budget",
      "risks",
      "next_steps",
    ],
    phases: [
      { name: "Research and positioning", weight: 1 },
      { name: "Creative and content", weight: 2 },
      { name: "Campaign live", weight: 3 },
      { name: "Measure and report", weight: 1 },
    ],
    typicalDays: 56,
    baseHours: 40,
    hoursPerFeature: 10,
    goals: [
      "Reach the target audience with one clear message",
      "Measure what the campaign brings in",
    ],
    deliverables: ["Campaign plan and messaging", "Creative assets per channel", "Results report"],
    risks: ["Unclear success measures", "Creative approval taking longer than planned"],
    team: ["Campaign lead", "Copywriter", "Designer", "Media buyer"],
  },
  event: {
    kind: "event",
    label: "Event",
    sections: ["overview", "goals", "scope", "timeline", "budget", "risks", "team", "next_steps"],
    phases: [
      { name: "Concept and budget", weight: 1 },
      { name: "Venue and suppliers", weight: 2 },
      { name: "Invitations and programme", weight: 2 },
      { name: "Final preparations", weight: 1 },
      { name: "Event and wrap-up", weight: 0.5 },
    ],
    typicalDays: 120,
    baseHours: 40,
    hoursPerFeature: 6,
    goals: ["An event that runs smoothly on the day", "Guests who know where to be and when"],
    deliverables: [
      "Venue and suppliers booked",
      "Guest list and invitations",
      "Run sheet for the day",
    ],
    risks: ["Supplier cancellations", "Guest numbers changing late", "Weather for outdoor parts"],
    team: ["Event lead", "Supplier contacts", "Helpers on the day"],
  },
  research: {
    kind: "research",
    label: "Research study",
    sections: [
      "overview",
      "goals",
      "scope",
      "deliverables",
      "timeline",
      "budget",
      "risks",
      "next_steps",
    ],
    phases: [
      { name: "Question and method", weight: 1 },
      { name: "Ethics and recruitment", weight: 1 },
      { name: "Data collection", weight: 3 },
      { name: "Analysis", weight: 2 },
      { name: "Write-up", weight: 1.5 },
    ],
    typicalDays: 90,
    baseHours: 60,
    hoursPerFeature: 12,
    goals: ["Answer the research question with sound evidence", "Findings others can act on"],
    deliverables: ["Study protocol", "Collected and cleaned data", "Report of findings"],
    risks: ["Too few participants", "Ethics approval taking longer than expected"],
    team: ["Lead researcher", "Research assistant", "Analyst"],
  },
  consulting: {
    kind: "consulting",
    label: "Consulting engagement",
    sections: [
      "overview",
      "goals",
      "scope",
      "deliverables",
      "timeline",
      "budget",
      "risks",
      "next_steps",
    ],
    phases: [
      { name: "Kick-off and interviews", weight: 1 },
      { name: "Assessment", weight: 2 },
      { name: "Recommendations", weight: 1.5 },
      { name: "Presentation and handover", weight: 0.5 },
    ],
    typicalDays: 35,
    baseHours: 30,
    hoursPerFeature: 8,
    goals: ["A clear picture of the current situation", "Recommendations the client can act on"],
    deliverables: [
      "Findings from interviews and review",
      "Recommendations report",
      "Final presentation",
    ],
    risks: [
      "Key people unavailable for interviews",
      "Recommendations without an owner to act on them",
    ],
    team: ["Lead consultant", "Client sponsor"],
  },
  general: {
    kind: "general",
    label: "Project",
    sections: [
      "overview",
      "goals",
      "scope",
      "deliverables",
      "timeline",
      "budget",
      "risks",
      "next_steps",
    ],
    phases: [
      { name: "Planning", weight: 1 },
      { name: "Execution", weight: 3 },
      { name: "Review and close", weight: 1 },
    ],
    typicalDays: 42,
    baseHours: 30,
    hoursPerFeature: 10,
    goals: ["Agree what done looks like", "Deliver it on the agreed timeline"],
    deliverables: ["Agreed scope", "The finished work", "Handover notes"],
    risks: ["Goals not agreed in writing", "Unclear decision maker"],
    team: ["Project lead", "Client contact"],
  },
};

/**
 * The template for a brief: the kind its facts name, or (for facts built elsewhere without a
 * decided kind) the best keyword score over the brief.
 */
export function chooseTemplate(
  facts: Pick<BriefFacts, "kind"> | undefined,
  brief: string,
): PlanTemplate {
  const kind =
    facts?.kind && facts.kind !== "general" ? facts.kind : detectProjectKind(tokenize(brief));
  return PLAN_TEMPLATES[kind];
}
