/**
 * What kind of project a brief describes, by keyword scoring over its words: each kind has words
 * that speak for it, weighted by how specific they are ("wedding" settles it, "launch" only
 * leans). One look-up per word, so it is linear in the brief. "general" when nothing speaks for
 * any kind, so a vague brief gets the neutral template rather than a guess.
 */
import type { Token } from "./brief-tokens";

export const PROJECT_KINDS = [
  "software",
  "website",
  "mobile_app",
  "marketing_campaign",
  "event",
  "research",
  "consulting",
  "general",
] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

/** A kind needs at least this score to be chosen over "general". */
export const MIN_KIND_SCORE = 2;

const STRONG = 3;
const MEDIUM = 2;
const WEAK = 1;

const KIND_WORDS: Record<Exclude<ProjectKind, "general">, Record<string, number>> = {
  software: {
    saas: STRONG,
    portal: MEDIUM,
    mvp: MEDIUM,
    backend: STRONG,
    api: MEDIUM,
    apis: MEDIUM,
    dashboard: MEDIUM,
    software: STRONG,
    platform: MEDIUM,
    database: MEDIUM,
    integration: WEAK,
    integrations: WEAK,
    crm: MEDIUM,
    erp: MEDIUM,
    microservices: STRONG,
    subscription: WEAK,
    billing: WEAK,
    login: WEAK,
    admin: WEAK,
    deploy: WEAK,
    tool: WEAK,
  },
  website: {
    website: STRONG,
    websites: STRONG,
    site: MEDIUM,
    landing: MEDIUM,
    homepage: STRONG,
    wordpress: STRONG,
    webflow: STRONG,
    squarespace: STRONG,
    cms: MEDIUM,
    seo: WEAK,
    pages: WEAK,
    blog: WEAK,
    redesign: WEAK,
    portfolio: WEAK,
    shopify: MEDIUM,
  },
  mobile_app: {
    mobile: STRONG,
    ios: STRONG,
    android: STRONG,
    iphone: STRONG,
    flutter: STRONG,
    swift: MEDIUM,
    kotlin: MEDIUM,
    native: WEAK,
    push: WEAK,
    app: WEAK,
    apps: WEAK,
    offline: WEAK,
    store: WEAK,
  },
  marketing_campaign: {
    marketing: STRONG,
    campaign: STRONG,
    ads: MEDIUM,
    advertising: STRONG,
    influencer: STRONG,
    influencers: STRONG,
    awareness: MEDIUM,
    social: WEAK,
    instagram: MEDIUM,
    tiktok: MEDIUM,
    newsletter: MEDIUM,
    leads: MEDIUM,
    conversion: MEDIUM,
    brand: WEAK,
    launch: WEAK,
    audience: WEAK,
    promotion: MEDIUM,
    pr: MEDIUM,
  },
  event: {
    wedding: STRONG,
    offsite: STRONG,
    retreat: MEDIUM,
    event: STRONG,
    events: MEDIUM,
    conference: STRONG,
    venue: STRONG,
    guests: STRONG,
    catering: STRONG,
    caterer: STRONG,
    party: MEDIUM,
    festival: STRONG,
    ceremony: STRONG,
    reception: MEDIUM,
    attendees: MEDIUM,
    summit: MEDIUM,
    gala: STRONG,
    speakers: WEAK,
    tickets: WEAK,
    rsvp: STRONG,
  },
  research: {
    research: STRONG,
    study: MEDIUM,
    survey: MEDIUM,
    participants: MEDIUM,
    interviews: MEDIUM,
    hypothesis: STRONG,
    literature: MEDIUM,
    findings: MEDIUM,
    ethics: MEDIUM,
    dataset: MEDIUM,
    analysis: WEAK,
    thesis: STRONG,
    experiment: MEDIUM,
    experiments: MEDIUM,
    paper: WEAK,
    respondents: STRONG,
    qualitative: STRONG,
    quantitative: STRONG,
  },
  consulting: {
    consulting: STRONG,
    consultant: STRONG,
    audit: STRONG,
    assessment: MEDIUM,
    advisory: STRONG,
    workshop: MEDIUM,
    workshops: MEDIUM,
    strategy: MEDIUM,
    recommendations: MEDIUM,
    stakeholders: WEAK,
    roadmap: WEAK,
    processes: WEAK,
    transformation: MEDIUM,
    review: WEAK,
    operating: WEAK,
  },
};

/** Each kind's score for the brief's words. */
export function scoreProjectKinds(tokens: readonly Token[]): Record<ProjectKind, number> {
  const scores = Object.fromEntries(PROJECT_KINDS.map((kind) => [kind, 0])) as Record<
    ProjectKind,
    number
  >;
  const kinds = Object.keys(KIND_WORDS) as Exclude<ProjectKind, "general">[];
  for (const token of tokens) {
    if (token.kind !== "word") continue;
    for (const kind of kinds) {
      scores[kind] += KIND_WORDS[kind][token.lower] ?? 0;
    }
  }
  return scores;
}

/** The best-scoring kind; earlier kinds in PROJECT_KINDS win ties; "general" below MIN_KIND_SCORE. */
export function detectProjectKind(tokens: readonly Token[]): ProjectKind {
  const scores = scoreProjectKinds(tokens);
  let best: ProjectKind = "general";
  let bestScore = MIN_KIND_SCORE - 1;
  for (const kind of PROJECT_KINDS) {
    if (kind !== "general" && scores[kind] > bestScore) {
      best = kind;
      bestScore = scores[kind];
    }
  }
  return best;
}
