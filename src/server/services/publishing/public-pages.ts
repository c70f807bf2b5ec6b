/**
 * The public pages' entry points (src/app/[handle], src/app/p): look the publication up on every
 * request (cheap, indexed: an unpublished plan is gone at once), take the rendered snapshot from
 * the per-revision cache, and shape what the page components show. Also the view counter, run
 * after the response so it can never slow or break the page.
 *
 * A failed lookup is logged here and rethrown without its query parameters
 * (withConcealedFailure): Next.js logs what a page throws, and the parameters hold the unlisted
 * token.
 */
import "server-only";
import { publicProfilePath } from "@/lib/publishing/public-paths";
import {
  initialsOf,
  type PublicAuthorView,
  type PublicPlanView,
  type PublicProfileView,
} from "@/lib/publishing/public-view";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { isPrefetchRequest } from "@/lib/http/prefetch-request";
import { runAfterResponse } from "@/server/after-response";
import { withConcealedFailure } from "@/server/concealed-failure";
import { getAuth, readSession } from "@/server/auth";
import { clientIpFrom } from "@/server/auth/client-ip";
import { getDb } from "@/server/db/client";
import { findPublicPlan, findPublicProfile, findUnlistedPlan } from "./public-read";
import type { PublicAuthor, PublicPlanPage } from "./public-types";
import { renderedSnapshot } from "./render/render-snapshot";
import { recordPlanView } from "./views";

export type PublicPlanResult = { page: PublicPlanPage; view: PublicPlanView };

export type PublicPlanAnswer =
  | ({ kind: "found" } & PublicPlanResult)
  | { kind: "moved"; username: string; slug: string }
  | { kind: "missing" };

function authorView(author: PublicAuthor): PublicAuthorView {
  return {
    displayName: author.displayName,
    initials: initialsOf(author.displayName),
    profilePath: author.username ? publicProfilePath(author.username) : null,
    avatarPath: author.avatarPath,
  };
}

export async function planViewOf(page: PublicPlanPage): Promise<PublicPlanView> {
  const { snapshot } = page;
  return {
    title: snapshot.title,
    summary: snapshot.summary,
    branding: snapshot.branding,
    estimate: snapshot.estimate,
    author: authorView(page.author),
    firstPublishedAt: page.firstPublishedAt.toISOString(),
    publishedAt: page.publishedAt.toISOString(),
    contentUpdatedAt: snapshot.contentUpdatedAt,
    rendered: await renderedSnapshot(page.planId, page.revision, page.loadSnapshot),
  };
}

/** The log scope of the public pages' lookups. */
const LOG_SCOPE = "public-pages";

export async function publicPlanByAddress(
  username: string,
  slug: string,
): Promise<PublicPlanAnswer> {
  return withConcealedFailure(LOG_SCOPE, "public plan lookup", async () => {
    const lookup = await findPublicPlan(await getDb(), username, slug);
    if (lookup.kind !== "found") return lookup;
    return { kind: "found", page: lookup.page, view: await planViewOf(lookup.page) };
  });
}

export async function unlistedPlanByToken(token: string): Promise<PublicPlanResult | null> {
  return withConcealedFailure(LOG_SCOPE, "unlisted plan lookup", async () => {
    const page = await findUnlistedPlan(await getDb(), token);
    return page ? { page, view: await planViewOf(page) } : null;
  });
}

export async function publicProfileByUsername(username: string): Promise<PublicProfileView | null> {
  const found = await withConcealedFailure(LOG_SCOPE, "public profile lookup", async () =>
    findPublicProfile(await getDb(), username),
  );
  if (!found) return null;
  const { author } = found;
  return {
    author: { ...authorView(author), username: author.username, bio: author.bio },
    plans: found.plans.map((plan) => ({
      title: plan.title,
      summary: plan.summary,
      path: plan.path,
      publishedAt: plan.publishedAt.toISOString(),
    })),
  };
}

/**
 * Counts a view of a shared plan once the page has been sent: once per visitor (client address
 * and user agent, neither stored) and day. The session is read only when the request carries a
 * session cookie (the owner's own views are not counted); any failure is logged by
 * runAfterResponse and never reaches the visitor.
 */
export function countPlanViewAfterResponse(planId: string, requestHeaders: Headers): void {
  const cookie = requestHeaders.get("cookie") ?? "";
  const userAgent = requestHeaders.get("user-agent");
  // As the app server resolved it from the connection (never a client's X-Forwarded-For).
  const clientAddress = clientIpFrom(requestHeaders);
  const prefetch = isPrefetchRequest(requestHeaders);
  const hasSession = SESSION_COOKIE_NAMES.some((name) => cookie.includes(`${name}=`));
  runAfterResponse("plan view", async () => {
    let viewerUserId: string | null = null;
    if (hasSession) {
      const headers = new Headers({ cookie });
      viewerUserId = (await readSession(await getAuth(), headers)).user?.id ?? null;
    }
    await recordPlanView(await getDb(), {
      planId,
      viewerUserId,
      clientAddress,
      userAgent,
      prefetch,
    });
  });
}
