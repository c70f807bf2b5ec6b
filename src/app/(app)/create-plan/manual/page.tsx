import type { Metadata } from "next";
import { ManualPlanForm } from "@/components/create-plan/manual/manual-plan-form";

export const metadata: Metadata = { title: "Start a plan from scratch" };

export default function ManualPlanPage() {
  return <ManualPlanForm />;
}
