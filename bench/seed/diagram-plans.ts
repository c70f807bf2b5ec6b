/**
 * Seeds the `diagrams` benchmark's database before the server starts (PGlite allows one process
 * per data directory): one confirmed account with plans that have the same sections and the
 * same text. In a diagram plan, the sections hold 20 ```mermaid blocks of the kinds a real
 * project plan uses (or `copies` times each section's text and diagrams: 100 for 5 copies); in
 * its baseline, the same sources are plain ``` code blocks, so the two pages differ only in
 * drawing the diagrams.
 *
 *   tsx bench/seed/diagram-plans.ts <DATA_DIR> '<SeedSpec as JSON>'
 *
 * bench/cases/diagrams.mjs runs it and names the account, the plans and the expected number of
 * diagrams; the diagram sources live here.
 */
import { sql } from "drizzle-orm";
import type { SectionKind } from "../../src/lib/plans/plan-rules";
import { planSections, plans } from "../../src/server/db/schema";
import type { Database } from "../../src/server/db/types";
import { refreshSearchDocuments } from "../../src/server/services/plans/search-document";
import { createConfirmedAccount } from "./confirmed-account";
import { readSeedArgs, withSeedDatabase } from "./seed-run";

interface SeedPlan {
  title: string;
  /** Each section's parts this many times over (1: the 20-diagram plan). */
  copies: number;
  /** false: the baseline, with every diagram as a plain code block. */
  asDiagrams: boolean;
}

interface SeedSpec {
  email: string;
  password: string;
  /** ```mermaid blocks in one copy; the case waits for copies × this, so it is checked here. */
  diagramsPerCopy: number;
  plans: SeedPlan[];
}

/** A piece of a section's Markdown: a paragraph (or list) of text, or a diagram's source. */
type Part = string | { mermaid: string };

interface SeedSection {
  kind: SectionKind;
  title: string;
  parts: Part[];
}

const diagram = (source: string): Part => ({ mermaid: source.trim() });

/**
 * A bakery's website relaunch, written the way a freelancer would: text around diagrams. The mix
 * of types is deliberate (flowchart ×3, sequence ×2, gantt ×2, state ×2, pie ×2, class, ER,
 * journey, mindmap, timeline, quadrant, gitGraph, xychart, sankey): each type loads its own part
 * of mermaid and lays out differently, and a plan with twenty copies of one flowchart would
 * measure only that. All sources are mermaid 11 syntax.
 */
