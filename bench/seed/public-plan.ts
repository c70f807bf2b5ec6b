/**
 * Seeds the `public` benchmark's owner before the server starts (PGlite allows one process per
 * data directory): one confirmed account with a username, a short bio and branding (brand name
 * and accent colour, shown on published plans), and one plan of the kind a freelancer sends to a
 * client: six sections of text, lists and a table around five ```mermaid diagrams (a flowchart,
 * a gantt chart, a sequence, a class and a pie diagram), once per title in the spec. The plans
 * stay private here: the case publishes them over HTTP (with pictures drawn in Chromium, as the
 * owner's browser does, or without).
 *
 *   tsx bench/seed/public-plan.ts <DATA_DIR> '<SeedSpec as JSON>'
 */
import { eq, sql } from "drizzle-orm";
import type { SectionKind } from "../../src/lib/plans/plan-rules";
import { planSections, plans, profiles } from "../../src/server/db/schema";
import { setUsername } from "../../src/server/services/accounts/profile";
import { updatePlanCustomization } from "../../src/server/services/plan-customization";
import { refreshSearchDocuments } from "../../src/server/services/plans/search-document";
import { createConfirmedAccount } from "./confirmed-account";
import { readSeedArgs, withSeedDatabase } from "./seed-run";

interface SeedSpec {
  email: string;
  password: string;
  username: string;
  /** One plan per title, each with the same sections (the case publishes them differently). */
  titles: string[];
  /** The case checks the published page for exactly this many pictures; checked here too. */
  diagrams: number;
}

const mermaid = (source: string) => `\`\`\`mermaid\n${source.trim()}\n\`\`\``;

const SUMMARY =
  "A new identity and website for Harbour Lane Coffee: three cafés, one online shop, " +
  "launched before the spring menu.";

