/** The vocabulary of plans, shared by the forms, the API and the database checks. */
export const PLAN_STATUSES = ["draft", "published"] as const;
export const PLAN_SOURCES = ["manual", "existing", "ai"] as const;
export const PLAN_VISIBILITIES = ["private", "unlisted", "public"] as const;
export const SECTION_KINDS = [
  "overview",
  "goals",
  "scope",
  "deliverables",
  "timeline",
  "budget",
  "risks",
  "team",
  "next_steps",
  "custom",
] as const;

export type PlanStatus = (typeof PLAN_STATUSES)[number];
export type PlanSource = (typeof PLAN_SOURCES)[number];
export type PlanVisibility = (typeof PLAN_VISIBILITIES)[number];
export type SectionKind = (typeof SECTION_KINDS)[number];

export const PLAN_TITLE_MAX_LENGTH = 200;
export const PLAN_SUMMARY_MAX_LENGTH = 2_000;
export const SECTION_TITLE_MAX_LENGTH = 200;
/** A section body is Markdown; 200,000 characters is far beyond any real plan section. */
export const SECTION_BODY_MAX_LENGTH = 200_000;

/** Default titles of the section kinds. */
export const SECTION_KIND_TITLES: Record<SectionKind, string> = {
  overview: "Overview",
  goals: "Goals",
  scope: "Scope",
  deliverables: "Deliverables",
  timeline: "Timeline",
  budget: "Budget",
  risks: "Risks",
  team: "Team",
  next_steps: "Next steps",
  custom: "Section",
};
