import type { Metadata } from "next";
import { PlanChatPanel } from "@/components/chat/plan-chat-panel";
import { PlanEditor } from "@/components/plan/plan-editor";
import { getModelRegistry } from "@/server/services/ai/models/registry";
import { HydrateClient, prefetch, trpc } from "@/trpc/server";
import { loadPlan } from "./load-plan";

type PlanPageProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: PlanPageProps): Promise<Metadata> {
  const plan = await loadPlan((await params).id);
  return { title: plan.title };
}

/** /plan/{id}: the plan editor, with the plan the layout has already read. */
export default async function PlanPage({ params }: PlanPageProps) {
  const { id } = await params;
  // The plan, and the owner's diagram theme and security level, both finished before the page
  // renders: the editor renders from them on the server and in the browser alike, and diagrams
  // draw at once. (Left running, the settings would reach the browser before it hydrates but
  // after the server rendered the loading skeleton: a hydration mismatch.)
  await Promise.all([loadPlan(id), prefetch(trpc.planCustomization.get.queryOptions())]);
  return (
    <HydrateClient>
      <PlanEditor planId={id} />
      <PlanChatPanel
        planId={id}
        models={getModelRegistry().models}
        defaultModelId={getModelRegistry().defaultModelId}
      />
    </HydrateClient>
  );
}
