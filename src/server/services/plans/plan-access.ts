/**
 * What every plans module shares: the plan and section shapes the API answers with, the
 * owner-scoped lookups, and the errors. Another user's plan is NOT_FOUND (never FORBIDDEN), so
 * plan ids cannot be probed.
 */
import { and, asc, eq, getTableColumns, isNull } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { planSections, plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

/**
 * Every plan column except the search document, which is large and internal: never selected
 * into an answer.
 */
const { searchVector: _searchVector, ...planColumns } = getTableColumns(plans);
export { planColumns };

export type Plan = Omit<typeof plans.$inferSelect, "searchVector">;
export type PlanSection = typeof planSections.$inferSelect;
export interface PlanWithSections extends Plan {
  sections: PlanSection[];
}

/** The database, or a transaction on it (services compose inside one transaction). */
export type DbOrTx = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export function planNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, PLAN_ERRORS.planNotFound);
}

export function sectionNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, PLAN_ERRORS.sectionNotFound);
}

/**
 * The owner's plan (not in the trash), locked until the transaction ends so concurrent changes
 * to the same plan (two tabs, a revision restore) take turns.
 */
export async function lockOwnedPlan(tx: DbOrTx, ownerId: string, planId: string): Promise<Plan> {
  const [plan] = await tx
    .select(planColumns)
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.ownerId, ownerId), isNull(plans.deletedAt)))
    .for("update");
  if (!plan) throw planNotFound();
  return plan;
}

/** The owner's plan (not in the trash), without locking it. */
export async function findOwnedPlan(db: DbOrTx, ownerId: string, planId: string): Promise<Plan> {
  const [plan] = await db
    .select(planColumns)
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.ownerId, ownerId), isNull(plans.deletedAt)));
  if (!plan) throw planNotFound();
  return plan;
}

/** A plan's sections in order. */
export function loadSections(db: DbOrTx, planId: string): Promise<PlanSection[]> {
  return db
    .select()
    .from(planSections)
    .where(eq(planSections.planId, planId))
    .orderBy(asc(planSections.position), asc(planSections.createdAt));
}

/** The owner's plan (not in the trash) with its sections in order. */
export async function loadPlanWithSections(
  db: DbOrTx,
  ownerId: string,
  planId: string,
): Promise<PlanWithSections> {
  const plan = await findOwnedPlan(db, ownerId, planId);
  return { ...plan, sections: await loadSections(db, planId) };
}
