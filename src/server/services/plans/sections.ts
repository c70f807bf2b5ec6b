/**
 * Sections of a plan: add (at a position, shifting the rest), update with an optimistic version
 * (a stale save is refused with the server's section, so the editor can show both), delete (a
 * revision is kept first) and reorder. Each change keeps the plan's search document current and
 * follows the revision policy, in one transaction with the plan locked.
 */
import { and, count, eq, gte, sql } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { SECTION_SAVE_TEXT } from "@/lib/errors/plan-editor";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { SECTION_KIND_TITLES } from "@/lib/plans/plan-rules";
import { MAX_SECTIONS_PER_PLAN } from "@/lib/plans/plan-schemas";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { distinctSectionName, hasSectionName } from "@/lib/plans/section-names";
import { planSections } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  loadSections,
  lockOwnedPlan,
  sectionNotFound,
  type DbOrTx,
  type PlanSection,
} from "./plan-access";
import { sectionTitle, type NewSection } from "./plans";
import { recordRevisionAfterPause, recordRevisions } from "./revisions";
import { refreshSearchDocuments } from "./search-document";

export interface SectionToAdd extends NewSection {
  /** 0-based; omitted or past the end appends. */
  position?: number;
}

/**
 * Moves the plan's sections at or after `from` by `delta` places. Moving is not an edit of a
 * section's text, so their `updatedAt` stays as it was.
 */
function shiftSections(tx: DbOrTx, planId: string, from: number, delta: 1 | -1) {
  return tx
    .update(planSections)
    .set({
      position: sql`${planSections.position} + ${delta}`,
      updatedAt: sql`${planSections.updatedAt}`,
    })
    .where(and(eq(planSections.planId, planId), gte(planSections.position, from)));
}

/** Inserts a section into a plan that the caller has locked, shifting later sections down. */
export async function insertSection(
  tx: DbOrTx,
  planId: string,
  section: SectionToAdd,
): Promise<PlanSection> {
  const [{ sectionCount } = { sectionCount: 0 }] = await tx
    .select({ sectionCount: count() })
    .from(planSections)
    .where(eq(planSections.planId, planId));
  if (sectionCount >= MAX_SECTIONS_PER_PLAN) {
    throw new AppError(ERROR_CODES.badRequest, 422, PLAN_ERRORS.tooManySections);
  }
  const position = Math.min(section.position ?? sectionCount, sectionCount);
  if (position < sectionCount) await shiftSections(tx, planId, position, 1);
  const [inserted] = await tx
    .insert(planSections)
    .values({
      planId,
      position,
      kind: section.kind,
      title: sectionTitle(section),
      body: section.body ?? "",
    })
    .returning();
  await refreshSearchDocuments(tx, [planId]);
  return inserted!;
}

export async function addSection(
  db: Database,
  ownerId: string,
  planId: string,
  section: SectionToAdd,
): Promise<PlanSection> {
  return db.transaction(async (tx) => {
    const plan = await lockOwnedPlan(tx, ownerId, planId);
    // Each added section has a name of its own: a name the plan has (in any case or spacing)
    // is refused, and a kind's default title that is taken gets a number ("Goals 2").
    const names = (
      await tx
        .select({ title: planSections.title })
        .from(planSections)
        .where(eq(planSections.planId, planId))
    ).map((row) => row.title);
    const wanted = section.title?.trim();
    if (wanted && hasSectionName(names, wanted)) {
      const message = SECTION_SAVE_TEXT.sectionNameTaken(wanted);
      throw new AppError(ERROR_CODES.badRequest, 400, message, { title: [message] });
    }
    const title = wanted || distinctSectionName(names, SECTION_KIND_TITLES[section.kind]);
    await recordRevisionAfterPause(tx, plan);
    return insertSection(tx, planId, { ...section, title });
  });
}

/**
 * Saves a section's title or body when `expectedVersion` is still its version. Otherwise 409
 * with `details: { current }` — the section as the server has it — and nothing is written.
 */
export async function updateSection(
  db: Database,
  ownerId: string,
  planId: string,
  sectionId: string,
  expectedVersion: number,
  changes: { title?: string; body?: string },
): Promise<PlanSection> {
  return db.transaction(async (tx) => {
    const plan = await lockOwnedPlan(tx, ownerId, planId);
    const [current] = await tx
      .select()
      .from(planSections)
      .where(and(eq(planSections.id, sectionId), eq(planSections.planId, planId)));
    if (!current) throw sectionNotFound();
    if (current.version !== expectedVersion) {
      throw new AppError(ERROR_CODES.conflict, 409, PLAN_ERRORS.sectionVersionConflict, undefined, {
        current,
      });
    }
    await recordRevisionAfterPause(tx, plan);
    const [updated] = await tx
      .update(planSections)
      .set({
        ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
        ...(changes.body !== undefined ? { body: changes.body } : {}),
        version: sql`${planSections.version} + 1`,
      })
      .where(eq(planSections.id, sectionId))
      .returning();
    await refreshSearchDocuments(tx, [planId]);
    return updated!;
  });
}

/**
 * Deletes a section after recording a revision (so the "Undo" toast, or the history, can bring
 * it back); later sections move up so positions stay 0..n-1.
 */
export async function deleteSection(
  db: Database,
  ownerId: string,
  planId: string,
  sectionId: string,
): Promise<{ deleted: PlanSection }> {
  return db.transaction(async (tx) => {
    await lockOwnedPlan(tx, ownerId, planId);
    await recordRevisions(tx, [planId], REVISION_REASONS.sectionDelete);
    const [deleted] = await tx
      .delete(planSections)
      .where(and(eq(planSections.id, sectionId), eq(planSections.planId, planId)))
      .returning();
    if (!deleted) throw sectionNotFound();
    await shiftSections(tx, planId, deleted.position + 1, -1);
    await refreshSearchDocuments(tx, [planId]);
    return { deleted };
  });
}

/**
 * Puts the sections in the given order. The list must name every section of the plan exactly
 * once; otherwise (a section added or deleted elsewhere, a duplicate) it is refused with 409 and
 * nothing moves. Section versions do not change: an open editor's next save still applies.
 */
export async function reorderSections(
  db: Database,
  ownerId: string,
  planId: string,
  sectionIds: readonly string[],
): Promise<PlanSection[]> {
  return db.transaction(async (tx) => {
    const plan = await lockOwnedPlan(tx, ownerId, planId);
    const existing = await loadSections(tx, planId);
    const requested = new Set(sectionIds);
    const matches =
      requested.size === sectionIds.length &&
      sectionIds.length === existing.length &&
      existing.every((section) => requested.has(section.id));
    if (!matches) {
      throw new AppError(ERROR_CODES.conflict, 409, PLAN_ERRORS.sectionOrderMismatch);
    }
    await recordRevisionAfterPause(tx, plan);
    const order = sql.join(
      sectionIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx
      .update(planSections)
      .set({
        position: sql`array_position(array[${order}], ${planSections.id}) - 1`,
        // As in shiftSections: a move is not an edit of the text.
        updatedAt: sql`${planSections.updatedAt}`,
      })
      .where(eq(planSections.planId, planId));
    await refreshSearchDocuments(tx, [planId]);
    return loadSections(tx, planId);
  });
}