/** Six sections; the five diagrams sit in five of them, between paragraphs, as people write. */
const SECTIONS: { kind: SectionKind; title: string; body: string }[] = [
  {
    kind: "overview",
    title: "Overview",
    body: [
      "Harbour Lane Coffee runs three cafés and sells beans online through a marketplace that " +
        "takes 15 % of every order. This project gives them a brand that works on cups, bags " +
        "and screens, and their own shop, so regulars can subscribe to a monthly bag.",
      "How the work flows from the first call to the launch:",
      mermaid(`
flowchart LR
  call[Kick-off call] --> audit(Brand audit)
  audit --> moodboard[Mood boards]
  moodboard --> pick{Direction chosen?}
  pick -- No --> moodboard
  pick -- Yes --> identity[Logo and identity]
  identity --> site[Website and shop]
  site --> review{Owner review}
  review -- Changes --> site
  review -- Approved --> launch([Launch])
`),
      "Every phase ends with a review; nothing moves on without the owner's written approval.",
    ].join("\n\n"),
  },
  {
    kind: "goals",
    title: "Goals",
    body: [
      "- Move 60 % of online bean sales to the new shop within six months\n" +
        "- 300 monthly subscriptions by the end of the year\n" +
        "- One look across the cafés, the packaging and the website\n" +
        "- A site that loads in under two seconds on a phone",
      "**Not a goal:** a loyalty app. The cafés' stamp cards stay for now.",
    ].join("\n\n"),
  },
  {
    kind: "scope",
    title: "Scope",
    body: [
      "The shop sells single bags and subscriptions. It is built on the shop platform the " +
        "owner already pays for, so the work is the theme, the catalogue and the subscription " +
        "rules, not a platform.",
      mermaid(`
classDiagram
  class Product {
    +String name
    +String origin
    +Decimal price
    +int grams
  }
  class Subscription {
    +Date nextDelivery
    +int bagsPerMonth
    +pause()
    +cancel()
  }
  class Customer {
    +String name
    +String email
  }
  class Order {
    +Date placed
    +String status
    +ship()
  }
  Customer "1" --> "*" Order : places
  Customer "1" --> "0..1" Subscription : holds
  Subscription "1" --> "*" Product : delivers
  Order "1" --> "*" Product : contains
`),
      "Included: logo, colours and type; cup, bag and sign designs; a five-page website with " +
        "the shop. Excluded: photography (the owner's photographer delivers it) and printing.",
    ].join("\n\n"),
  },
  {
    kind: "timeline",
    title: "Timeline",
    body: [
      "Twelve weeks from the kick-off to the launch, timed so the new bags are printed before " +
        "the spring menu goes on sale.",
      mermaid(`
gantt
  title Harbour Lane relaunch
  dateFormat YYYY-MM-DD
  axisFormat %d %b
  section Brand
    Audit and interviews :done, b1, 2027-01-11, 5d
    Mood boards          :done, b2, after b1, 5d
    Logo and identity    :active, b3, after b2, 10d
  section Packaging
    Bag and cup designs  :p1, after b3, 8d
    Print proofs         :p2, after p1, 5d
  section Website
    Templates            :w1, after b3, 10d
    Shop and subscriptions :w2, after w1, 10d
    Content entry        :w3, after w2, 5d
  section Launch
    Soft launch in cafés :l1, after w3, 3d
    Go live              :milestone, l2, after l1, 0d
`),
      "The packaging printer needs final files three weeks before delivery; that date is fixed.",
    ].join("\n\n"),
  },
  {
    kind: "team",
    title: "Team and approvals",
    body: [
      "Maya (owner) approves every design. I collect feedback from the café managers into one " +
        "list, so Maya sees one set of changes, not three.",
      mermaid(`
sequenceDiagram
  autonumber
  actor Maya as Maya (owner)
  participant Me as Designer
  participant Cafes as Café managers
  Me->>Maya: Sends the designs for review
  Maya->>Cafes: Asks for comments
  Cafes-->>Maya: Comments by Friday
  Maya-->>Me: One list of changes
  Me->>Maya: Revised designs
  alt approved
    Maya-->>Me: Written approval
  else more changes
    Maya-->>Me: Second round (the last one included)
  end
`),
    ].join("\n\n"),
  },
  {
    kind: "budget",
    title: "Budget",
    body: [
      "| Phase | Days | Cost (EUR) |\n|---|---:|---:|\n| Brand | 10 | 6,500 |\n" +
        "| Packaging | 6 | 3,900 |\n| Website and shop | 16 | 10,400 |\n" +
        "| Launch support | 2 | 1,300 |\n| **Total** | **34** | **22,100** |",
      mermaid(`
pie showData
  title Budget by phase (EUR)
  "Brand" : 6500
  "Packaging" : 3900
  "Website and shop" : 10400
  "Launch support" : 1300
`),
      "Invoiced in three parts: 30 % at the kick-off, 40 % when the identity is approved and " +
        "30 % at the launch. Printing and the shop platform's fees are paid by the client directly.",
    ].join("\n\n"),
  },
];

const diagramCount = SECTIONS.reduce(
  (count, section) => count + (section.body.match(/```mermaid\n/g)?.length ?? 0),
  0,
);

async function main() {
  const { dataDir, spec } = readSeedArgs<SeedSpec>("public-plan.ts");
  if (diagramCount !== spec.diagrams) {
    throw new Error(`the seed has ${diagramCount} diagrams, the case expects ${spec.diagrams}`);
  }
  await withSeedDatabase(dataDir, async (db) => {
    const ownerId = await createConfirmedAccount(db, spec.email, spec.password, "Sam Rivera");
    await setUsername(db, ownerId, spec.username);
    await db
      .update(profiles)
      .set({ bio: "Brand and web designer for independent cafés and food shops." })
      .where(eq(profiles.userId, ownerId));
    await updatePlanCustomization(db, ownerId, {
      brandName: "Rivera Studio",
      accentColor: "#0f766e",
    });
    for (const title of spec.titles) {
      const [plan] = await db
        .insert(plans)
        .values({ ownerId, title, summary: SUMMARY })
        .returning({ id: plans.id });
      await db
        .insert(planSections)
        .values(SECTIONS.map((section, position) => ({ planId: plan!.id, position, ...section })));
      await refreshSearchDocuments(db, [plan!.id]);
    }
    console.error(
      `[seed] ${spec.email} (@${spec.username}): ${spec.titles.map((t) => `"${t}"`).join(", ")}, ` +
        `${SECTIONS.length} sections and ${diagramCount} diagrams each`,
    );
    await db.execute(sql`vacuum (analyze)`);
  });
}

await main();
