/**
 * The publishing actions of the plans list (/all-projects) on many plans at once: share (private
 * plans get an unlisted link, shared ones are updated), update the public versions, unpublish.
 * Only the caller's plans that are not in the trash are touched; another user's ids change
 * nothing. When none of the ids is one of the caller's plans the answer is NOT_FOUND, like for a
 * single plan. One transaction per call, one revision per plan, one notification per kind.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/lib/notifications/notification-kinds";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import type { PublishedBranding } from "@/lib/publishing/snapshot";
import { plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  createNotifications,
  type NewNotification,
} from "@/server/services/notifications/notifications";
import {
  planColumns,
  planNotFound,
  type DbOrTx,
  type Plan,
} from "@/server/services/plans/plan-access";
import { recordRevisions } from "@/server/services/plans/revisions";
import {
  loadPublication,
  ownerBranding,
  publishedPlanIds,
  removePublication,
  writePublication,
} from "./publication";

type Outcome = { count: number };

/**
 * The owner's plans among `ids` that are not in the trash, locked in id order (two overlapping
 * bulk actions cannot deadlock). Throws NOT_FOUND when none of the ids is the owner's at all.
 */
async function lockOwnedPlans(tx: DbOrTx, ownerId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  const targets: Plan[] = await tx
    .select(planColumns)
    .from(plans)
    .where(and(eq(plans.ownerId, ownerId), inArray(plans.id, wanted), isNull(plans.deletedAt)))
    .orderBy(asc(plans.id))
    .for("update");
  if (targets.length === 0) {
    const [anyOwned] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.ownerId, ownerId), inArray(plans.id, wanted)))
      .limit(1);
    if (!anyOwned) throw planNotFound();
  }
  const published = await publishedPlanIds(
    tx,
    targets.map((plan) => plan.id),
  );
  const isShared = (plan: Plan) => published.has(plan.id) && plan.visibility !== "private";
  return {
    shared: targets.filter(isShared),
    notShared: targets.filter((plan) => !isShared(plan)),
    /** Shared, or left half-shared by an older write: what unpublishing must clean. */
    toUnpublish: targets.filter((plan) => published.has(plan.id) || plan.visibility !== "private"),
  };
}

/** One notification for the plans an action changed: about the plan, or a count for several. */
function notificationFor(
  ownerId: string,
  kind: NotificationKind,
  changed: readonly Plan[],
  one: { title: string; body: (title: string) => string },
  many: { title: (count: number) => string; body: (count: number) => string },
): NewNotification[] {
  const [only] = changed;
  if (!only) return [];
  return [
    changed.length === 1
      ? {
          userId: ownerId,
          kind,
          title: one.title,
          body: one.body(only.title),
          link: `/plan/${only.id}`,
        }
      : {
          userId: ownerId,
          kind,
          title: many.title(changed.length),
          body: many.body(changed.length),
          link: "/all-projects",
        },
  ];
}

const text = PUBLISHING_TEXT.notification;

/** New snapshots of shared plans; their visibility, address and estimate stay. */
async function updateShared(
  tx: DbOrTx,
  ownerId: string,
  shared: readonly Plan[],
  branding: PublishedBranding,
): Promise<NewNotification[]> {
  if (shared.length === 0) return [];
  await recordRevisions(
    tx,
    shared.map((plan) => plan.id),
    REVISION_REASONS.publishUpdate,
  );
  for (const plan of shared) {
    const previous = await loadPublication(tx, plan.id);
    await writePublication(tx, plan, {
      visibility: plan.visibility === "public" ? "public" : "unlisted",
      slug: plan.slug,
      estimate: previous?.showEstimate ? (previous.snapshot.estimate ?? null) : null,
      // Nothing is drawn in bulk: pictures whose source did not change are kept.
      drawn: [],
      branding,
    });
  }
  return notificationFor(
    ownerId,
    NOTIFICATION_KINDS.planPublicationUpdated,
    shared,
    { title: text.updatedTitle, body: text.updated },
    { title: text.manyUpdatedTitle, body: text.manyUpdated },
  );
}

/** Private plans become unlisted (never public: that needs a slug chosen by the owner). */
export async function publishPlans(
  db: Database,
  ownerId: string,
  ids: readonly string[],
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const { shared, notShared } = await lockOwnedPlans(tx, ownerId, ids);
    const branding = await ownerBranding(tx, ownerId);
    if (notShared.length > 0) {
      await recordRevisions(
        tx,
        notShared.map((plan) => plan.id),
        REVISION_REASONS.publish,
      );
    }
    for (const plan of notShared) {
      await writePublication(tx, plan, {
        visibility: "unlisted",
        slug: plan.slug,
        estimate: null,
        drawn: [],
        branding,
      });
    }
    await createNotifications(tx, [
      ...notificationFor(
        ownerId,
        NOTIFICATION_KINDS.planPublished,
        notShared,
        { title: text.publishedTitle, body: (title) => text.published(title, "unlisted") },
        { title: text.manyPublishedTitle, body: text.manyPublished },
      ),
      ...(await updateShared(tx, ownerId, shared, branding)),
    ]);
    return { count: shared.length + notShared.length };
  });
}

/** "Update public version" for each shared plan among the ids; others are skipped, not counted. */
export async function updatePublications(
  db: Database,
  ownerId: string,
  ids: readonly string[],
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const { shared } = await lockOwnedPlans(tx, ownerId, ids);
    const branding = await ownerBranding(tx, ownerId);
    await createNotifications(tx, await updateShared(tx, ownerId, shared, branding));
    return { count: shared.length };
  });
}

/** Makes the shared plans among the ids private; their addresses answer 404 at once. */
export async function unpublishPlans(
  db: Database,
  ownerId: string,
  ids: readonly string[],
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const { toUnpublish } = await lockOwnedPlans(tx, ownerId, ids);
    if (toUnpublish.length === 0) return { count: 0 };
    const planIds = toUnpublish.map((plan) => plan.id);
    await recordRevisions(tx, planIds, REVISION_REASONS.unpublish);
    await removePublication(tx, planIds);
    await createNotifications(
      tx,
      notificationFor(
        ownerId,
        NOTIFICATION_KINDS.planUnpublished,
        toUnpublish,
        { title: text.unpublishedTitle, body: text.unpublished },
        { title: text.manyUnpublishedTitle, body: text.manyUnpublished },
      ),
    );
    return { count: toUnpublish.length };
  });
}
