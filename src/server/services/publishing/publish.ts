/**
 * Publishing a plan: private → unlisted / public, "Update public version", unpublish, a new
 * unlisted link, the Share dialog's state and slug checks. Every function is scoped to the owner:
 * another user's plan answers NOT_FOUND and changes nothing. Publish, update and unpublish record
 * a revision and a notification in the same transaction as the change.
 *
 * STUB (contract): the publishing-core helper implements these.
 */
import type { SlugProblem } from "@/lib/publishing/slug-rules";
import type {
  PublishInput,
  SharedVisibility,
  UpdatePublicationInput,
} from "@/lib/publishing/publish-schemas";
import type { Database } from "@/server/db/types";

export type ShareState = {
  planId: string;
  visibility: "private" | SharedVisibility;
  /** Current slug (public plans), else null. */
  slug: string | null;
  /** A free slug suggested from the title, for the form's first value. */
  suggestedSlug: string;
  /** The owner's username; null means public publishing needs one first. */
  username: string | null;
  /** Path of the public page (public plans), e.g. /@ana/p/website-redesign. */
  publicPath: string | null;
  /** Path of the unlisted link /p/{token} (unlisted and public plans). */
  unlistedPath: string | null;
  publishedAt: Date | null;
  firstPublishedAt: Date | null;
  /** The live plan differs from the published snapshot. */
  hasUnpublishedChanges: boolean;
  estimate: { amountMinor: number; currency: string; note: string } | null;
  /** Default currency for the estimate field (plan customization). */
  defaultCurrency: string;
  views: { total: number; today: number; last30Days: number };
};

export type SlugCheck =
  | { available: true; slug: string }
  | {
      available: false;
      slug: string;
      reason: SlugProblem | "taken";
      message: string;
      suggestions: string[];
    };

function notImplemented(): never {
  throw new Error("publishing: not implemented yet");
}

export async function getShareState(
  _db: Database,
  _ownerId: string,
  _planId: string,
): Promise<ShareState> {
  notImplemented();
}

export async function checkSlug(
  _db: Database,
  _ownerId: string,
  _planId: string,
  _slug: string,
): Promise<SlugCheck> {
  notImplemented();
}

export async function publishPlan(
  _db: Database,
  _ownerId: string,
  _input: PublishInput,
): Promise<ShareState> {
  notImplemented();
}

export async function updatePublication(
  _db: Database,
  _ownerId: string,
  _input: UpdatePublicationInput,
): Promise<ShareState> {
  notImplemented();
}

export async function unpublishPlan(
  _db: Database,
  _ownerId: string,
  _planId: string,
): Promise<ShareState> {
  notImplemented();
}

export async function regenerateUnlistedToken(
  _db: Database,
  _ownerId: string,
  _planId: string,
): Promise<ShareState> {
  notImplemented();
}

/** Bulk actions of /all-projects: private plans become unlisted, shared ones are updated. */
export async function publishPlans(
  _db: Database,
  _ownerId: string,
  _ids: readonly string[],
): Promise<{ count: number }> {
  notImplemented();
}

export async function updatePublications(
  _db: Database,
  _ownerId: string,
  _ids: readonly string[],
): Promise<{ count: number }> {
  notImplemented();
}

export async function unpublishPlans(
  _db: Database,
  _ownerId: string,
  _ids: readonly string[],
): Promise<{ count: number }> {
  notImplemented();
}
