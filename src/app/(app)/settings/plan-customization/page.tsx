import type { Metadata } from "next";
import { PlanCustomizationSettings } from "@/components/settings/plan-customization/plan-customization-settings";

export const metadata: Metadata = { title: "Plan customization" };

export default function PlanCustomizationSettingsPage() {
  return <PlanCustomizationSettings />;
}
