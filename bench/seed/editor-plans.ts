/**
 * Seeds the `editor` benchmark's database before the server starts (PGlite allows one process
 * per data directory): one confirmed account with plans of the same kind of sections — a few
 * paragraphs, a bullet list, a table or a checklist — and ```mermaid diagrams spread evenly over
 * them. The plans are created through the app's own service (createPlan), as the create form
 * does.
 *
 *   tsx bench/seed/editor-plans.ts <DATA_DIR> '<SeedSpec as JSON>'
 *
 * bench/cases/editor.mjs runs it and names the account, the plans, their sizes and how many
 * diagrams each has; the text and the diagram sources live here. Every plan ends with the same
 * "Next steps" section (the one the case types into), so the plans differ only in what comes
 * before it.
 */
import { sql } from "drizzle-orm";
import type { SectionKind } from "../../src/lib/plans/plan-rules";
import { createPlan, type NewSection } from "../../src/server/services/plans/plans";
import { createConfirmedAccount } from "./confirmed-account";
import { readSeedArgs, withSeedDatabase } from "./seed-run";

interface SeedPlan {
  title: string;
  sections: number;
  /** 0-based positions of the sections that get a diagram (the case spreads them). */
  diagramSections: number[];
}

interface SeedSpec {
  email: string;
  password: string;
  /** The last section's title: the case looks it up to type into it. */
  lastSectionTitle: string;
  plans: SeedPlan[];
}

/** The sections before the last one, in order; a plan of n sections takes the first n − 1. */
const TOPICS: { title: string; kind: SectionKind }[] = [
  { title: "Overview", kind: "overview" },
  { title: "Goals", kind: "goals" },
  { title: "Scope", kind: "scope" },
  { title: "Deliverables", kind: "deliverables" },
  { title: "Timeline", kind: "timeline" },
  { title: "Budget", kind: "budget" },
  { title: "Risks", kind: "risks" },
  { title: "Team", kind: "team" },
  { title: "Stakeholders", kind: "custom" },
  ...[
    "Current situation",
    "Customer research",
    "Competitors",
    "Brand and tone",
    "Site map",
    "Home page",
    "Booking flow",
    "Pre-orders",
    "Payments",
    "Newsletter",
    "Content plan",
    "Photography",
    "Accessibility",
    "Performance",
    "Search engines",
    "Analytics",
    "Hosting",
    "Security",
    "Privacy",
    "Testing",
    "Training",
    "Launch checklist",
    "Support",
    "Maintenance",
    "Reporting",
    "Change requests",
    "Communication",
    "Approvals",
    "Open questions",
    "Assumptions",
  ].map((title) => ({ title, kind: "custom" as const })),
];

/** Sentences a project plan is made of; each section picks its own run of them. */
const SENTENCES = [
  "The bakery's owner reviews this part of the plan before the next phase starts.",
  "Every decision here is written down so the team can come back to it later.",
  "We keep the first version small and add to it once real customers have used it.",
  "The estimate assumes that content arrives on time and that feedback comes within two days.",
  "Anything that is not listed here is out of scope and needs a change request.",
  "The project manager collects the open points in one list and shares it every Friday.",
  "Costs are shown without tax and include two rounds of changes.",
  "A short call at the end of each week keeps everyone on the same page.",
  "The staff at the counter are the first to hear what customers think, so we ask them too.",
  "If a supplier is late, the launch date moves by the same number of days.",
  "Photos and copy are checked on a phone first, because most visitors come from one.",
  "The current site stays online until the new one has passed its final review.",
  "Each page has one main action, and everything else on it supports that action.",
  "We measure the result three months after the launch and compare it with today's figures.",
  "Questions from the client are answered within one working day.",
  "The designer and the developer agree on the components before any page is built.",
];

/** A paragraph of `count` sentences, starting at `from` in the pool (wrapping around). */
function paragraph(from: number, count: number): string {
  return Array.from({ length: count }, (_, i) => SENTENCES[(from + i) % SENTENCES.length]!).join(
    " ",
  );
}

const list = (topic: string) =>
  [
    `- Agree on the ${topic.toLowerCase()} with the owner`,
    "- Write down what changes for the staff",
    "- Check the result on a phone and a laptop",
    "- Note open questions for the weekly call",
  ].join("\n");

const checklist = (topic: string) =>
  [
    `- [x] First draft of the ${topic.toLowerCase()} shared`,
    "- [ ] Comments from the owner collected",
    "- [ ] Final version approved",
  ].join("\n");

