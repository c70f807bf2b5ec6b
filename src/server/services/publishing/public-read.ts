/**
 * What anonymous visitors may read on the public pages: public profiles and published snapshots
 * by slug or unlisted token. Only published snapshots and public profile fields leave this module
 * (never e-mail addresses, unlisted tokens or the live plan).
 *
 * A plan is readable while it has a publication row (deleted on unpublish) and is not in the
 * trash; by slug and on the profile only while it is publicly listed (listed-plans.ts, the one
 * definition), by token while it is unlisted or public. Each call is
 * one or two indexed queries: profiles by lower(username), plans by (owner, slug) or by token,
 * publications by plan id or (owner, published_at).
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { avatarVersion, publicAvatarPath } from "@/lib/auth/profile-rules";
import { isReservedUsername } from "@/lib/auth/username-rules";
import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import { couldBeSlug, publicPlanPath, UNLISTED_TOKEN_PATTERN } from "@/lib/publishing/public-paths";
import type { PublishedSnapshot } from "@/lib/publishing/snapshot";
import {
  planPublications,
  planSlugRedirects,
  plans,
  profiles,
  releasedPlanAddresses,
} from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  hasListedOwner,
  isListedPlan,
  listedPlansWhere,
  ownerProfileOfPlan,
  planOfPublication,
} from "./listed-plans";
import { oldAddressLookup } from "./released-addresses";
import type {
  PublishedSnapshotHead,
  PublicAuthor,
  PublicPlanLookup,
  PublicPlanPage,
  PublicPlanSummary,
} from "./public-types";

/** A profile page lists at most this many plans (newest first). */
export const PROFILE_PLANS_LIMIT = 100;

const SHARED = ["unlisted", "public"] as const;

/** The author columns every lookup selects: never the e-mail, never the avatar's bytes. */
const authorColumns = {
  userId: profiles.userId,
  username: profiles.username,
  fullName: profiles.fullName,
  bio: profiles.bio,
  hasAvatar: sql<boolean>`(${profiles.avatarDataUrl} is not null)`,
  profileUpdatedAt: profiles.updatedAt,
};

type AuthorRow = {
  userId: string | null;
  username: string | null;
  fullName: string | null;
  bio: string | null;
  hasAvatar: boolean | null;
  profileUpdatedAt: Date | null;
};

const publicationColumns = {
  planId: planPublications.planId,
  ownerId: planPublications.ownerId,
  revision: planPublications.revision,
  // Without the sections and pictures: a visit served from the render cache never reads them.
  snapshot: sql<PublishedSnapshotHead | null>`(${planPublications.snapshot} - 'sections' - 'diagrams')`,
  firstPublishedAt: planPublications.firstPublishedAt,
  publishedAt: planPublications.publishedAt,
};

/** Everything a plan page is built from: author, publication and the plan's sharing state. */
const pageColumns = {
  ...authorColumns,
  ...publicationColumns,
  visibility: plans.visibility,
  slug: plans.slug,
};

function authorOf(ownerId: string, row: AuthorRow): PublicAuthor {
  const username = row.username ?? "";
  const fullName = row.fullName?.trim() ?? "";
  return {
    userId: ownerId,
    username,
    displayName: fullName || username || PUBLIC_PAGE_TEXT.anonymousAuthor,
    bio: row.bio ?? "",
    // The same versioned address as the listings (avatar.ts), so the image is cached for good.
    avatarPath:
      row.hasAvatar && row.profileUpdatedAt
        ? publicAvatarPath(ownerId, avatarVersion(row.profileUpdatedAt))
        : null,
  };
}

function pageOf(
  row: {
    planId: string;
    ownerId: string;
    revision: number;
    snapshot: unknown;
    firstPublishedAt: Date;
    publishedAt: Date;
    visibility: string;
    slug: string | null;
  },
  author: PublicAuthor,
  db: Database,
): PublicPlanPage {
  return {
    loadSnapshot: () => loadPublishedSnapshot(db, row.planId, row.revision),
    planId: row.planId,
    ownerId: row.ownerId,
    visibility: row.visibility === "public" ? "public" : "unlisted",
    slug: row.slug,
    revision: row.revision,
    firstPublishedAt: row.firstPublishedAt,
    publishedAt: row.publishedAt,
    snapshot: row.snapshot as PublishedSnapshotHead,
    author,
  };
}

/**
 * A public plan by its author's username (any case) and slug. An old slug of a plan that is
 * still public answers "moved" with the current address; so does a slug in another case. An
 * address the username had under a previous owner (./released-addresses) answers "moved" to that
 * owner's plan, or "missing" when it is no longer public: it wins over whoever holds the username
 * now, so a link sent out before a rename never shows somebody else's plan.
 */
