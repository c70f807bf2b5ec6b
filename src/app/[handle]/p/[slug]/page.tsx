import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { notFoundMetadata, planMetadata } from "@/components/public/public-metadata";
import { PublicPlanArticle } from "@/components/public/public-plan-article";
import { publicOgImagePath } from "@/lib/publishing/public-og-paths";
import { publicPlanPath, slugFromSegment, usernameFromHandle } from "@/lib/publishing/public-paths";
import { requestOrigin } from "@/server/api/request-origin";
import {
  countPlanViewAfterResponse,
  publicPlanByAddress,
  type PublicPlanAnswer,
} from "@/server/services/publishing/public-pages";

type PublicPlanPageProps = { params: Promise<{ handle: string; slug: string }> };

const MISSING: PublicPlanAnswer = { kind: "missing" };

/** One lookup per request, shared by the metadata and the page. */
const loadPlan = cache(async (handle: string, rawSlug: string): Promise<PublicPlanAnswer> => {
  const username = usernameFromHandle(handle);
  const slug = slugFromSegment(rawSlug);
  if (!username || !slug) return MISSING;
  return publicPlanByAddress(username, slug);
});

export async function generateMetadata({ params }: PublicPlanPageProps): Promise<Metadata> {
  const { handle, slug } = await params;
  const answer = await loadPlan(handle, slug);
  if (answer.kind !== "found") return notFoundMetadata();
  const { page, view } = answer;
  return planMetadata({
    plan: view,
    origin: requestOrigin(await headers()),
    path: publicPlanPath(page.author.username, page.slug!),
    imagePath: publicOgImagePath(page.author.username, page.slug!, page.revision),
    unlisted: false,
  });
}

/**
 * /{username}/p/{slug} and /@{username}/p/{slug}: a public plan. An old slug answers a
 * permanent redirect to the current address; anything not published answers 404.
 */
export default async function PublicPlanPage({ params }: PublicPlanPageProps) {
  const { handle, slug } = await params;
  const answer = await loadPlan(handle, slug);
  if (answer.kind === "moved") permanentRedirect(publicPlanPath(answer.username, answer.slug));
  if (answer.kind === "missing") notFound();
  countPlanViewAfterResponse(answer.page.planId, await headers());
  return <PublicPlanArticle plan={answer.view} />;
}
