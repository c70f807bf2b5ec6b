"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PLAN_EDITOR_TEXT } from "@/lib/error-catalogue";
import { useTRPC } from "@/trpc/react";
import { PlanEditorSkeleton } from "./plan-editor-skeleton";
import { PlanWorkspace } from "./plan-workspace";
import { SaveRegistry, SaveRegistryProvider } from "./save-registry";

/**
 * /plan/{id}: loads the plan (already fetched by the server render, so usually at once) and
 * opens the editor. The plan is read once: from then on the editors hold the text, and a
 * refetch would not replace what is being typed.
 */
export function PlanEditor({ planId }: { planId: string }) {
  const trpc = useTRPC();
  const [registry] = useState(() => new SaveRegistry());
  const plan = useQuery(
    trpc.plan.get.queryOptions(
      { id: planId },
      { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false },
    ),
  );

  if (plan.isPending) return <PlanEditorSkeleton />;
  if (plan.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">
          <p>{PLAN_EDITOR_TEXT.loadFailed}</p>
          <Button size="sm" className="mt-3" onClick={() => void plan.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <SaveRegistryProvider value={registry}>
      <PlanWorkspace plan={plan.data} />
    </SaveRegistryProvider>
  );
}