const SECTIONS: SeedSection[] = [
  {
    kind: "overview",
    title: "Overview",
    parts: [
      "Rosie's Bakery needs a new website that takes table bookings and pre-orders online. " +
        "The current site is a single page that has not changed since 2019.",
      diagram(`
flowchart LR
  brief[Client brief] --> workshop(Discovery workshop)
  workshop --> scope{Scope agreed?}
  scope -- Yes --> design[Design]
  scope -- No --> workshop
  design --> build[Build]
  build --> review{Client review}
  review -- Changes --> build
  review -- Approved --> launch([Launch])
`),
      "The budget is split over five phases; the build is the largest part.",
      diagram(`
pie showData
  title Budget by phase
  "Discovery" : 2400
  "Design" : 6800
  "Build" : 11200
  "Content" : 3100
  "Launch and training" : 1500
`),
      diagram(`
mindmap
  root((Website relaunch))
    Pages
      Home
      Services
      Booking
      Contact
    Content
      Copy
      Photos
      Reviews
    Integrations
      Calendar
      Payments
      Newsletter
`),
    ],
  },
  {
    kind: "goals",
    title: "Goals",
    parts: [
      "- [ ] Half of all bookings made online within three months\n" +
        "- [ ] Pre-orders for celebration cakes without a phone call\n" +
        "- [ ] Pages load in under two seconds on a phone",
      diagram(`
quadrantChart
  title Feature priorities
  x-axis Low effort --> High effort
  y-axis Low value --> High value
  quadrant-1 Plan carefully
  quadrant-2 Do first
  quadrant-3 Later
  quadrant-4 Reconsider
  Online booking: [0.35, 0.85]
  Gift cards: [0.7, 0.6]
  Blog: [0.25, 0.3]
  Loyalty app: [0.85, 0.4]
  Newsletter: [0.15, 0.55]
`),
      "How a customer books today's table, and how it should feel:",
      diagram(`
journey
  title Booking a table online
  section Find
    Search for the bakery: 4: Customer
    Open the website: 3: Customer
  section Book
    Pick a date and time: 4: Customer
    Confirm by e-mail: 3: Customer, Staff
  section Visit
    Table ready on arrival: 5: Customer, Staff
`),
      diagram(`
flowchart TD
  visit[Visitor lands on the home page] --> browse[Browses the menu]
  browse --> cta{Clicks Book now?}
  cta -- yes --> form[Booking form]
  cta -- no --> news[Newsletter sign-up]
  form --> paid[Deposit paid]
  news --> later[Returns later]
  later --> browse
`),
    ],
  },
  {
    kind: "scope",
    title: "Scope",
    parts: [
      "In scope: five page templates, the booking system with deposits, and the newsletter " +
        "sign-up. Out of scope: the loyalty app and a shop for gift cards.",
      diagram(`
classDiagram
  class Page {
    +String title
    +String slug
    +publish()
  }
  class Service {
    +String name
    +Decimal price
    +int minutes
  }
  class Booking {
    +DateTime start
    +String customerEmail
    +confirm()
    +cancel()
  }
  class Customer {
    +String name
    +String email
  }
  Page "1" --> "*" Service : lists
  Service "1" --> "*" Booking : booked as
  Customer "1" --> "*" Booking : makes
`),
      diagram(`
erDiagram
  CUSTOMER ||--o{ BOOKING : makes
  SERVICE ||--o{ BOOKING : "booked as"
  BOOKING ||--o| PAYMENT : "paid by"
  CUSTOMER {
    string name
    string email
  }
  BOOKING {
    datetime start
    string status
  }
  PAYMENT {
    decimal amount
    string provider
  }
`),
      "A booking moves through these states:",
      diagram(`
stateDiagram-v2
  [*] --> Requested
  Requested --> Confirmed : deposit paid
  Requested --> Expired : no payment in 24 h
  Confirmed --> Cancelled : customer cancels
  Confirmed --> Completed : visit done
  Cancelled --> [*]
  Completed --> [*]
  Expired --> [*]
`),
    ],
  },
  {
    kind: "timeline",
    title: "Timeline",
    parts: [
      "Fourteen weeks from the workshop to the launch, with the client's review after each phase.",
      diagram(`
gantt
  title Relaunch phases
  dateFormat YYYY-MM-DD
  axisFormat %d %b
  section Discovery
    Workshop            :done, disc1, 2026-03-02, 3d
    Sitemap and scope   :done, disc2, after disc1, 4d
  section Design
    Wireframes          :active, des1, after disc2, 5d
    Visual design       :des2, after des1, 8d
  section Build
    Templates           :build1, after des2, 10d
    Booking integration :build2, after des2, 7d
  section Launch
    Content entry       :launch1, after build1, 4d
    Go live             :milestone, launch2, after launch1, 0d
`),
      diagram(`
timeline
  title Milestones
  March : Kick-off : Sitemap signed off
  April : Designs approved
  May : Booking system live on staging
  June : Launch : Training for staff
`),
      "Design and booking work happen on their own branches and are merged when approved.",
      diagram(`
gitGraph
  commit id: "skeleton"
  branch design
  checkout design
  commit id: "templates"
  commit id: "styles"
  checkout main
  merge design
  branch booking
  checkout booking
  commit id: "calendar"
  commit id: "payments"
  checkout main
  merge booking
  commit id: "launch" tag: "v1.0"
`),
      "Launch week, hour by hour:",
      diagram(`
gantt
  title Launch week
  dateFormat YYYY-MM-DD HH:mm
  axisFormat %a %H:%M
  section Monday
    Freeze content :m1, 2026-06-01 09:00, 3h
    Final review   :m2, after m1, 2h
  section Tuesday
    DNS switch     :crit, t1, 2026-06-02 08:00, 1h
    Smoke tests    :t2, after t1, 2h
  section Wednesday
    Staff training :w1, 2026-06-03 10:00, 2h
`),
    ],
  },
  {
    kind: "team",
    title: "Team",
    parts: [
      "Rosie approves designs and content; the project manager collects feedback in one list.",
      diagram(`
sequenceDiagram
  autonumber
  actor Owner as Bakery owner
  participant PM as Project manager
  participant Des as Designer
  Owner->>PM: Sends feedback on the designs
  PM->>Des: Creates a change list
  Des-->>PM: Updated designs
  PM->>Owner: Asks for approval
  alt approved
    Owner-->>PM: Approves
  else changes needed
    Owner-->>PM: More comments
  end
`),
      diagram(`
sequenceDiagram
  participant C as Customer
  participant S as Website
  participant P as Payment provider
  C->>S: Chooses a time slot
  S->>P: Creates a deposit payment
  P-->>C: Payment page
  C->>P: Pays the deposit
  P-)S: Webhook, payment succeeded
  S-->>C: Confirmation e-mail
  Note over S,P: The provider retries the webhook for 24 hours
`),
      "After the launch, problems are handled by severity:",
      diagram(`
flowchart TD
  issue[Issue reported] --> triage{Severity?}
  triage -->|Blocker| phone[Call the developer]
  triage -->|Major| ticket[Ticket within a day]
  triage -->|Minor| backlog[Next maintenance window]
  phone --> fix[Hotfix and retest]
  ticket --> fix
  fix --> tell[Tell the client]
`),
    ],
  },
  {
    kind: "budget",
    title: "Budget",
    parts: [
      "| Phase | Cost (EUR) |\n|---|---|\n| Discovery | 2,400 |\n| Design | 6,800 |\n" +
        "| Build | 11,200 |\n| Content | 3,100 |\n| Launch | 1,500 |",
      diagram(`
xychart-beta
  title "Budget spent per month (EUR)"
  x-axis [Mar, Apr, May, Jun]
  y-axis "EUR" 0 --> 12000
  bar [3200, 6100, 8400, 4300]
  line [3000, 6000, 8000, 5000]
`),
      "Where the build money goes:",
      diagram(`
sankey-beta
Budget,Design,6800
Budget,Build,11200
Budget,Content,3100
Build,Templates,7000
Build,Booking integration,4200
`),
    ],
  },
  {
    kind: "risks",
    title: "Risks",
    parts: [
      "Late content is the usual cause of a late launch; every risk is reviewed weekly.",
      diagram(`
stateDiagram-v2
  [*] --> Identified
  Identified --> Assessed
  Assessed --> Mitigating : likely or severe
  Assessed --> Watching : low impact
  Watching --> Mitigating : signs appear
  Mitigating --> Closed
  Watching --> Closed : passed
  Closed --> [*]
`),
      diagram(`
pie title Open risks by category
  "Content late" : 4
  "Third-party integrations" : 3
  "Scope changes" : 5
  "Hosting" : 1
`),
    ],
  },
];

