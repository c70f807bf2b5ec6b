/** What anonymous visitors may see of authors and plans (public-read.ts, public-listing.ts). */
import type { PublishedSnapshot } from "@/lib/publishing/snapshot";

/**
 * What a page needs on every visit: the snapshot without its sections and pictures, which only
 * the (cached) render reads — see loadPublishedSnapshot.
 */
export type PublishedSnapshotHead = Omit<PublishedSnapshot, "sections" | "diagrams">;

export type PublicAuthor = {
  userId: string;
  username: string;
  displayName: string;
  bio: string;
  /** /api/public/avatars/{userId}?v=… or null (initials are shown). */
  avatarPath: string | null;
};

export type PublicPlanPage = {
  planId: string;
  ownerId: string;
  visibility: "unlisted" | "public";
  slug: string | null;
  revision: number;
  firstPublishedAt: Date;
  publishedAt: Date;
  snapshot: PublishedSnapshotHead;
  /** The whole snapshot (sections and pictures), for a render the cache does not hold. */
  loadSnapshot: () => Promise<PublishedSnapshot>;
  author: PublicAuthor;
};

export type PublicPlanLookup =
  | { kind: "found"; page: PublicPlanPage }
  /** An old slug: answer a permanent redirect to the current one. */
  | { kind: "moved"; username: string; slug: string }
  | { kind: "missing" };

export type PublicPlanSummary = {
  title: string;
  summary: string;
  /** /@username/p/slug */
  path: string;
  author: { username: string; displayName: string; avatarPath: string | null };
  publishedAt: Date;
};
