import type { Metadata } from "next";
import { CreatePlanChooser } from "@/components/create-plan/create-plan-chooser";

export const metadata: Metadata = { title: "Create a plan" };

export default function CreatePlanPage() {
  return <CreatePlanChooser />;
}