const table = (index: number) =>
  [
    "| Item | Owner | Due | Status |",
    "|---|---|---|---|",
    `| Draft | Project manager | Week ${index + 1} | Done |`,
    `| Review | Bakery owner | Week ${index + 2} | In progress |`,
    `| Changes | Designer | Week ${index + 3} | Planned |`,
    `| Sign-off | Bakery owner | Week ${index + 4} | Planned |`,
  ].join("\n");

/** Five diagrams of different types (each loads its own part of mermaid); mermaid 11 syntax. */
const DIAGRAMS = [
  `flowchart LR
  brief[Client brief] --> workshop(Discovery workshop)
  workshop --> design[Design]
  design --> build[Build]
  build --> review{Client review}
  review -- Changes --> build
  review -- Approved --> launch([Launch])`,
  `sequenceDiagram
  participant C as Customer
  participant S as Website
  participant P as Payment provider
  C->>S: Chooses a time slot
  S->>P: Creates a deposit payment
  P-->>C: Payment page
  C->>P: Pays the deposit
  S-->>C: Confirmation e-mail`,
  `gantt
  title Relaunch phases
  dateFormat YYYY-MM-DD
  section Discovery
    Workshop       :done, d1, 2026-03-02, 3d
    Sitemap        :d2, after d1, 4d
  section Build
    Templates      :b1, after d2, 10d
    Booking        :b2, after d2, 7d
  section Launch
    Go live        :milestone, l1, after b1, 0d`,
  `pie title Budget by phase
  "Discovery" : 2400
  "Design" : 6800
  "Build" : 11200
  "Content" : 3100`,
  `stateDiagram-v2
  [*] --> Requested
  Requested --> Confirmed : deposit paid
  Requested --> Expired : no payment
  Confirmed --> Completed : visit done
  Completed --> [*]
  Expired --> [*]`,
];

function sectionBody(index: number, topic: string, diagram: string | null): string {
  const parts = [
    paragraph(index * 3, 4),
    list(topic),
    paragraph(index * 3 + 5, 3),
    index % 2 === 0 ? table(index) : checklist(topic),
  ];
  if (diagram) parts.push(`\`\`\`mermaid\n${diagram}\n\`\`\``);
  // Ends with a paragraph: the case clicks into the last one to type.
  parts.push(paragraph(index * 3 + 9, 3));
  return parts.join("\n\n");
}

function planSections(spec: SeedPlan, lastTitle: string): NewSection[] {
  if (spec.sections < 2 || spec.sections - 1 > TOPICS.length) {
    throw new Error(`a plan can have 2 to ${TOPICS.length + 1} sections, not ${spec.sections}`);
  }
  const withDiagram = spec.diagramSections;
  if (withDiagram.length > DIAGRAMS.length) {
    throw new Error(`the seed has ${DIAGRAMS.length} diagram sources, not ${withDiagram.length}`);
  }
  // The case types into the last section: a diagram there would measure something else.
  if (
    withDiagram.some((index) => !Number.isInteger(index) || index < 0 || index >= spec.sections - 1)
  ) {
    throw new Error(
      `diagram positions ${withDiagram.join(", ")} do not fit ${spec.sections} sections`,
    );
  }
  const topics = [
    ...TOPICS.slice(0, spec.sections - 1),
    { title: lastTitle, kind: "next_steps" as const },
  ];
  return topics.map(({ title, kind }, index) => {
    const diagramIndex = withDiagram.indexOf(index);
    return {
      kind,
      title,
      body: sectionBody(index, title, diagramIndex === -1 ? null : DIAGRAMS[diagramIndex]!),
    };
  });
}

async function main() {
  const { dataDir, spec } = readSeedArgs<SeedSpec>("editor-plans.ts");
  await withSeedDatabase(dataDir, async (db) => {
    const ownerId = await createConfirmedAccount(db, spec.email, spec.password, "Bench editor");
    for (const plan of spec.plans) {
      await createPlan(db, ownerId, {
        title: plan.title,
        summary: "Website relaunch for Rosie's Bakery: booking, pre-orders and a fresh design.",
        sections: planSections(plan, spec.lastSectionTitle),
      });
    }
    console.error(
      `[seed] ${spec.email}: ` +
        spec.plans
          .map(
            (plan) =>
              `"${plan.title}" (${plan.sections} sections, ${plan.diagramSections.length} diagrams)`,
          )
          .join(", "),
    );
    await db.execute(sql`vacuum (analyze)`);
  });
}

await main();
