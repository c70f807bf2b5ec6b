"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferInput } from "@trpc/tanstack-react-query";
import { useCallback, useState } from "react";
import { useSaveRegistry } from "@/components/plan/save-registry";
import type { DrawnDiagram } from "@/lib/publishing/publish-schemas";
import { useTRPC, useTRPCClient } from "@/trpc/react";
import { prepareDiagrams, type DiagramProgress } from "./prepare-diagrams";
import { useSetShareState } from "./use-share-state";

export type PublishChoice = Omit<
  inferInput<ReturnType<typeof useTRPC>["publishing"]["publish"]>,
  "planId" | "diagrams"
>;

/**
 * Publish, update, unpublish and a new unlisted link for one plan. Publish and update first save
 * what the editors still hold, then draw the plan's diagrams from the text the server has (so
 * each picture matches the block the server keeps it for), reporting progress as they go. Every
 * answer is the new sharing state, put straight into the cache.
 */
export function usePublishActions(planId: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const registry = useSaveRegistry();
  const setShareState = useSetShareState(planId);
  const [progress, setProgress] = useState<DiagramProgress | null>(null);

  const drawDiagrams = useCallback(async (): Promise<DrawnDiagram[]> => {
    await registry.flushAll();
    const [plan, customization] = await Promise.all([
      client.plan.get.query({ id: planId }),
      queryClient.fetchQuery(
        trpc.planCustomization.get.queryOptions(undefined, { staleTime: 60_000 }),
      ),
    ]);
    try {
      return await prepareDiagrams(plan.sections, customization.diagramTheme, setProgress);
    } catch {
      // Drawing is an optimisation: without pictures the public page draws the diagrams itself.
      return [];
    } finally {
      setProgress(null);
    }
  }, [client, planId, queryClient, registry, trpc]);

  const publish = useMutation({
    mutationFn: async (choice: PublishChoice) =>
      client.publishing.publish.mutate({ ...choice, planId, diagrams: await drawDiagrams() }),
    onSuccess: setShareState,
  });
  const update = useMutation({
    mutationFn: async () =>
      client.publishing.update.mutate({ planId, diagrams: await drawDiagrams() }),
    onSuccess: setShareState,
  });
  const unpublish = useMutation({
    mutationFn: () => client.publishing.unpublish.mutate({ planId }),
    onSuccess: setShareState,
  });
  const regenerate = useMutation({
    mutationFn: () => client.publishing.regenerateToken.mutate({ planId }),
    onSuccess: setShareState,
  });

  return { publish, update, unpublish, regenerate, progress };
}
