/**
 * Slugs of public plans, unique per owner: the checks the Share dialog asks for as the owner
 * types, free suggestions, and claiming a slug when publishing (old slugs become redirects).
 *
 * A slug is "taken" only by another of the owner's plans that is public at it now. A plan that
 * was unpublished (or made unlisted) keeps its last slug, so republishing suggests it again, but
 * gives it up when another plan of the owner claims it. An old slug of a plan (a redirect) is
 * free too: claiming it ends the redirect. A slug that, under the owner's username, is an old
 * address of the username's previous owner is never free (./released-addresses).
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import {
  SLUG_MAX_LENGTH,
  slugFromTitle,
  slugProblem,
  slugProblemMessage,
  type SlugProblem,
} from "@/lib/publishing/slug-rules";
import { planSlugRedirects, plans } from "@/server/db/schema";
import { findOwnedPlan, type DbOrTx } from "@/server/services/plans/plan-access";
import { slugsAtOthersOldAddresses } from "./released-addresses";

/** A refused slug comes with this many free ones. */
export const SLUG_SUGGESTION_COUNT = 3;
/** Numbered variants of a root checked in one query (root, root-2 … root-N). */
const NUMBERED_VARIANTS = 20;
/** Added to a root that is reserved or too short on its own ("help" → "help-plan"). */
const ROOT_FILLER = "plan";
/** The root when neither the asked slug nor the title has a usable letter or digit. */
const FALLBACK_ROOT = "my-plan";

export type SlugRefusal = {
  reason: SlugProblem | "taken" | "oldAddress";
  message: string;
  suggestions: string[];
};

export type SlugCheck =
  { available: true; slug: string } | ({ available: false; slug: string } & SlugRefusal);

/** `root-suffix`, with the root cut so the whole stays within the maximum length. */
function withSuffix(root: string, suffix: string): string {
  const cut = root.slice(0, SLUG_MAX_LENGTH - suffix.length - 1).replace(/-+$/, "");
  return cut ? `${cut}-${suffix}` : suffix;
}

/** Usable roots for suggestions: the asked slug's words first, then the plan title's. */
function suggestionRoots(asked: string, title: string): string[] {
  const roots = new Set<string>();
  for (const text of [asked, title]) {
    const root = slugFromTitle(text);
    if (!root) continue;
    roots.add(slugProblem(root) === null ? root : withSuffix(root, ROOT_FILLER));
  }
  if (roots.size === 0) roots.add(FALLBACK_ROOT);
  return [...roots];
}

/**
 * Slugs among `candidates` that another plan of the owner holds, or that lead to another plan
 * (an old slug of the owner's, or an old address of the username's previous owner).
 */
async function slugsInUse(
  db: DbOrTx,
  ownerId: string,
  planId: string,
  candidates: readonly string[],
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const [held, redirected, oldAddresses] = await Promise.all([
    db
      .select({ slug: plans.slug })
      .from(plans)
      .where(
        and(eq(plans.ownerId, ownerId), inArray(plans.slug, [...candidates]), ne(plans.id, planId)),
      ),
    db
      .select({ slug: planSlugRedirects.slug })
      .from(planSlugRedirects)
      .where(
        and(
          eq(planSlugRedirects.ownerId, ownerId),
          inArray(planSlugRedirects.slug, [...candidates]),
          ne(planSlugRedirects.planId, planId),
        ),
      ),
    slugsAtOthersOldAddresses(db, ownerId, candidates),
  ]);
  return new Set([...[...held, ...redirected].map((row) => row.slug ?? ""), ...oldAddresses]);
}

/**
 * Free slugs for this plan, best first: derived from `asked` (or the title), valid, and used by
 * none of the owner's other plans (not even an unpublished one or an old address).
 */
export async function suggestFreeSlugs(
  db: DbOrTx,
  ownerId: string,
  plan: { id: string; title: string },
  asked: string,
  count = SLUG_SUGGESTION_COUNT,
): Promise<string[]> {
  const roots = suggestionRoots(asked, plan.title);
  // Round robin over the roots (root, title, root-2, title-2…): varied suggestions first.
  const numbered = Array.from({ length: NUMBERED_VARIANTS }, (_, i) =>
    roots.map((root) => (i === 0 ? root : withSuffix(root, String(i + 1)))),
  ).flat();
  const found: string[] = [];
  // Numbered variants first; should all of them be used, random ones (one more query each).
  for (let round = 0; round < 4 && found.length < count; round += 1) {
    const candidates = (
      round === 0 ? numbered : roots.map((root) => withSuffix(root, randomBytes(3).toString("hex")))
    ).filter((slug) => slug !== asked && slugProblem(slug) === null && !found.includes(slug));
    const used = await slugsInUse(db, ownerId, plan.id, candidates);
    for (const slug of candidates) {
      if (found.length < count && !used.has(slug)) found.push(slug);
    }
  }
  return found;
}

