/**
 * Setting up shared plans for the public-page specs the way an owner's client does, over the
 * app's own API: sign up with a username, fill the profile and branding, create a plan, publish
 * it (with the diagram pictures a browser would draw). Set-up only; the Share dialog has its own
 * spec.
 */
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { extractMermaidBlocks } from "@/lib/publishing/mermaid-blocks";
import { TEST_PASSWORD, signUpAndConfirm, uniqueUsername } from "./accounts";
import { uniqueEmail } from "./mailbox";
import { createPlanViaApi, type SeedSection, type SeededPlan } from "./plans";
import { trpcMutation, trpcQuery } from "./trpc";

export interface Owner {
  email: string;
  username: string;
  /** A browser context signed in as the owner; close it when done. */
  context: BrowserContext;
  request: APIRequestContext;
}

/** A confirmed, signed-in account with a username, in a browser context of its own. */
export async function signUpOwner(
  browser: Browser,
  label: string,
  fullName?: string,
): Promise<Owner> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = { email: uniqueEmail(label), username: uniqueUsername(label), fullName };
  await signUpAndConfirm(page, account);
  return { email: account.email, username: account.username, context, request: page.request };
}

/** Signs in again in a new context (for a step taken later by the same owner). */
export async function signInOwner(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post("/api/auth/login", {
    data: { email, password: TEST_PASSWORD },
  });
  if (!response.ok()) throw new Error(`login ${email}: ${response.status()}`);
  return context;
}

export async function updateProfile(
  request: APIRequestContext,
  changes: { full_name?: string; bio?: string },
): Promise<void> {
  await trpcMutation(request, "profile.update", changes);
}

export async function updateBranding(
  request: APIRequestContext,
  changes: { brandName?: string | null; accentColor?: string | null },
): Promise<void> {
  await trpcMutation(request, "planCustomization.update", changes);
}

/** What the Share dialog knows about a plan (the fields the specs use). */
export type ShareState = {
  visibility: "private" | "unlisted" | "public";
  publicPath: string | null;
  unlistedPath: string | null;
};

export type DrawnDiagram = { sectionId: string; index: number; source: string; svg: string };

/**
 * The diagrams to send with publish: for each section, the Mermaid block whose source is a key
 * of `svgBySource` gets that SVG as its "drawn" picture, at the index the server will look for.
 */
export function drawnDiagramsFor(
  plan: SeededPlan,
  svgBySource: ReadonlyMap<string, string>,
): DrawnDiagram[] {
  return plan.sections.flatMap((section) =>
    extractMermaidBlocks(section.body)
      .filter((block) => svgBySource.has(block.source))
      .map((block) => ({
        sectionId: section.id,
        index: block.index,
        source: block.source,
        svg: svgBySource.get(block.source)!,
      })),
  );
}

export interface PublishOptions {
  visibility: "unlisted" | "public";
  slug?: string;
  estimate?: { amountMinor: number; currency: string; note: string } | null;
  diagrams?: DrawnDiagram[];
}

/** Creates a plan and shares it; answers the plan and its share state. */
export async function createAndPublish(
  request: APIRequestContext,
  plan: { title: string; summary?: string; sections: SeedSection[] },
  options: PublishOptions | ((created: SeededPlan) => PublishOptions),
): Promise<{ plan: SeededPlan; state: ShareState }> {
  const created = await createPlanViaApi(request, plan);
  const publish = typeof options === "function" ? options(created) : options;
  const state = await trpcMutation<ShareState>(request, "publishing.publish", {
    planId: created.id,
    ...publish,
  });
  return { plan: created, state };
}

export async function shareState(request: APIRequestContext, planId: string): Promise<ShareState> {
  return trpcQuery<ShareState>(request, "publishing.state", { planId });
}

export async function regenerateUnlistedLink(
  request: APIRequestContext,
  planId: string,
): Promise<ShareState> {
  return trpcMutation<ShareState>(request, "publishing.regenerateToken", { planId });
}

export async function unpublish(request: APIRequestContext, planId: string): Promise<ShareState> {
  return trpcMutation<ShareState>(request, "publishing.unpublish", { planId });
}
