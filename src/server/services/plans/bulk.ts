/**
 * Actions on many plans at once (the list's row selection): trash, restore, delete forever and
 * duplicate. Only the caller's plans are touched — another user's ids change nothing. When none
 * of the ids is one of the caller's plans the answer is NOT_FOUND, like for a single plan; ids of
 * the caller's plans that are not in the right state (restoring a plan that is not in the trash)
 * are skipped and not counted.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { PLAN_TITLE_MAX_LENGTH } from "@/lib/plans/plan-rules";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { planSections, plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { createNotifications } from "@/server/services/notifications/notifications";
import { planNotFound, type DbOrTx } from "./plan-access";
import { recordRevisions } from "./revisions";
import { refreshSearchDocuments } from "./search-document";

const COPY_PREFIX = "Copy of ";

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** Throws NOT_FOUND unless at least one of the ids is a plan of the owner (in any state). */
async function assertAnyOwned(tx: DbOrTx, ownerId: string, ids: string[]): Promise<void> {
  const [owned] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.ownerId, ownerId), inArray(plans.id, ids)))
    .limit(1);
  if (!owned) throw planNotFound();
}

/** Moves the owner's plans to the trash, recording a revision of each first. */
export async function trashPlans(
  db: Database,
  ownerId: string,
  ids: readonly string[],
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const targets = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(
        and(eq(plans.ownerId, ownerId), inArray(plans.id, unique(ids)), isNull(plans.deletedAt)),
      )
      // Always in the same order, so two overlapping bulk actions cannot deadlock.
      .orderBy(asc(plans.id))
      .for("update");
    if (targets.length === 0) {
      await assertAnyOwned(tx, ownerId, unique(ids));
      return { count: 0 };
    }
    const targetIds = targets.map((target) => target.id);
    await recordRevisions(tx, targetIds, REVISION_REASONS.trash);
    await tx
      .update(plans)
      .set({ deletedAt: new Date(), version: sql`${plans.version} + 1` })
      .where(inArray(plans.id, targetIds));
    return { count: targetIds.length };
  });
}

/** Brings the owner's plans back from the trash and tells them so in a notification. */
export async function restorePlans(
  db: Database,
  ownerId: string,
  ids: readonly string[],
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const restored = await tx
      .update(plans)
      .set({ deletedAt: null, version: sql`${plans.version} + 1` })
      .where(
        and(eq(plans.ownerId, ownerId), inArray(plans.id, unique(ids)), isNotNull(plans.deletedAt)),
      )
      .returning({ id: plans.id, title: plans.title });
    if (restored.length === 0) {
      await assertAnyOwned(tx, ownerId, unique(ids));
      return { count: 0 };
    }
    const [only] = restored;
    await createNotifications(tx, [
      restored.length === 1
        ? {
            userId: ownerId,
            kind: NOTIFICATION_KINDS.planRestored,
            title: "Plan restored",
            body: `“${only!.title}” is back in your plans.`,
            link: `/plan/${only!.id}`,
          }
        : {
            userId: ownerId,
            kind: NOTIFICATION_KINDS.planRestored,
            title: `${restored.length} plans restored`,
            body: `${restored.length} plans are back in your plans.`,
            link: "/all-projects",
          },
    ]);
    return { count: restored.length };
  });
}

/** Deletes the owner's plans for good — only plans already in the trash. */
export async function deletePlansForever(
  db: Database,
  ownerId: string,
  ids: readonly string[],
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(plans)
      .where(
        and(eq(plans.ownerId, ownerId), inArray(plans.id, unique(ids)), isNotNull(plans.deletedAt)),
      )
      .returning({ id: plans.id });
    if (deleted.length === 0) await assertAnyOwned(tx, ownerId, unique(ids));
    return { count: deleted.length };
  });
}

/**
 * Copies the owner's plans (not in the trash) with all their sections: titles "Copy of …", a
 * fresh draft that is private and unpublished. Answers the new ids in the order asked.
 */
export async function duplicatePlans(
  db: Database,
  ownerId: string,
  ids: readonly string[],
): Promise<{ ids: string[] }> {
  return db.transaction(async (tx) => {
    const wanted = unique(ids);
    const sources = await tx
      .select({
        id: plans.id,
        title: plans.title,
        summary: plans.summary,
        source: plans.source,
        customization: plans.customization,
      })
      .from(plans)
      .where(and(eq(plans.ownerId, ownerId), inArray(plans.id, wanted), isNull(plans.deletedAt)));
    if (sources.length === 0) {
      await assertAnyOwned(tx, ownerId, wanted);
      return { ids: [] };
    }
    const byId = new Map(sources.map((source) => [source.id, source]));
    const copies = wanted.flatMap((id) => {
      const source = byId.get(id);
      return source ? [{ source, copyId: randomUUID() }] : [];
    });
    const copyIdOf = new Map(copies.map(({ source, copyId }) => [source.id, copyId]));

    await tx.insert(plans).values(
      copies.map(({ source, copyId }) => ({
        id: copyId,
        ownerId,
        title: `${COPY_PREFIX}${source.title}`.slice(0, PLAN_TITLE_MAX_LENGTH),
        summary: source.summary,
        source: source.source,
        customization: source.customization,
      })),
    );
    const sections = await tx
      .select({
        planId: planSections.planId,
        position: planSections.position,
        kind: planSections.kind,
        title: planSections.title,
        body: planSections.body,
      })
      .from(planSections)
      .where(inArray(planSections.planId, [...copyIdOf.keys()]))
      .orderBy(asc(planSections.planId), asc(planSections.position));
    if (sections.length > 0) {
      await tx
        .insert(planSections)
        .values(sections.map((section) => ({ ...section, planId: copyIdOf.get(section.planId)! })));
    }
    const copyIds = copies.map(({ copyId }) => copyId);
    await refreshSearchDocuments(tx, copyIds);
    return { ids: copyIds };
  });
}
