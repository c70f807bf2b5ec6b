import type { Metadata } from "next";
import { AiPlanUnavailable } from "@/components/create-plan/ai-plan-unavailable";

export const metadata: Metadata = { title: "Generate a plan with AI" };

/** Replaced by the AI issue; until then it says the AI way is not available. */
export default function AiPlanPage() {
  return <AiPlanUnavailable />;
}
