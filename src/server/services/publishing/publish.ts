/**
 * Publishing a plan: private → unlisted / public, "Update public version", unpublish, a new
 * unlisted link, the Share dialog's state and slug checks. Every function is scoped to the owner:
 * another user's plan (or one in the trash) answers NOT_FOUND and changes nothing. Publish,
 * update and unpublish record a revision and a notification in the same transaction as the change.
 */
import { eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { NOTIFICATION_KINDS } from "@/lib/notifications/notification-kinds";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import type { PublishInput, UpdatePublicationInput } from "@/lib/publishing/publish-schemas";
import { plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { createNotifications } from "@/server/services/notifications/notifications";
import {
  findOwnedPlan,
  lockOwnedPlan,
  type DbOrTx,
  type Plan,
} from "@/server/services/plans/plan-access";
import { recordRevisions } from "@/server/services/plans/revisions";
import {
  isPublished,
  loadPublication,
  ownerBranding,
  removePublication,
  writePublication,
} from "./publication";
import { getShareState, ownerUsername, type ShareState } from "./share-state";
import {
  claimSlug,
  isSlugConflict,
  slugRefusal,
  slugRefusedError,
  suggestFreeSlugs,
} from "./slugs";
import { newUnlistedToken } from "./tokens";

export type { ShareState } from "./share-state";
export type { SlugCheck } from "./slugs";
export { getShareState } from "./share-state";
export { checkSlug } from "./slugs";
export { publishPlans, unpublishPlans, updatePublications } from "./bulk-publishing";

export function notSharedError(): AppError {
  return new AppError(ERROR_CODES.badRequest, 400, PUBLISHING_TEXT.notShared);
}

function planLink(planId: string): string {
  return `/plan/${planId}`;
}

/** The public slug this publish asks for (checked), or null for an unlisted publish. */
async function publicSlug(
  tx: DbOrTx,
  ownerId: string,
  plan: Plan,
  input: PublishInput,
): Promise<string | null> {
  if (input.visibility !== "public") return null;
  if (!(await ownerUsername(tx, ownerId))) {
    throw new AppError(ERROR_CODES.usernameRequired, 409, PUBLISHING_TEXT.usernameRequired);
  }
  const slug = input.slug ?? plan.slug ?? "";
  const refusal = await slugRefusal(tx, ownerId, plan, slug);
  if (refusal) throw slugRefusedError(slug, refusal);
  await claimSlug(tx, ownerId, plan, slug);
  return slug;
}

/**
 * Shares the plan (or changes how it is shared): a snapshot of the plan as it is now, with the
 * owner's branding, the estimate when given, and the diagrams drawn in the owner's browser that
 * match their blocks. Public needs a username and a free, valid slug; a refused slug answers
 * SLUG_UNAVAILABLE with the reason and free suggestions, even when another plan claimed it a
 * moment earlier.
 */
export async function publishPlan(
  db: Database,
  ownerId: string,
  input: PublishInput,
): Promise<ShareState> {
  // The slug this publish claims, for the answer should another plan win it at the last moment.
  let claimed = "";
  try {
    await db.transaction(async (tx) => {
      const plan = await lockOwnedPlan(tx, ownerId, input.planId);
      const publicAt = await publicSlug(tx, ownerId, plan, input);
      claimed = publicAt ?? "";
      await recordRevisions(tx, [plan.id], REVISION_REASONS.publish);
      await writePublication(tx, plan, {
        visibility: input.visibility,
        slug: publicAt ?? plan.slug,
        estimate: input.estimate,
        drawn: input.diagrams,
        branding: await ownerBranding(tx, ownerId),
      });
      await createNotifications(tx, [
        {
          userId: ownerId,
          kind: NOTIFICATION_KINDS.planPublished,
          title: PUBLISHING_TEXT.notification.publishedTitle,
          body: PUBLISHING_TEXT.notification.published(plan.title, input.visibility),
          link: planLink(plan.id),
        },
      ]);
    });
  } catch (error) {
    if (!isSlugConflict(error)) throw error;
    // Another plan of the owner became public at this slug while this publish ran (the unique
    // index refused the second): the same answer as a slug found taken, never a server error.
    const plan = await findOwnedPlan(db, ownerId, input.planId);
    throw slugRefusedError(claimed, {
      reason: "taken",
      message: PUBLISHING_TEXT.slug.taken,
      suggestions: await suggestFreeSlugs(db, ownerId, plan, claimed),
    });
  }
  return getShareState(db, ownerId, input.planId);
}

/** "Update public version": the shared page shows the plan as it is now; address and estimate stay. */
export async function updatePublication(
  db: Database,
  ownerId: string,
  input: UpdatePublicationInput,
): Promise<ShareState> {
  await db.transaction(async (tx) => {
    const plan = await lockOwnedPlan(tx, ownerId, input.planId);
    const previous = await loadPublication(tx, plan.id);
    if (!previous || plan.visibility === "private") throw notSharedError();
    await recordRevisions(tx, [plan.id], REVISION_REASONS.publishUpdate);
    await writePublication(tx, plan, {
      visibility: plan.visibility,
      slug: plan.slug,
      estimate: previous.showEstimate ? (previous.snapshot.estimate ?? null) : null,
      drawn: input.diagrams,
      branding: await ownerBranding(tx, ownerId),
    });
    await createNotifications(tx, [
      {
        userId: ownerId,
        kind: NOTIFICATION_KINDS.planPublicationUpdated,
        title: PUBLISHING_TEXT.notification.updatedTitle,
        body: PUBLISHING_TEXT.notification.updated(plan.title),
        link: planLink(plan.id),
      },
    ]);
  });
  return getShareState(db, ownerId, input.planId);
}

/**
 * Makes the plan private: its public page and unlisted link answer 404 at once. A plan that is
 * not shared is left as it is (no revision, no notification).
 */
export async function unpublishPlan(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<ShareState> {
  await db.transaction(async (tx) => {
    const plan = await lockOwnedPlan(tx, ownerId, planId);
    const shared = (await isPublished(tx, plan.id)) || plan.visibility !== "private";
    if (!shared) return;
    await recordRevisions(tx, [plan.id], REVISION_REASONS.unpublish);
    await removePublication(tx, [plan.id]);
    await createNotifications(tx, [
      {
        userId: ownerId,
        kind: NOTIFICATION_KINDS.planUnpublished,
        title: PUBLISHING_TEXT.notification.unpublishedTitle,
        body: PUBLISHING_TEXT.notification.unpublished(plan.title),
        link: planLink(plan.id),
      },
    ]);
  });
  return getShareState(db, ownerId, planId);
}

/** A new unlisted link for a shared plan; the old one stops working at once. */
export async function regenerateUnlistedToken(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<ShareState> {
  await db.transaction(async (tx) => {
    const plan = await lockOwnedPlan(tx, ownerId, planId);
    if (plan.visibility === "private" || !(await isPublished(tx, plan.id))) {
      throw notSharedError();
    }
    await tx
      .update(plans)
      .set({ unlistedToken: newUnlistedToken(), updatedAt: sql`${plans.updatedAt}` })
      .where(eq(plans.id, plan.id));
  });
  return getShareState(db, ownerId, planId);
}