export async function findPublicPlan(
  db: Database,
  username: string,
  slug: string,
): Promise<PublicPlanLookup> {
  if (isReservedUsername(username.toLowerCase())) return { kind: "missing" };
  // No slug can look like this (a NUL would even fail inside PostgreSQL): no lookup.
  if (!couldBeSlug(slug)) return { kind: "missing" };
  const wanted = slug.toLowerCase();
  const [row] = await db
    .select({ ...pageColumns, oldAddressPlanId: releasedPlanAddresses.planId })
    .from(profiles)
    .leftJoin(
      plans,
      and(eq(plans.ownerId, profiles.userId), eq(plans.slug, wanted), isListedPlan()),
    )
    .leftJoin(planPublications, eq(planPublications.planId, plans.id))
    // Only a hint (one indexed probe in the same query): the rule is oldAddressTarget's.
    .leftJoin(
      releasedPlanAddresses,
      and(
        eq(releasedPlanAddresses.handle, sql`lower(${username})`),
        eq(releasedPlanAddresses.slug, wanted),
      ),
    )
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, hasListedOwner()))
    .limit(1);
  // Nobody holds the username (given up, or never taken): an old address may still lead on.
  if (!row?.userId || !row.username) {
    return (await oldAddressLookup(db, username, wanted, null)) ?? { kind: "missing" };
  }
  if (row.oldAddressPlanId) {
    const old = await oldAddressLookup(db, username, wanted, row.userId);
    if (old) return old;
  }
  if (row.planId && row.ownerId && row.snapshot !== null && row.revision !== null) {
    if (row.slug !== slug) return { kind: "moved", username: row.username, slug: row.slug! };
    return {
      kind: "found",
      page: pageOf(
        {
          ...row,
          planId: row.planId,
          ownerId: row.ownerId,
          revision: row.revision,
          firstPublishedAt: row.firstPublishedAt!,
          publishedAt: row.publishedAt!,
          visibility: row.visibility!,
        },
        authorOf(row.userId, row),
        db,
      ),
    };
  }
  const [moved] = await db
    .select({ slug: plans.slug })
    .from(planSlugRedirects)
    .innerJoin(plans, and(eq(plans.id, planSlugRedirects.planId), isListedPlan()))
    .innerJoin(planPublications, eq(planPublications.planId, plans.id))
    .where(and(eq(planSlugRedirects.ownerId, row.userId), eq(planSlugRedirects.slug, wanted)))
    .limit(1);
  if (!moved?.slug || moved.slug === slug) return { kind: "missing" };
  return { kind: "moved", username: row.username, slug: moved.slug };
}

/** A plan shared by its unlisted link (unlisted or public, published, not in the trash). */
export async function findUnlistedPlan(
  db: Database,
  token: string,
): Promise<PublicPlanPage | null> {
  // Not a token's shape (empty, too long, a NUL…): nothing to look up.
  if (!UNLISTED_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select(pageColumns)
    .from(plans)
    .innerJoin(planPublications, eq(planPublications.planId, plans.id))
    .leftJoin(profiles, eq(profiles.userId, plans.ownerId))
    .where(
      and(
        eq(plans.unlistedToken, token),
        inArray(plans.visibility, [...SHARED]),
        isNull(plans.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return pageOf(row, authorOf(row.ownerId, row), db);
}

/** A public profile: the author and their public plans, newest first. */
export async function findPublicProfile(
  db: Database,
  username: string,
): Promise<{ author: PublicAuthor; plans: PublicPlanSummary[] } | null> {
  if (isReservedUsername(username.toLowerCase())) return null;
  const [profile] = await db
    .select(authorColumns)
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  if (!profile?.username) return null;
  const author = authorOf(profile.userId, profile);
  // The profile lists exactly what the listings list, of this owner.
  const rows = await db
    .select({
      title: sql<string>`${planPublications.snapshot}->>'title'`,
      summary: sql<string>`coalesce(${planPublications.snapshot}->>'summary', '')`,
      slug: plans.slug,
      publishedAt: planPublications.publishedAt,
    })
    .from(planPublications)
    .innerJoin(plans, planOfPublication())
    .innerJoin(profiles, ownerProfileOfPlan())
    // The publication's copy of the owner: what the (owner_id, published_at) index serves.
    .where(listedPlansWhere(eq(planPublications.ownerId, profile.userId)))
    .orderBy(desc(planPublications.publishedAt), desc(planPublications.planId))
    .limit(PROFILE_PLANS_LIMIT);
  const summaryAuthor = {
    username: author.username,
    displayName: author.displayName,
    avatarPath: author.avatarPath,
  };
  return {
    author,
    plans: rows.map((row) => ({
      title: row.title ?? "",
      summary: row.summary ?? "",
      // Never null: a listed plan has a slug.
      path: publicPlanPath(author.username, row.slug!),
      author: summaryAuthor,
      publishedAt: row.publishedAt,
    })),
  };
}

/**
 * The whole snapshot of a plan's publication at `revision`, read when the page's render is not
 * cached. A publication that was replaced or withdrawn since the visit began answers empty
 * sections (the visit shows what it already had; the next one gets the new state).
 */
export async function loadPublishedSnapshot(
  db: Database,
  planId: string,
  revision: number,
): Promise<PublishedSnapshot> {
  const [row] = await db
    .select({ snapshot: planPublications.snapshot })
    .from(planPublications)
    .where(and(eq(planPublications.planId, planId), eq(planPublications.revision, revision)));
  const snapshot = row?.snapshot as PublishedSnapshot | undefined;
  return snapshot ?? { ...EMPTY_BODY_SNAPSHOT };
}

const EMPTY_BODY_SNAPSHOT: PublishedSnapshot = {
  title: "",
  summary: "",
  sections: [],
  diagrams: {},
  branding: { brandName: null, accentColor: null, logoDataUrl: null },
  estimate: null,
  contentUpdatedAt: new Date(0).toISOString(),
};
