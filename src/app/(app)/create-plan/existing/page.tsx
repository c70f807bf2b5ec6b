import type { Metadata } from "next";
import { ImportPlanFlow } from "@/components/create-plan/existing/import-plan-flow";

export const metadata: Metadata = { title: "Import existing content" };

export default function ImportPlanPage() {
  return <ImportPlanFlow />;
}
