/**
 * Plans and their sections, always scoped to their owner: another user's plan answers
 * NOT_FOUND (never FORBIDDEN), so plan ids cannot be probed.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/error-catalogue";
import { SECTION_KIND_TITLES, type PlanSource, type SectionKind } from "@/lib/plans/plan-rules";
import { planSections, plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export const PLAN_NOT_FOUND_MESSAGE = "This plan does not exist, or you do not have access to it.";
export const PLAN_VERSION_CONFLICT_MESSAGE =
  "This plan was changed elsewhere since you opened it. Review both versions before saving.";

export type Plan = typeof plans.$inferSelect;
export type PlanSection = typeof planSections.$inferSelect;
export interface PlanWithSections extends Plan {
  sections: PlanSection[];
}

export interface NewSection {
  kind: SectionKind;
  title?: string;
  body?: string;
}

export interface NewPlan {
  title: string;
  summary?: string;
  source?: PlanSource;
  sections?: NewSection[];
}

function notFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, PLAN_NOT_FOUND_MESSAGE);
}

/** Creates a plan with its first sections, in one transaction. */
export async function createPlan(
  db: Database,
  ownerId: string,
  input: NewPlan,
): Promise<PlanWithSections> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({
        ownerId,
        title: input.title.trim(),
        summary: input.summary?.trim() ?? "",
        source: input.source ?? "manual",
      })
      .returning();
    const sections =
      input.sections && input.sections.length > 0
        ? await tx
            .insert(planSections)
            .values(
              input.sections.map((section, position) => ({
                planId: plan!.id,
                position,
                kind: section.kind,
                title: section.title?.trim() || SECTION_KIND_TITLES[section.kind],
                body: section.body ?? "",
              })),
            )
            .returning()
        : [];
    return { ...plan!, sections };
  });
}

/** The owner's plan (not in the trash) with its sections in order. */
export async function getPlan(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<PlanWithSections> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.ownerId, ownerId), isNull(plans.deletedAt)));
  if (!plan) throw notFound();
  const sections = await db
    .select()
    .from(planSections)
    .where(eq(planSections.planId, planId))
    .orderBy(asc(planSections.position));
  return { ...plan, sections };
}

/**
 * Changes the title or summary when `expectedVersion` is still the plan's version; otherwise
 * 409 with the current plan, so the editor can show both versions instead of overwriting.
 */
export async function updatePlanDetails(
  db: Database,
  ownerId: string,
  planId: string,
  expectedVersion: number,
  changes: { title?: string; summary?: string },
): Promise<Plan> {
  const [updated] = await db
    .update(plans)
    .set({
      ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
      ...(changes.summary !== undefined ? { summary: changes.summary.trim() } : {}),
      version: sql`${plans.version} + 1`,
    })
    .where(
      and(
        eq(plans.id, planId),
        eq(plans.ownerId, ownerId),
        isNull(plans.deletedAt),
        eq(plans.version, expectedVersion),
      ),
    )
    .returning();
  if (updated) return updated;
  // Tell a stale write apart from a plan that is not there (or not theirs).
  const current = await getPlan(db, ownerId, planId);
  throw new AppError(ERROR_CODES.conflict, 409, PLAN_VERSION_CONFLICT_MESSAGE, undefined, {
    currentVersion: current.version,
  });
}

/** Moves the plan to the trash (restorable until it is purged). */
export async function trashPlan(db: Database, ownerId: string, planId: string): Promise<void> {
  const [trashed] = await db
    .update(plans)
    .set({ deletedAt: new Date(), version: sql`${plans.version} + 1` })
    .where(and(eq(plans.id, planId), eq(plans.ownerId, ownerId), isNull(plans.deletedAt)))
    .returning({ id: plans.id });
  if (!trashed) throw notFound();
}

/** Brings a plan back from the trash. */
export async function restorePlan(db: Database, ownerId: string, planId: string): Promise<void> {
  const [restored] = await db
    .update(plans)
    .set({ deletedAt: null, version: sql`${plans.version} + 1` })
    .where(
      and(eq(plans.id, planId), eq(plans.ownerId, ownerId), sql`${plans.deletedAt} is not null`),
    )
    .returning({ id: plans.id });
  if (!restored) throw notFound();
}
