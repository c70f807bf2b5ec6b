/**
 * What the Share dialog shows for one of the owner's plans: how it is shared, its addresses,
 * whether the live plan has changed since the published version, and its views.
 */
import { eq, sql } from "drizzle-orm";
import type { SharedVisibility } from "@/lib/publishing/publish-schemas";
import { publicPlanPath, unlistedPlanPath } from "@/lib/publishing/public-paths";
import type { PublishedEstimate } from "@/lib/publishing/snapshot";
import { planPublications, profiles } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { getPlanCustomization } from "@/server/services/plan-customization";
import { findOwnedPlan, loadSections, type DbOrTx } from "@/server/services/plans/plan-access";
import { contentFingerprint } from "./fingerprint";
import { suggestFreeSlugs } from "./slugs";
import { planViewTotals } from "./views";

export type ShareState = {
  planId: string;
  visibility: "private" | SharedVisibility;
  /** Current slug (public plans), else null. */
  slug: string | null;
  /** A free slug suggested from the title, for the form's first value. */
  suggestedSlug: string;
  /** The owner's username; null means public publishing needs one first. */
  username: string | null;
  /** Path of the public page (public plans), e.g. /@ana/p/website-redesign. */
  publicPath: string | null;
  /** Path of the unlisted link /p/{token} (unlisted and public plans). */
  unlistedPath: string | null;
  publishedAt: Date | null;
  firstPublishedAt: Date | null;
  /** The live plan differs from the published snapshot. */
  hasUnpublishedChanges: boolean;
  estimate: PublishedEstimate | null;
  /** Default currency for the estimate field (plan customization). */
  defaultCurrency: string;
  views: { total: number; today: number; last30Days: number };
};

const NO_VIEWS = { total: 0, today: 0, last30Days: 0 };

/** The owner's username, or null when they have not chosen one. */
export async function ownerUsername(db: DbOrTx, ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.userId, ownerId));
  return row?.username ?? null;
}

/** View counts are a nicety of the dialog: when they cannot be read, the dialog still opens. */
async function viewsOf(db: Database, planId: string): Promise<ShareState["views"]> {
  try {
    return await planViewTotals(db, planId);
  } catch {
    return NO_VIEWS;
  }
}

export async function getShareState(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<ShareState> {
  const plan = await findOwnedPlan(db, ownerId, planId);
  const [publication] = await db
    .select({
      contentFingerprint: planPublications.contentFingerprint,
      publishedAt: planPublications.publishedAt,
      firstPublishedAt: planPublications.firstPublishedAt,
      // Only the estimate: the whole snapshot may hold large diagram pictures.
      estimate: sql<PublishedEstimate | null>`${planPublications.snapshot} -> 'estimate'`,
    })
    .from(planPublications)
    .where(eq(planPublications.planId, planId));
  const [sections, username, customization, views] = await Promise.all([
    loadSections(db, planId),
    ownerUsername(db, ownerId),
    getPlanCustomization(db, ownerId),
    viewsOf(db, planId),
  ]);
  // No snapshot means not shared, whatever an interrupted older write left in plans.visibility.
  const visibility = publication && plan.visibility !== "private" ? plan.visibility : "private";
  const slug = visibility === "public" ? plan.slug : null;
  const suggestedSlug =
    plan.slug ?? (await suggestFreeSlugs(db, ownerId, plan, plan.title, 1))[0] ?? "";
  return {
    planId,
    visibility,
    slug,
    suggestedSlug,
    username,
    publicPath: slug && username ? publicPlanPath(username, slug) : null,
    unlistedPath:
      visibility !== "private" && plan.unlistedToken ? unlistedPlanPath(plan.unlistedToken) : null,
    publishedAt: publication?.publishedAt ?? null,
    firstPublishedAt: publication?.firstPublishedAt ?? null,
    hasUnpublishedChanges:
      publication !== undefined &&
      publication.contentFingerprint !==
        contentFingerprint({ title: plan.title, summary: plan.summary, sections }),
    estimate: publication?.estimate ?? null,
    defaultCurrency: customization.currency,
    views,
  };
}
