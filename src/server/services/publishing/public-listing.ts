/**
 * Listings of public plans for GET /api/plans/public, GET /api/publish/landing and the sitemap:
 * only the fields a listing needs, read from the published snapshot (never the live plan), so
 * e-mail addresses, unlisted tokens, ids and unpublished edits cannot leave through here.
 * Which plans are listed is decided in one place: listed-plans.ts.
 */
import { count, desc, sql, type SQL } from "drizzle-orm";
import { LISTING_SUMMARY_MAX_LENGTH } from "@/lib/publishing/listing-rules";
import { publicPlanPath } from "@/lib/publishing/public-paths";
import { planPublications, plans, profiles } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { avatarPathColumns, avatarPathOf } from "@/server/services/accounts/avatar";
import { listedPlansWhere, ownerProfileOfPlan, planOfPublication } from "./listed-plans";
import type { PublicPlanSummary } from "./public-types";

/** The landing page shows this many plans, at most LANDING_PLANS_PER_AUTHOR of one author. */
export const LANDING_PLANS_COUNT = 6;
export const LANDING_PLANS_PER_AUTHOR = 2;
/** The newest publications the landing page picks from (one indexed read, however many exist). */
const LANDING_CANDIDATES = 60;

/** Narrows the listed plans to one author's (username, any case); none: every author's. */
function byAuthor(author?: string): SQL | undefined {
  return author ? sql`lower(${profiles.username}) = lower(${author})` : undefined;
}

/** Cut at a word boundary near the limit, so a listing never carries a whole essay. */
export function listingSummary(summary: string): string {
  const text = summary.replace(/\s+/g, " ").trim();
  if (text.length <= LISTING_SUMMARY_MAX_LENGTH) return text;
  const cut = text.slice(0, LISTING_SUMMARY_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > LISTING_SUMMARY_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

async function selectListed(
  db: Database,
  author: SQL | undefined,
  limit: number,
  offset: number,
): Promise<(PublicPlanSummary & { ownerId: string })[]> {
  const rows = await db
    .select({
      ownerId: plans.ownerId,
      slug: plans.slug,
      // Only the two fields of the snapshot a listing shows, not its sections and drawings.
      title: sql<string>`${planPublications.snapshot} ->> 'title'`,
      summary: sql<string | null>`${planPublications.snapshot} ->> 'summary'`,
      publishedAt: planPublications.publishedAt,
      username: profiles.username,
      fullName: profiles.fullName,
      ...avatarPathColumns,
    })
    .from(planPublications)
    .innerJoin(plans, planOfPublication())
    .innerJoin(profiles, ownerProfileOfPlan())
    .where(listedPlansWhere(author))
    .orderBy(desc(planPublications.publishedAt), desc(planPublications.planId))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => {
    const username = row.username!;
    return {
      ownerId: row.ownerId,
      title: row.title,
      summary: listingSummary(row.summary ?? ""),
      path: publicPlanPath(username, row.slug!),
      author: {
        username,
        displayName: row.fullName?.trim() || username,
        avatarPath: avatarPathOf(row),
      },
      publishedAt: new Date(row.publishedAt),
    };
  });
}

function withoutOwner({ ownerId: _ownerId, ...summary }: PublicPlanSummary & { ownerId: string }) {
  return summary;
}

/** Public plans, newest published first, optionally of one author (username, any case). */
export async function listPublicPlans(
  db: Database,
  query: { author?: string; page: number; pageSize: number },
): Promise<{ plans: PublicPlanSummary[]; page: number; pageSize: number; total: number }> {
  const author = byAuthor(query.author);
  const [listed, [counted]] = await Promise.all([
    selectListed(db, author, query.pageSize, (query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(planPublications)
      .innerJoin(plans, planOfPublication())
      .innerJoin(profiles, ownerProfileOfPlan())
      .where(listedPlansWhere(author)),
  ]);
  return {
    plans: listed.map(withoutOwner),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(counted?.total ?? 0),
  };
}

/**
 * The featured plans of the landing page: the newest public plans, at most
 * LANDING_PLANS_PER_AUTHOR of any one author, LANDING_PLANS_COUNT in all.
 */
export async function landingPlans(db: Database): Promise<PublicPlanSummary[]> {
  const candidates = await selectListed(db, undefined, LANDING_CANDIDATES, 0);
  const perAuthor = new Map<string, number>();
  const picked: PublicPlanSummary[] = [];
  for (const candidate of candidates) {
    const shown = perAuthor.get(candidate.ownerId) ?? 0;
    if (shown >= LANDING_PLANS_PER_AUTHOR) continue;
    perAuthor.set(candidate.ownerId, shown + 1);
    picked.push(withoutOwner(candidate));
    if (picked.length === LANDING_PLANS_COUNT) break;
  }
  return picked;
}

/** Every listed plan's address and publication time, for the sitemap (newest first). */
export async function sitemapEntries(
  db: Database,
  limit: number,
): Promise<{ username: string; path: string; publishedAt: Date }[]> {
  const rows = await db
    .select({
      username: profiles.username,
      slug: plans.slug,
      publishedAt: planPublications.publishedAt,
    })
    .from(planPublications)
    .innerJoin(plans, planOfPublication())
    .innerJoin(profiles, ownerProfileOfPlan())
    .where(listedPlansWhere())
    .orderBy(desc(planPublications.publishedAt), desc(planPublications.planId))
    .limit(limit);
  return rows.map((row) => ({
    username: row.username!,
    path: publicPlanPath(row.username!, row.slug!),
    publishedAt: new Date(row.publishedAt),
  }));
}