/**
 * A section's Markdown. With `asDiagrams` false each diagram becomes a plain fence with the same
 * source, so the baseline plan holds the same characters minus the word `mermaid`.
 */
function sectionBody(section: SeedSection, asDiagrams: boolean, copies: number): string {
  const parts = Array.from({ length: copies }, () => section.parts).flat();
  return parts
    .map((part) =>
      typeof part === "string"
        ? part
        : `\`\`\`${asDiagrams ? "mermaid" : ""}\n${part.mermaid}\n\`\`\``,
    )
    .join("\n\n");
}

const diagramCount = SECTIONS.flatMap((section) => section.parts).filter(
  (part) => typeof part !== "string",
).length;

async function createPlan(db: Database, ownerId: string, spec: SeedPlan) {
  const { title, asDiagrams, copies } = spec;
  const [plan] = await db
    .insert(plans)
    .values({
      ownerId,
      title,
      summary: "Website relaunch for Rosie's Bakery: booking, pre-orders and a fresh design.",
    })
    .returning({ id: plans.id });
  await db.insert(planSections).values(
    SECTIONS.map((section, position) => ({
      planId: plan!.id,
      position,
      kind: section.kind,
      title: section.title,
      body: sectionBody(section, asDiagrams, copies),
    })),
  );
  await refreshSearchDocuments(db, [plan!.id]);
  return plan!.id;
}

async function main() {
  const { dataDir, spec } = readSeedArgs<SeedSpec>("diagram-plans.ts");
  // The case waits for exactly spec.diagrams rendered blocks: a source added or removed here
  // without changing the case would make it time out instead of measuring.
  if (diagramCount !== spec.diagramsPerCopy) {
    throw new Error(
      `the seed has ${diagramCount} diagrams, the case expects ${spec.diagramsPerCopy}`,
    );
  }
  await withSeedDatabase(dataDir, async (db) => {
    const ownerId = await createConfirmedAccount(db, spec.email, spec.password, "Bench diagrams");
    for (const plan of spec.plans) await createPlan(db, ownerId, plan);
    console.error(
      `[seed] ${spec.email}: ${spec.plans.map((plan) => `"${plan.title}"`).join(", ")} ` +
        `(${diagramCount} diagrams per copy of ${SECTIONS.length} sections)`,
    );
    await db.execute(sql`vacuum (analyze)`);
  });
}

await main();
