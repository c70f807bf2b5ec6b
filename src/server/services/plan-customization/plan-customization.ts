/**
 * A user's plan customization: one row per user, created on the first save. Every read and write
 * is keyed by the signed-in user's id, so nobody can read or change another user's settings.
 */
import { eq } from "drizzle-orm";
import { isDiagramSecurityLevel, isDiagramTheme } from "@/lib/diagrams/diagram-settings";
import {
  CURRENCY_CODES,
  PLAN_CUSTOMIZATION_DEFAULTS,
  readDefaultSections,
  type CurrencyCode,
  type PlanCustomization,
  type PlanCustomizationChanges,
} from "@/lib/plans/customization-rules";
import { planCustomizations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

type PlanCustomizationRow = typeof planCustomizations.$inferSelect;

function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

/**
 * A stored row as the API shape. Values a newer or older vocabulary no longer knows fall back
 * to the defaults instead of reaching the renderer.
 */
function toPlanCustomization(row: PlanCustomizationRow): PlanCustomization {
  return {
    defaultSections: readDefaultSections(row.defaultSections),
    brandName: row.brandName,
    accentColor: row.accentColor,
    logoDataUrl: row.logoDataUrl,
    diagramTheme: isDiagramTheme(row.diagramTheme) ? row.diagramTheme : null,
    diagramSecurityLevel: isDiagramSecurityLevel(row.diagramSecurityLevel)
      ? row.diagramSecurityLevel
      : PLAN_CUSTOMIZATION_DEFAULTS.diagramSecurityLevel,
    currency: isCurrencyCode(row.currency) ? row.currency : PLAN_CUSTOMIZATION_DEFAULTS.currency,
    hourlyRateCents: row.hourlyRateCents,
  };
}

function defaults(): PlanCustomization {
  return {
    ...PLAN_CUSTOMIZATION_DEFAULTS,
    defaultSections: [...PLAN_CUSTOMIZATION_DEFAULTS.defaultSections],
  };
}

/** The user's customization, or the defaults when they have never saved one. */
export async function getPlanCustomization(
  db: Database,
  userId: string,
): Promise<PlanCustomization> {
  const [row] = await db
    .select()
    .from(planCustomizations)
    .where(eq(planCustomizations.userId, userId));
  return row ? toPlanCustomization(row) : defaults();
}

/**
 * Saves the given fields and keeps the others. `changes` has passed `planCustomizationUpdateInput`
 * (the API validates it). One `insert … on conflict do update` statement, so two first saves
 * racing cannot both insert.
 */
export async function updatePlanCustomization(
  db: Database,
  userId: string,
  changes: PlanCustomizationChanges,
): Promise<PlanCustomization> {
  if (Object.keys(changes).length === 0) return getPlanCustomization(db, userId);
  const firstRow = { ...defaults(), ...changes };
  const [row] = await db
    .insert(planCustomizations)
    .values({ userId, ...firstRow })
    .onConflictDoUpdate({
      target: planCustomizations.userId,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  return toPlanCustomization(row!);
}
