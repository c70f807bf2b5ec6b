/**
 * Which kind of plan section a heading names, by meaning: "Objectives" is a goals section,
 * "Payment schedule" a budget one. Headings that name none of them are custom sections.
 */
import type { SectionKind } from "./plan-rules";

/** Words and phrases that name each kind, as people write them in plans and proposals. */
const KIND_PHRASES: Record<Exclude<SectionKind, "custom">, readonly string[]> = {
  overview: [
    "overview",
    "introduction",
    "intro",
    "summary",
    "executive summary",
    "background",
    "about",
    "context",
    "purpose",
    "project description",
  ],
  goals: [
    "goals",
    "goal",
    "objectives",
    "objective",
    "aims",
    "outcomes",
    "success criteria",
    "kpis",
  ],
  scope: [
    "scope",
    "scope of work",
    "requirements",
    "features",
    "approach",
    "methodology",
    "in scope",
    "out of scope",
  ],
  deliverables: ["deliverables", "deliverable", "outputs", "what you get", "what youll get"],
  timeline: [
    "timeline",
    "timelines",
    "schedule",
    "milestones",
    "milestone",
    "phases",
    "roadmap",
    "timeframe",
    "time frame",
    "deadlines",
  ],
  budget: [
    "budget",
    "pricing",
    "price",
    "prices",
    "cost",
    "costs",
    "fees",
    "estimate",
    "investment",
    "payment",
    "payments",
    "quote",
    "rates",
  ],
  risks: ["risks", "risk", "assumptions", "constraints", "challenges", "dependencies"],
  team: ["team", "roles", "staffing", "responsibilities", "stakeholders", "about us", "who we are"],
  next_steps: [
    "next steps",
    "next step",
    "action items",
    "action plan",
    "follow up",
    "to do",
    "todo",
  ],
};

/** Lower case, "&" as "and", letters, digits and single spaces only, padded with spaces. */
function normalise(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${words} `;
}

const PHRASES = Object.entries(KIND_PHRASES).flatMap(([kind, phrases]) =>
  phrases.map((phrase) => ({ kind: kind as SectionKind, phrase: normalise(phrase) })),
);

/**
 * The kind a heading names. When it names several ("Timeline and budget") the first one wins;
 * at the same place the longer phrase wins ("About us" is the team, "About" an overview).
 */
export function sectionKindFromHeading(heading: string): SectionKind {
  const text = normalise(heading);
  let best: { kind: SectionKind; at: number; length: number } | null = null;
  for (const { kind, phrase } of PHRASES) {
    const at = text.indexOf(phrase);
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && phrase.length > best.length)) {
      best = { kind, at, length: phrase.length };
    }
  }
  return best?.kind ?? "custom";
}
