"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { useGenerationStream } from "@/components/ai/use-generation-stream";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { GenerationResultData, PlanProgressData } from "@/lib/ai/stream-data";
import { AI_PLAN_TEXT, AI_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { PlanProgressView } from "./plan-progress-view";
import { dataPartOf, lastDataPartOf } from "./stream-parts";

/** Follows the plan's generation and opens the plan when it is created. */
export function PlanGeneration({
  generationId,
  onStartOver,
}: {
  generationId: string;
  onStartOver(): void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const stream = useGenerationStream(generationId);
  const [stopping, setStopping] = useState(false);
  const progress = lastDataPartOf<PlanProgressData>(stream.message, "plan-progress");
  const result = dataPartOf<GenerationResultData>(stream.message, "result");
  const planId = result?.kind === "plan" ? result.planId : null;

  useEffect(() => {
    if (!planId) return;
    toast.success(AI_PLAN_TEXT.planCreated);
    void queryClient.invalidateQueries({ queryKey: trpc.plan.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() });
    router.push(`/plan/${planId}`);
  }, [planId, queryClient, router, trpc]);

  if (stream.status === "failed" || stream.status === "stopped") {
    return (
      <div className="grid gap-4">
        <Alert tone={stream.status === "failed" ? "error" : "info"}>
          {stream.status === "failed"
            ? (stream.error?.message ?? AI_TEXT.generationFailed)
            : AI_TEXT.stopped}
        </Alert>
        <div>
          <Button type="button" onClick={onStartOver}>
            Start over
          </Button>
        </div>
      </div>
    );
  }

  return (
    <PlanProgressView
      progress={progress}
      text={stream.text}
      stopping={stopping || stream.status === "finished"}
      onStop={() => {
        setStopping(true);
        void stream.stop().finally(() => setStopping(false));
      }}
    />
  );
}
