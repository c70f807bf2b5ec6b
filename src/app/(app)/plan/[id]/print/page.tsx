import type { Metadata } from "next";
import { PlanPrintViewPage } from "@/components/plan/export/print-view";
import { AUTO_PRINT_PARAM } from "@/lib/export/print-rules";
import { getQueryClient, trpc } from "@/trpc/server";
import { loadPlan } from "../load-plan";

type PrintPageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PrintPageProps): Promise<Metadata> {
  const plan = await loadPlan((await params).id);
  // The browser suggests the page title as the PDF's file name.
  return { title: { absolute: plan.title } };
}

/**
 * /plan/{id}/print: the plan for paper and PDF (owner only: the plan layout answers 404 for
 * anyone else). `?print=1` opens the print dialog once the diagrams are drawn.
 */
export default async function PlanPrintPage({ params, searchParams }: PrintPageProps) {
  const { id } = await params;
  await loadPlan(id);
  const view = await getQueryClient().fetchQuery(trpc.plan.printView.queryOptions({ id }));
  const autoPrint = (await searchParams)[AUTO_PRINT_PARAM] === "1";
  return <PlanPrintViewPage planId={id} view={view} autoPrint={autoPrint} />;
}
