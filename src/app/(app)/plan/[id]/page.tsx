import type { Metadata } from "next";
import { PlanEditor } from "@/components/plan/plan-editor";
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
  await loadPlan(id);
  // The owner's diagram theme and security level, sent with the page so diagrams draw at once.
  prefetch(trpc.planCustomization.get.queryOptions());
  return (
    <HydrateClient>
      <PlanEditor planId={id} />
    </HydrateClient>
  );
}
