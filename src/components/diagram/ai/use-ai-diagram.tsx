"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { issuesFromApiError } from "@/components/create-plan/form-issues";
import { useDiagramRenderer } from "@/components/diagram/diagram-renderer-provider";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { AI_PLAN_TEXT, AI_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { nextStep, type DiagramPipelineState, type DiagramRequest } from "./diagram-pipeline";
import { GenerationWatcher, type GenerationEnd } from "./generation-watcher";

/**
 * Runs an AI diagram request to a source that the page's renderer validated, repairing it
 * automatically (see diagram-pipeline.ts). `onValid` gets only validated Mermaid source. Render
 * the returned `watcher` element: it follows the generation in flight.
 */
export function useAiDiagram(onValid: (source: string) => void) {
  const trpc = useTRPC();
  const renderer = useDiagramRenderer();
  const startMutation = useMutation(trpc.aiPlan.startDiagram.mutationOptions());
  const [state, setState] = useState<DiagramPipelineState>({ phase: "idle" });
  const [modelId, setModelId] = useState("");
  const stopRef = useRef<(() => Promise<void>) | null>(null);
  // Bumped by stop/reset, so an answer that arrives afterwards is ignored.
  const run = useRef(0);

  function launch(request: DiagramRequest, attempt: number, round: number, model: string) {
    const token = run.current;
    setState({ phase: "generating", request, attempt, round, generationId: null });
    startMutation.mutate(
      { request, modelId: model },
      {
        onSuccess: ({ generationId }) => {
          if (token !== run.current) return;
          setState((current) =>
            current.phase === "generating" ? { ...current, generationId } : current,
          );
        },
        onError: (error) => {
          if (token !== run.current) return;
          // The low-balance dialog opens by itself for a 402.
          if (insufficientCreditsDetailsOf(error)) return setState({ phase: "idle" });
          const message = issuesFromApiError(error).message ?? AI_TEXT.generationFailed;
          setState({ phase: "failed", request, attempt, message });
        },
      },
    );
  }

  function onEnd(end: GenerationEnd) {
    if (state.phase !== "generating") return;
    const current = state;
    if (end.status === "stopped") return setState({ phase: "idle" });
    if (end.status === "failed" || end.text === null || !renderer) {
      const message =
        end.status === "failed"
          ? (end.message ?? AI_TEXT.generationFailed)
          : AI_PLAN_TEXT.diagramOutputEmpty;
      return setState({
        phase: "failed",
        request: current.request,
        attempt: current.attempt,
        message,
      });
    }
    const source = end.text;
    const token = run.current;
    void renderer.validate(source).then((validation) => {
      if (token !== run.current) return;
      const step = nextStep(current, source, validation);
      if (step.kind === "insert") {
        setState({ phase: "done", source: step.source });
        onValid(step.source);
      } else if (step.kind === "repair") {
        launch(step.request, current.attempt, step.round, modelId);
      } else {
        setState({ phase: step.phase, request: current.request, source, error: step.error });
      }
    });
  }

  const generationId = state.phase === "generating" ? state.generationId : null;
  return {
    state,
    modelId,
    setModelId,
    rendererReady: renderer !== null,
    watcher: generationId ? (
      <GenerationWatcher
        key={generationId}
        generationId={generationId}
        onEnd={onEnd}
        stopRef={stopRef}
      />
    ) : null,
    /** Starts a request (a description, or a broken source and its error). */
    start(request: DiagramRequest, model: string) {
      run.current += 1;
      setModelId(model);
      launch(request, 0, 0, model);
    },
    /** The retry the rewrite-failure dialog offers: the whole request again. */
    retry() {
      if (state.phase !== "rewrite_failed" && state.phase !== "failed") return;
      run.current += 1;
      launch(state.request, state.phase === "failed" ? state.attempt : 1, 0, modelId);
    },
    stop() {
      run.current += 1;
      void stopRef.current?.();
      setState({ phase: "idle" });
    },
    reset() {
      run.current += 1;
      setState({ phase: "idle" });
    },
  };
}
