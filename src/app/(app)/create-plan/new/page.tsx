import type { Metadata } from "next";
import { Suspense } from "react";
import { AiPlanWriter } from "@/components/create-plan/ai/ai-plan-writer";

export const metadata: Metadata = { title: "Generate a plan with AI" };

/** /create-plan/new: describe the project, pick a model, watch the plan being written. */
export default function AiPlanPage() {
  // useSearchParams (the generation being followed) needs a Suspense boundary.
  return (
    <Suspense>
      <AiPlanWriter />
    </Suspense>
  );
}
