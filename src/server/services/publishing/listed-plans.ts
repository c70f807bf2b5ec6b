/**
 * What "publicly listed" means, written once. A plan is shown to everyone — on its owner's
 * profile, at /@{username}/p/{slug} with its link-preview picture, in the sitemap, in
 * GET /api/plans/public and on the landing page — while ALL of these hold:
 *
 * - it is published now: it has a plan_publications row (unpublishing deletes it), which is
 *   where every listing reads the title and summary from, never the live plan;
 * - its visibility is 'public' — an unlisted plan keeps its slug and its snapshot, so the slug
 *   alone says nothing;
 * - it has a slug (its address needs one);
 * - it is not in the trash;
 * - its owner exists (plans go with their owner) and has a username (the address needs one).
 *
 * Every public read uses {@link listedPlansWhere} (listings) or {@link isListedPlan} (lookups by
 * address); the fixtures
 * of tests/integration/publishing/public-exits.test.ts take each path out of public and check
 * every surface, so dropping any one condition here fails a test.
 */
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { planPublications, plans, profiles } from "@/server/db/schema";

/** The plan's own conditions; its publication must be joined (inner) by the caller. */
export function isListedPlan(): SQL {
  return and(eq(plans.visibility, "public"), isNotNull(plans.slug), isNull(plans.deletedAt))!;
}

/** The owner's condition; the owner's profile must be joined (inner) by the caller. */
export function hasListedOwner(): SQL {
  return isNotNull(profiles.username);
}

/** Joins a publication (the query's FROM) to its plan; inner, so only published plans remain. */
export function planOfPublication(): SQL {
  return eq(plans.id, planPublications.planId);
}

/** Joins a plan to its owner's profile; inner, so a plan without one is not listed. */
export function ownerProfileOfPlan(): SQL {
  return eq(profiles.userId, plans.ownerId);
}

/**
 * The WHERE of a listing, for a query FROM plan_publications joined (inner) with
 * {@link planOfPublication} and {@link ownerProfileOfPlan}: every condition above, and the
 * `narrowing` ones (an author, …).
 */
export function listedPlansWhere(...narrowing: (SQL | undefined)[]): SQL {
  return and(isListedPlan(), hasListedOwner(), ...narrowing)!;
}
