import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { notFoundMetadata, planMetadata } from "@/components/public/public-metadata";
import { PublicPlanArticle } from "@/components/public/public-plan-article";
import { unlistedOgImagePath } from "@/lib/publishing/public-og-paths";
import { unlistedPlanPath, unlistedTokenFromSegment } from "@/lib/publishing/public-paths";
import { requestOrigin } from "@/server/api/request-origin";
import {
  countPlanViewAfterResponse,
  unlistedPlanByToken,
} from "@/server/services/publishing/public-pages";

type UnlistedPlanPageProps = { params: Promise<{ token: string }> };

/** A segment that cannot be a token (wrong characters, too long) is a 404 without a lookup. */
const loadPlan = cache(async (segment: string) => {
  const token = unlistedTokenFromSegment(segment);
  return token ? unlistedPlanByToken(token) : null;
});

export async function generateMetadata({ params }: UnlistedPlanPageProps): Promise<Metadata> {
  const { token } = await params;
  const found = await loadPlan(token);
  if (!found) return notFoundMetadata();
  return planMetadata({
    plan: found.view,
    origin: requestOrigin(await headers()),
    path: unlistedPlanPath(token),
    imagePath: unlistedOgImagePath(token, found.page.revision),
    unlisted: true,
  });
}

/** /p/{token}: a plan shared by its unlisted link (noindex); 404 once unpublished or renewed. */
export default async function UnlistedPlanPage({ params }: UnlistedPlanPageProps) {
  const { token } = await params;
  const found = await loadPlan(token);
  if (!found) notFound();
  countPlanViewAfterResponse(found.page.planId, await headers());
  return <PublicPlanArticle plan={found.view} />;
}
