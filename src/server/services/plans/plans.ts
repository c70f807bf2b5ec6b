/**
 * Plans: create, open and change the details of one plan, always scoped to its owner (another
 * user's plan answers NOT_FOUND). Sections, revisions, lists and bulk actions have their own
 * modules next to this one.
 */
import { eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { SECTION_KIND_TITLES, type PlanSource, type SectionKind } from "@/lib/plans/plan-rules";
import { planSections, plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  loadPlanWithSections,
  lockOwnedPlan,
  planColumns,
  type Plan,
  type PlanWithSections,
} from "./plan-access";
import { recordRevisionAfterPause } from "./revisions";
import { refreshSearchDocuments } from "./search-document";

export type { Plan, PlanSection, PlanWithSections } from "./plan-access";

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

/** A section's stored title: the one given, or the kind's default title. */
export function sectionTitle(section: NewSection): string {
  return section.title?.trim() || SECTION_KIND_TITLES[section.kind];
}

/** Creates a plan with its first sections, in one transaction. */
export async function createPlan(
  db: Database,
  ownerId: string,
  input: NewPlan,
): Promise<PlanWithSections> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(plans)
      .values({
        ownerId,
        title: input.title.trim(),
        summary: input.summary?.trim() ?? "",
        source: input.source ?? "manual",
      })
      .returning({ id: plans.id });
    const planId = created!.id;
    if (input.sections && input.sections.length > 0) {
      await tx.insert(planSections).values(
        input.sections.map((section, position) => ({
          planId,
          position,
          kind: section.kind,
          title: sectionTitle(section),
          body: section.body ?? "",
        })),
      );
    }
    await refreshSearchDocuments(tx, [planId]);
    return loadPlanWithSections(tx, ownerId, planId);
  });
}

/** The owner's plan (not in the trash) with its sections in order. */
export function getPlan(db: Database, ownerId: string, planId: string): Promise<PlanWithSections> {
  return loadPlanWithSections(db, ownerId, planId);
}

/**
 * Changes the title or summary when `expectedVersion` is still the plan's version; otherwise
 * 409 with the current plan (details `{ currentVersion, current }`), so the editor can show both
 * versions instead of overwriting.
 */
export async function updatePlanDetails(
  db: Database,
  ownerId: string,
  planId: string,
  expectedVersion: number,
  changes: { title?: string; summary?: string },
): Promise<Plan> {
  return db.transaction(async (tx) => {
    const current = await lockOwnedPlan(tx, ownerId, planId);
    if (current.version !== expectedVersion) {
      throw new AppError(ERROR_CODES.conflict, 409, PLAN_ERRORS.planVersionConflict, undefined, {
        currentVersion: current.version,
        current,
      });
    }
    await recordRevisionAfterPause(tx, current);
    await tx
      .update(plans)
      .set({
        ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
        ...(changes.summary !== undefined ? { summary: changes.summary.trim() } : {}),
        version: sql`${plans.version} + 1`,
      })
      .where(eq(plans.id, planId));
    await refreshSearchDocuments(tx, [planId]);
    const [updated] = await tx.select(planColumns).from(plans).where(eq(plans.id, planId));
    return updated!;
  });
}
