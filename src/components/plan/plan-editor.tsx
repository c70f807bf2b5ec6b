"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DiagramRendererProvider } from "@/components/diagram/diagram-renderer-provider";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DEFAULT_OWNER_SECURITY_LEVEL } from "@/lib/diagrams/diagram-settings";
import { PLAN_EDITOR_TEXT } from "@/lib/errors/plan-editor";
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

  // Diagrams wait for the owner's settings (a 'strict' choice must hold from the first picture);
  // if they cannot be read, the defaults apply rather than keeping the plan from opening.
  const customization = useQuery(
    trpc.planCustomization.get.queryOptions(undefined, { staleTime: 60_000 }),
  );

  if (plan.isPending || customization.isPending) return <PlanEditorSkeleton />;
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
      <DiagramRendererProvider
        theme={customization.data?.diagramTheme}
        securityLevel={customization.data?.diagramSecurityLevel ?? DEFAULT_OWNER_SECURITY_LEVEL}
      >
        <PlanWorkspace plan={plan.data} />
      </DiagramRendererProvider>
    </SaveRegistryProvider>
  );
}
