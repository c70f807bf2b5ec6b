/**
 * Old addresses of a renamed username (issue 23, A4). When an owner gives up a username, every
 * address their plans had under it (/{old}/p/{slug}: current slugs and old slugs that redirect)
 * is recorded. From then on:
 *
 * - the address keeps leading to that plan, at its owner's current address, whoever holds the
 *   username later: a link the owner sent to clients never shows somebody else's plan;
 * - nobody else holding the username may publish at it (the slug is refused, never shadowed),
 *   and taking the username is refused while one's own public plan sits at such an address;
 * - the owner taking the username back makes the addresses plainly theirs again.
 *
 * The first owner's record wins: an address, once given out, never changes hands.
 */
import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import {
  planPublications,
  planSlugRedirects,
  plans,
  profiles,
  releasedPlanAddresses,
} from "@/server/db/schema";
import type { DbOrTx } from "@/server/services/plans/plan-access";
import type { PublicPlanLookup } from "./public-types";
import { hasListedOwner, isListedPlan } from "./listed-plans";

/** The lower-case handle a username's addresses are recorded under. */
function handleOf(username: string): string {
  return username.toLowerCase();
}

/** Records the addresses `ownerId`'s plans have under `username`, which the owner gives up. */
export async function recordReleasedPlanAddresses(
  tx: DbOrTx,
  ownerId: string,
  username: string,
): Promise<void> {
  const [current, redirected] = await Promise.all([
    tx
      .select({ slug: plans.slug, planId: plans.id })
      .from(plans)
      .where(and(eq(plans.ownerId, ownerId), isNotNull(plans.slug))),
    tx
      .select({ slug: planSlugRedirects.slug, planId: planSlugRedirects.planId })
      .from(planSlugRedirects)
      .where(eq(planSlugRedirects.ownerId, ownerId)),
  ]);
  const rows = [...current, ...redirected].map(({ slug, planId }) => ({
    handle: handleOf(username),
    slug: slug!,
    planId,
  }));
  if (rows.length === 0) return;
  // An address recorded for an earlier owner stays theirs.
  await tx.insert(releasedPlanAddresses).values(rows).onConflictDoNothing();
}

/** The owner takes `username` back: its recorded addresses of their own plans are theirs again. */
export async function forgetOwnReleasedAddresses(
  tx: DbOrTx,
  ownerId: string,
  username: string,
): Promise<void> {
  await tx
    .delete(releasedPlanAddresses)
    .where(
      and(
        eq(releasedPlanAddresses.handle, handleOf(username)),
        inArray(
          releasedPlanAddresses.planId,
          tx.select({ id: plans.id }).from(plans).where(eq(plans.ownerId, ownerId)),
        ),
      ),
    );
}

/**
 * Among `slugs`, those that under `ownerId`'s current username lead to another owner's plan:
 * the owner may not publish there.
 */
export async function slugsAtOthersOldAddresses(
  db: DbOrTx,
  ownerId: string,
  slugs: readonly string[],
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: releasedPlanAddresses.slug })
    .from(releasedPlanAddresses)
    .innerJoin(profiles, eq(releasedPlanAddresses.handle, sql`lower(${profiles.username})`))
    .innerJoin(plans, eq(plans.id, releasedPlanAddresses.planId))
    .where(
      and(
        eq(profiles.userId, ownerId),
        inArray(releasedPlanAddresses.slug, [...slugs]),
        ne(plans.ownerId, ownerId),
      ),
    );
  return new Set(rows.map((row) => row.slug));
}

/**
 * The slugs of `ownerId`'s public plans that, under `username`, are another owner's old
 * addresses: taking that username would hide those plans behind the redirects.
 */
export async function ownPublicSlugsAtOldAddresses(
  db: DbOrTx,
  ownerId: string,
  username: string,
): Promise<string[]> {
  const rows = await db
    .select({ slug: plans.slug })
    .from(plans)
    .innerJoin(
      releasedPlanAddresses,
      and(
        eq(releasedPlanAddresses.handle, handleOf(username)),
        eq(releasedPlanAddresses.slug, plans.slug),
        ne(releasedPlanAddresses.planId, plans.id),
      ),
    )
    .where(and(eq(plans.ownerId, ownerId), eq(plans.visibility, "public")));
  return rows.map((row) => row.slug!).sort();
}

/**
 * What /{username}/p/{slug} answers when it is an old address of a plan of an owner other than
 * `holderId` (who holds the username now, or null): "moved" to the plan's current public address,
 * or "missing" when the plan is no longer public (the address then leads nowhere, never to the
 * holder's plan). Undefined when no other owner's plan is recorded there.
 */
export async function oldAddressLookup(
  db: DbOrTx,
  username: string,
  slug: string,
  holderId: string | null,
): Promise<PublicPlanLookup | undefined> {
  const [row] = await db
    .select({
      ownerId: plans.ownerId,
      currentSlug: plans.slug,
      ownerUsername: profiles.username,
      // The one definition of "publicly listed" (listed-plans.ts), with the publication and the
      // profile left-joined here: absent means not listed.
      listed: sql<boolean>`coalesce(${and(isListedPlan(), hasListedOwner(), isNotNull(planPublications.planId))}, false)`,
    })
    .from(releasedPlanAddresses)
    .innerJoin(plans, eq(plans.id, releasedPlanAddresses.planId))
    .leftJoin(planPublications, eq(planPublications.planId, plans.id))
    .leftJoin(profiles, eq(profiles.userId, plans.ownerId))
    .where(
      and(
        eq(releasedPlanAddresses.handle, handleOf(username)),
        eq(releasedPlanAddresses.slug, slug),
      ),
    )
    .limit(1);
  if (!row || row.ownerId === holderId) return undefined;
  return row.listed
    ? { kind: "moved", username: row.ownerUsername!, slug: row.currentSlug! }
    : { kind: "missing" };
}
