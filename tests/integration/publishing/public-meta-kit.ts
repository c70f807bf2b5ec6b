/**
 * Rows for the views, listing, sitemap and avatar suites: users with profiles, plans in every
 * sharing state, and publications (snapshots) written straight into the tables, so these suites
 * depend only on the schema, not on how the publishing service takes a snapshot.
 */
import { randomUUID } from "node:crypto";
import type { PlanVisibility } from "@/lib/plans/plan-rules";
import type { PublishedSnapshot } from "@/lib/publishing/snapshot";
import { planPublications, plans, profiles, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export async function insertUser(
  db: Database,
  user: {
    id: string;
    email: string;
    name?: string;
    username?: string | null;
    bio?: string;
    avatarDataUrl?: string | null;
  },
): Promise<void> {
  await db
    .insert(users)
    .values({ id: user.id, email: user.email, name: user.name ?? "", emailVerified: true });
  await db.insert(profiles).values({
    userId: user.id,
    fullName: user.name ?? null,
    username: user.username ?? null,
    bio: user.bio ?? "",
    avatarDataUrl: user.avatarDataUrl ?? null,
  });
}

export function snapshotOf(title: string, summary: string, body = "Body."): PublishedSnapshot {
  return {
    title,
    summary,
    sections: [{ id: randomUUID(), kind: "overview", title: "Overview", body }],
    diagrams: {},
    branding: { brandName: null, accentColor: null, logoDataUrl: null },
    estimate: null,
    contentUpdatedAt: new Date("2026-01-01T00:00:00Z").toISOString(),
  };
}

export interface SharedPlanOptions {
  ownerId: string;
  /** The live plan's title and summary (what the owner edits). */
  title: string;
  summary?: string;
  visibility: PlanVisibility;
  slug?: string | null;
  unlistedToken?: string | null;
  /** The published snapshot's title and summary; no publication row when left out. */
  published?: { title: string; summary: string; at: Date; body?: string };
  trashed?: boolean;
}

/** A plan and, when `published` is given, its publication row. Answers the plan id. */
export async function insertSharedPlan(db: Database, options: SharedPlanOptions): Promise<string> {
  const [plan] = await db
    .insert(plans)
    .values({
      ownerId: options.ownerId,
      title: options.title,
      summary: options.summary ?? "",
      visibility: options.visibility,
      status: options.published ? "published" : "draft",
      slug: options.slug ?? null,
      unlistedToken: options.unlistedToken ?? null,
      deletedAt: options.trashed ? new Date() : null,
    })
    .returning({ id: plans.id });
  if (options.published) {
    const { title, summary, at, body } = options.published;
    await db.insert(planPublications).values({
      planId: plan!.id,
      ownerId: options.ownerId,
      snapshot: snapshotOf(title, summary, body),
      contentFingerprint: "fingerprint",
      firstPublishedAt: at,
      publishedAt: at,
    });
  }
  return plan!.id;
}
