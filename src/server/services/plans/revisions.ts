/**
 * Revisions: snapshots of a plan (title, summary, sections) taken so no word is ever lost —
 * on the first save after a pause (REVISION_PAUSE_MS), before every destructive action (section
 * delete, trash, restoring a revision), and listed newest first for the history panel. Restoring
 * a revision first records the state it replaces, so a restore can itself be undone.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { REVISION_PAUSE_MS } from "@/lib/plans/plan-schemas";
import { SECTION_KINDS } from "@/lib/plans/plan-rules";
import { REVISION_REASONS, type RevisionReason } from "@/lib/plans/revision-reasons";
import { planRevisions, planSections, plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  findOwnedPlan,
  loadPlanWithSections,
  lockOwnedPlan,
  type DbOrTx,
  type Plan,
  type PlanWithSections,
} from "./plan-access";
import { refreshSearchDocuments } from "./search-document";

/** The history panel lists this many revisions, newest first. */
export const REVISION_LIST_LIMIT = 100;

const snapshotSchema = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ kind: z.enum(SECTION_KINDS), title: z.string(), body: z.string() })),
});
export type RevisionSnapshot = z.infer<typeof snapshotSchema>;

export interface RevisionSummary {
  id: string;
  reason: string;
  createdAt: Date;
  title: string;
  sectionCount: number;
}

export interface Revision {
  id: string;
  reason: string;
  createdAt: Date;
  snapshot: RevisionSnapshot;
}

/**
 * Records the current state of these plans, built in SQL from the rows themselves, so a bulk
 * action snapshots a hundred plans in one statement.
 */
export async function recordRevisions(
  tx: DbOrTx,
  planIds: readonly string[],
  reason: RevisionReason,
): Promise<void> {
  if (planIds.length === 0) return;
  const sections = sql`coalesce((select jsonb_agg(jsonb_build_object('kind', ${planSections.kind}, 'title', ${planSections.title}, 'body', ${planSections.body}) order by ${planSections.position}) from ${planSections} where ${planSections.planId} = ${plans.id}), '[]'::jsonb)`;
  await tx.execute(sql`
    insert into ${planRevisions} (plan_id, reason, snapshot)
    select ${plans.id}, ${reason}, jsonb_build_object('title', ${plans.title}, 'summary', ${plans.summary}, 'sections', ${sections})
    from ${plans}
    where ${inArray(plans.id, [...planIds])}`);
}

/**
 * The revision policy for ordinary saves: when the plan was last changed more than
 * REVISION_PAUSE_MS ago, keep the state before this save. Call it with the plan locked.
 */
export async function recordRevisionAfterPause(
  tx: DbOrTx,
  plan: Plan,
  now = new Date(),
): Promise<void> {
  if (now.getTime() - plan.updatedAt.getTime() > REVISION_PAUSE_MS) {
    await recordRevisions(tx, [plan.id], REVISION_REASONS.pause);
  }
}

/** The plan's revisions, newest first. */
export async function listRevisions(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<RevisionSummary[]> {
  await findOwnedPlan(db, ownerId, planId);
  return db
    .select({
      id: planRevisions.id,
      reason: planRevisions.reason,
      createdAt: planRevisions.createdAt,
      title: sql<string>`${planRevisions.snapshot} ->> 'title'`,
      sectionCount:
        sql<number>`jsonb_array_length(${planRevisions.snapshot} -> 'sections')`.mapWith(Number),
    })
    .from(planRevisions)
    .where(eq(planRevisions.planId, planId))
    .orderBy(desc(planRevisions.createdAt), desc(planRevisions.id))
    .limit(REVISION_LIST_LIMIT);
}

async function findRevision(db: DbOrTx, planId: string, revisionId: string): Promise<Revision> {
  const [row] = await db
    .select({
      id: planRevisions.id,
      reason: planRevisions.reason,
      createdAt: planRevisions.createdAt,
      snapshot: planRevisions.snapshot,
    })
    .from(planRevisions)
    .where(and(eq(planRevisions.id, revisionId), eq(planRevisions.planId, planId)));
  if (!row) throw new AppError(ERROR_CODES.notFound, 404, PLAN_ERRORS.revisionNotFound);
  return { ...row, snapshot: snapshotSchema.parse(row.snapshot) };
}

/** One revision of the owner's plan, with its full snapshot. */
export async function getRevision(
  db: Database,
  ownerId: string,
  planId: string,
  revisionId: string,
): Promise<Revision> {
  await findOwnedPlan(db, ownerId, planId);
  return findRevision(db, planId, revisionId);
}

/**
 * Puts the plan back as the revision recorded it. The current state is recorded first, so the
 * restore is itself in the history. Sections get new ids; the plan's version moves on, so open
 * editors see the change instead of overwriting it.
 */
export async function restoreRevision(
  db: Database,
  ownerId: string,
  planId: string,
  revisionId: string,
): Promise<PlanWithSections> {
  return db.transaction(async (tx) => {
    await lockOwnedPlan(tx, ownerId, planId);
    const { snapshot } = await findRevision(tx, planId, revisionId);
    await recordRevisions(tx, [planId], REVISION_REASONS.beforeRestore);
    await tx
      .update(plans)
      .set({ title: snapshot.title, summary: snapshot.summary, version: sql`${plans.version} + 1` })
      .where(eq(plans.id, planId));
    await tx.delete(planSections).where(eq(planSections.planId, planId));
    if (snapshot.sections.length > 0) {
      await tx
        .insert(planSections)
        .values(snapshot.sections.map((section, position) => ({ planId, position, ...section })));
    }
    await refreshSearchDocuments(tx, [planId]);
    return loadPlanWithSections(tx, ownerId, planId);
  });
}
