/**
 * Writing and reading the published snapshot of one plan (plan_publications), shared by the
 * single-plan actions and the bulk actions. Callers hold the plan's row lock and record the
 * revision and the notification in the same transaction.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { SharedVisibility, DrawnDiagram } from "@/lib/publishing/publish-schemas";
import type {
  PublishedBranding,
  PublishedEstimate,
  PublishedSection,
  PublishedSnapshot,
} from "@/lib/publishing/snapshot";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { planCustomizations, planPublications, planRevisions, plans } from "@/server/db/schema";
import { loadSections, type DbOrTx, type Plan } from "@/server/services/plans/plan-access";
import { contentFingerprint } from "./fingerprint";
import { publishedDiagrams } from "./published-diagrams";
import { newUnlistedToken } from "./tokens";

export type StoredPublication = {
  snapshot: PublishedSnapshot;
  revision: number;
  showEstimate: boolean;
};

export type PublicationTarget = {
  visibility: SharedVisibility;
  /** The public slug (already claimed), or the plan's kept slug when unlisted. */
  slug: string | null;
  estimate: PublishedEstimate | null;
  drawn: readonly DrawnDiagram[];
  branding: PublishedBranding;
};

/** The plan's current publication, or null when it is not shared. */
export async function loadPublication(
  db: DbOrTx,
  planId: string,
): Promise<StoredPublication | null> {
  const [row] = await db
    .select({
      snapshot: planPublications.snapshot,
      revision: planPublications.revision,
      showEstimate: planPublications.showEstimate,
    })
    .from(planPublications)
    .where(eq(planPublications.planId, planId));
  return row ? { ...row, snapshot: row.snapshot as PublishedSnapshot } : null;
}

/** Which of these plans have a published snapshot (without loading the snapshots). */
export async function publishedPlanIds(
  db: DbOrTx,
  planIds: readonly string[],
): Promise<Set<string>> {
  if (planIds.length === 0) return new Set();
  const rows = await db
    .select({ planId: planPublications.planId })
    .from(planPublications)
    .where(inArray(planPublications.planId, [...planIds]));
  return new Set(rows.map((row) => row.planId));
}

export async function isPublished(db: DbOrTx, planId: string): Promise<boolean> {
  return (await publishedPlanIds(db, [planId])).has(planId);
}

/** The branding of the owner's plan customization, as published plans show it. */
export async function ownerBranding(db: DbOrTx, ownerId: string): Promise<PublishedBranding> {
  const [row] = await db
    .select({
      brandName: planCustomizations.brandName,
      accentColor: planCustomizations.accentColor,
      logoDataUrl: planCustomizations.logoDataUrl,
    })
    .from(planCustomizations)
    .where(eq(planCustomizations.userId, ownerId));
  return row ?? { brandName: null, accentColor: null, logoDataUrl: null };
}

/**
 * The revision number of the next snapshot. It is the render cache's key, so it must never
 * repeat for a plan, not even after unpublishing (which deletes the row): it counts the
 * publish and update revisions the plan has ever had (recorded before this is called).
 */
async function nextRevision(tx: DbOrTx, planId: string, previous: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(planRevisions)
    .where(
      and(
        eq(planRevisions.planId, planId),
        inArray(planRevisions.reason, [REVISION_REASONS.publish, REVISION_REASONS.publishUpdate]),
      ),
    );
  return Math.max(previous + 1, row?.value ?? 0);
}

/**
 * Takes the snapshot of the plan as it is now and makes it the shared version: stores it (the
 * revision grows), sets the plan's visibility, status and slug, and gives it an unlisted link if
 * it has none. The plan's `updatedAt` (when its content last changed) is left as it is.
 */
export async function writePublication(
  tx: DbOrTx,
  plan: Plan,
  target: PublicationTarget,
): Promise<void> {
  const [sections, previous] = await Promise.all([
    loadSections(tx, plan.id),
    loadPublication(tx, plan.id),
  ]);
  const publishedSections: PublishedSection[] = sections.map(({ id, kind, title, body }) => ({
    id,
    kind,
    title,
    body,
  }));
  const snapshot: PublishedSnapshot = {
    title: plan.title,
    summary: plan.summary,
    sections: publishedSections,
    diagrams: publishedDiagrams(
      publishedSections,
      target.drawn,
      previous?.snapshot.diagrams ?? null,
    ),
    branding: target.branding,
    estimate: target.estimate,
    contentUpdatedAt: plan.updatedAt.toISOString(),
  };
  const fingerprint = contentFingerprint({
    title: plan.title,
    summary: plan.summary,
    sections,
  });
  const revision = await nextRevision(tx, plan.id, previous?.revision ?? 0);
  const now = new Date();
  const stored = {
    snapshot,
    contentFingerprint: fingerprint,
    revision,
    showEstimate: target.estimate !== null,
    publishedAt: now,
  };
  await tx
    .insert(planPublications)
    .values({ planId: plan.id, ownerId: plan.ownerId, firstPublishedAt: now, ...stored })
    .onConflictDoUpdate({ target: planPublications.planId, set: stored });
  await tx
    .update(plans)
    .set({
      visibility: target.visibility,
      status: "published",
      slug: target.slug,
      unlistedToken: plan.unlistedToken ?? newUnlistedToken(),
      updatedAt: sql`${plans.updatedAt}`,
    })
    .where(eq(plans.id, plan.id));
}

/**
 * Takes the plan off its shared addresses: the snapshot is deleted (public and unlisted pages
 * answer 404 at once) and the unlisted token cleared (the link dies). The slug stays with the
 * plan, so publishing again suggests the same address; its redirects stay but lead to a 404.
 */
export async function removePublication(tx: DbOrTx, planIds: readonly string[]): Promise<void> {
  if (planIds.length === 0) return;
  await tx.delete(planPublications).where(inArray(planPublications.planId, [...planIds]));
  await tx
    .update(plans)
    .set({
      visibility: "private",
      status: "draft",
      unlistedToken: null,
      updatedAt: sql`${plans.updatedAt}`,
    })
    .where(inArray(plans.id, [...planIds]));
}
