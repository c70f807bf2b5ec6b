/**
 * Seeds the `plan-list` benchmark's database before the server starts (PGlite allows one process
 * per data directory): confirmed accounts with the given numbers of plans, three sections each,
 * and the search documents built by the app's own code.
 *
 *   tsx bench/seed/plan-list.ts <DATA_DIR> '<SeedSpec as JSON>'
 *
 * bench/cases/plan-list.mjs runs it and names the accounts, their sizes and the search word.
 *
 * Fast because it writes in bulk: a few hundred plans per INSERT and one UPDATE per chunk for
 * the search documents, then VACUUM ANALYZE, as the server's own maintenance would.
 */
import { sql } from "drizzle-orm";
import { planSections, plans } from "../../src/server/db/schema";
import type { Database } from "../../src/server/db/types";
import { refreshSearchDocuments } from "../../src/server/services/plans/search-document";
import { createConfirmedAccount } from "./confirmed-account";
import { readSeedArgs, withSeedDatabase } from "./seed-run";

interface SeedSpec {
  accounts: { plans: number; email: string; password: string }[];
  /**
   * A word that appears in `searchMatches` plans of every account, whatever its size: a search
   * then fills the same page for each account, so their times differ only by how the search
   * copes with all the other plans (a client's name in 30 of 10,000 plans is typical).
   */
  searchWord: string;
  searchMatches: number;
}

const CHUNK = 500;
const DAYS_OF_HISTORY = 365;

const CLIENTS = ["Rosie's Bakery", "Northwind", "Acme Dental", "Blue Fern Yoga", "Harbor Legal"];
const PROJECTS = ["website", "brand refresh", "mobile app", "booking system", "newsletter"];
const WORDS = (
  "plan scope budget timeline design review launch client meeting content copy photos hosting " +
  "domain analytics search checkout invoice training handover support maintenance"
).split(" ");

function words(seed: number, length: number): string {
  return Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]).join(" ");
}

function sectionsFor(spec: SeedSpec, planId: string, n: number, count: number) {
  const every = Math.max(1, Math.floor(count / spec.searchMatches));
  const mentioned = n % every === 0 && n / every < spec.searchMatches;
  const mention = mentioned ? ` Meet at the ${spec.searchWord} cafe.` : "";
  return [
    {
      planId,
      position: 0,
      kind: "overview" as const,
      title: "Overview",
      body: words(n, 40) + mention,
    },
    {
      planId,
      position: 1,
      kind: "timeline" as const,
      title: "Timeline",
      body: `- [ ] ${words(n + 1, 8)}\n- [x] ${words(n + 2, 8)}`,
    },
    {
      planId,
      position: 2,
      kind: "budget" as const,
      title: "Budget",
      body: `| Item | Cost |\n|---|---|\n| Design | ${1000 + n} |`,
    },
  ];
}

async function seedPlans(db: Database, spec: SeedSpec, ownerId: string, count: number) {
  for (let start = 0; start < count; start += CHUNK) {
    const numbers = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => start + i);
    const inserted = await db
      .insert(plans)
      .values(
        numbers.map((n) => ({
          ownerId,
          title: `${CLIENTS[n % CLIENTS.length]} ${PROJECTS[(n >> 2) % PROJECTS.length]} ${n + 1}`,
          summary: words(n, 12),
          status: n % 5 === 0 ? ("published" as const) : ("draft" as const),
          source: n % 3 === 0 ? ("existing" as const) : ("manual" as const),
        })),
      )
      .returning({ id: plans.id });
    await db
      .insert(planSections)
      .values(inserted.flatMap(({ id }, i) => sectionsFor(spec, id, numbers[i]!, count)));
    await refreshSearchDocuments(
      db,
      inserted.map(({ id }) => id),
    );
  }
  // Spread creation and update times over the past year, so the sorts have real work to do.
  await db.execute(sql`
    update ${plans}
    set created_at = now() - (abs(hashtext(${plans.id}::text)) % ${DAYS_OF_HISTORY}) * interval '1 day',
        updated_at = now() - (abs(hashtext(${plans.id}::text || 'u')) % ${DAYS_OF_HISTORY}) * interval '1 day'
    where ${plans.ownerId} = ${ownerId}`);
}

async function main() {
  const { dataDir, spec } = readSeedArgs<SeedSpec>("plan-list.ts");
  await withSeedDatabase(dataDir, async (db) => {
    for (const account of spec.accounts) {
      const started = performance.now();
      const name = `Bench ${account.plans}`;
      const ownerId = await createConfirmedAccount(db, account.email, account.password, name);
      await seedPlans(db, spec, ownerId, account.plans);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.error(`[seed] ${account.email}: ${account.plans} plans in ${seconds} s`);
    }
    // What autovacuum does after a bulk load on PostgreSQL, and the app's hourly maintenance on
    // PGlite (src/server/services/plans/maintenance.ts): statistics and the visibility map.
    await db.execute(sql`vacuum (analyze)`);
  });
}

await main();
