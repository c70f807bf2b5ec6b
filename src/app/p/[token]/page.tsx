import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { notFoundMetadata, planMetadata } from "@/components/public/public-metadata";
import { PublicPlanArticle } from "@/components/public/public-plan-article";
import { unlistedOgImagePath } from "@/lib/publishing/public-og-paths";
import { unlistedPlanPath } from "@/lib/publishing/public-paths";
import { requestOrigin } from "@/server/api/request-origin";
import {
  countPlanViewAfterResponse,
  unlistedPlanByToken,
} from "@/server/services/publishing/public-pages";

type UnlistedPlanPageProps = { params: Promise<{ token: string }> };

/** Tokens are URL-safe and short; anything longer is not one (no database lookup). */
const TOKEN_MAX_LENGTH = 128;

const loadPlan = cache(async (token: string) => {
  if (token.length === 0 || token.length > TOKEN_MAX_LENGTH) return null;
  return unlistedPlanByToken(token);
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