/** Whether another of the owner's plans is public at this slug now. */
async function takenByAnotherPlan(
  db: DbOrTx,
  ownerId: string,
  planId: string,
  slug: string,
): Promise<boolean> {
  const [holder] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        eq(plans.ownerId, ownerId),
        eq(plans.slug, slug),
        ne(plans.id, planId),
        eq(plans.visibility, "public"),
      ),
    )
    .limit(1);
  return holder !== undefined;
}

/** Why this plan cannot use `slug`, with free suggestions; null when it can. */
export async function slugRefusal(
  db: DbOrTx,
  ownerId: string,
  plan: { id: string; title: string },
  slug: string,
): Promise<SlugRefusal | null> {
  const reason =
    slugProblem(slug) ??
    ((await takenByAnotherPlan(db, ownerId, plan.id, slug)) ? ("taken" as const) : null) ??
    // The old address wins over a newer plan: publishing here would hide behind its redirect.
    ((await slugsAtOthersOldAddresses(db, ownerId, [slug])).has(slug)
      ? ("oldAddress" as const)
      : null);
  if (reason === null) return null;
  return {
    reason,
    message: slugProblemMessage(reason),
    suggestions: await suggestFreeSlugs(db, ownerId, plan, slug),
  };
}

/** The error a refused slug answers: the reason's sentence, the reason and suggestions in details. */
export function slugRefusedError(slug: string, refusal: SlugRefusal): AppError {
  return new AppError(
    ERROR_CODES.slugUnavailable,
    refusal.reason === "taken" || refusal.reason === "oldAddress" ? 409 : 400,
    refusal.message,
    { slug: [refusal.message] },
    { slug, reason: refusal.reason, suggestions: refusal.suggestions },
  );
}

/** The Share dialog's check as the owner types (the owner's plans only). */
export async function checkSlug(
  db: DbOrTx,
  ownerId: string,
  planId: string,
  slug: string,
): Promise<SlugCheck> {
  const plan = await findOwnedPlan(db, ownerId, planId);
  const refusal = await slugRefusal(db, ownerId, plan, slug);
  return refusal ? { available: false, slug, ...refusal } : { available: true, slug };
}

/**
 * Makes `slug` this plan's to take (call with the plan locked, before setting plans.slug): an
 * unpublished plan of the owner that kept it gives it up, a redirect at it ends, and the plan's
 * previous public slug, when it changes, becomes a redirect to the plan (old links keep working).
 * Two plans claiming one slug at once: the unique index (owner, slug) lets one win.
 */
export async function claimSlug(
  tx: DbOrTx,
  ownerId: string,
  plan: { id: string; slug: string | null },
  slug: string,
): Promise<void> {
  await tx
    .update(plans)
    .set({ slug: null, updatedAt: sql`${plans.updatedAt}` })
    .where(
      and(
        eq(plans.ownerId, ownerId),
        eq(plans.slug, slug),
        ne(plans.id, plan.id),
        ne(plans.visibility, "public"),
      ),
    );
  await tx
    .delete(planSlugRedirects)
    .where(and(eq(planSlugRedirects.ownerId, ownerId), eq(planSlugRedirects.slug, slug)));
  if (plan.slug !== null && plan.slug !== slug) {
    await tx
      .insert(planSlugRedirects)
      .values({ ownerId, slug: plan.slug, planId: plan.id })
      .onConflictDoUpdate({
        target: [planSlugRedirects.ownerId, planSlugRedirects.slug],
        set: { planId: plan.id, createdAt: new Date() },
      });
  }
}

/** A unique violation of (owner, slug): another plan took the slug in the meantime. */
export function isSlugConflict(error: unknown): boolean {
  let cause = error;
  // Drivers and Drizzle wrap the database error a few levels deep.
  for (let depth = 0; depth < 5 && cause; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || constraint === "plans_owner_slug_idx";
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
