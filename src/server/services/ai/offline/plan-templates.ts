/**
 * The offline planner's plan templates, one per project kind: which sections a plan of that kind
 * needs, the phases of its schedule with their relative lengths, its typical length when the
 * brief states none, and the effort model behind the budget estimate. Texts here are generic on
 * purpose (no figures): anything specific in a plan comes from the brief or the owner's settings.
 */
import { SECTION_KINDS, type SectionKind } from "@/lib/plans/plan-rules";
import type { BriefFacts } from "./brief-facts";
import { tokenize } from "./brief-tokens";
import { detectProjectKind, PROJECT_KINDS, type ProjectKind } from "./project-kind";

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

/** The sections a drafted plan can have: every kind but "custom", which only an owner writes. */
const CORE: readonly SectionKind[] = SECTION_KINDS.filter((kind) => kind !== "custom");

/** A phase as `[name, weight]`: a template lists several, so the pair keeps them one a line. */
type PhaseSpec = readonly [name: string, weight: number];

interface TemplateSpec extends Omit<PlanTemplate, "kind" | "sections" | "phases"> {
  /** Core sections a plan of this kind leaves out (default: none). */
  without?: readonly SectionKind[];
  phases: readonly PhaseSpec[];
}

function template(kind: ProjectKind, spec: TemplateSpec): PlanTemplate {
  const { without = [], phases, ...rest } = spec;
  return {
    ...rest,
    kind,
    sections: CORE.filter((section) => !without.includes(section)),
    phases: phases.map(([name, weight]) => ({ name, weight })),
  };
}

const SPECS: Record<ProjectKind, TemplateSpec> = {
  software: {
    label: "Software project",
    phases: [
      ["Discovery and requirements", 1],
      ["Design and architecture", 1.5],
      ["Build", 4],
      ["Testing and fixes", 1.5],
      ["Launch and handover", 1],
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
    label: "Website",
    without: ["team"],
    phases: [
      ["Discovery and sitemap", 1],
      ["Design", 2],
      ["Build and content", 3],
      ["Review and launch", 1],
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
    label: "Mobile app",
    phases: [
      ["Discovery and user flows", 1],
      ["UI design", 1.5],
      ["App development", 4],
      ["Beta testing", 1.5],
      ["Store submission and launch", 1],
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
    label: "Marketing campaign",
    without: ["team"],
    phases: [
      ["Research and positioning", 1],
      ["Creative and content", 2],
      ["Campaign live", 3],
      ["Measure and report", 1],
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
    label: "Event",
    without: ["deliverables"],
    phases: [
      ["Concept and budget", 1],
      ["Venue and suppliers", 2],
      ["Invitations and programme", 2],
      ["Final preparations", 1],
      ["Event and wrap-up", 0.5],
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
    label: "Research study",
    without: ["team"],
    phases: [
      ["Question and method", 1],
      ["Ethics and recruitment", 1],
      ["Data collection", 3],
      ["Analysis", 2],
      ["Write-up", 1.5],
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
    label: "Consulting engagement",
    without: ["team"],
    phases: [
      ["Kick-off and interviews", 1],
      ["Assessment", 2],
      ["Recommendations", 1.5],
      ["Presentation and handover", 0.5],
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
    label: "Project",
    without: ["team"],
    phases: [
      ["Planning", 1],
      ["Execution", 3],
      ["Review and close", 1],
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

export const PLAN_TEMPLATES = Object.fromEntries(
  PROJECT_KINDS.map((kind) => [kind, template(kind, SPECS[kind])]),
) as Record<ProjectKind, PlanTemplate>;

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
