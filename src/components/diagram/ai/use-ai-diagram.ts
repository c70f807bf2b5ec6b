"use client";

import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useGenerationStream } from "@/components/ai/use-generation-stream";
import { dataPartOf } from "@/components/create-plan/ai/stream-parts";
import { issuesFromApiError } from "@/components/create-plan/form-issues";
import { useDiagramRenderer } from "@/components/diagram/diagram-renderer-provider";
import type { GenerationResultData } from "@/lib/ai/stream-data";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { AI_TEXT } from "@/lib/error-catalogue";
import { useTRPC } from "@/trpc/react";
import { nextStep, type DiagramPipelineState, type DiagramRequest } from "./diagram-pipeline";

/**
 * Runs an AI diagram request to a source that the page's renderer validated, repairing it
 * automatically (see diagram-pipeline.ts). `onValid` gets only validated Mermaid source.
 */
export function useAiDiagram(onValid: (source: string) => void) {
  const trpc = useTRPC();
  const renderer = useDiagramRenderer();
  const startMutation = useMutation(trpc.aiPlan.startDiagram.mutationOptions());
  const [state, setState] = useState<DiagramPipelineState>({ phase: "idle" });
  const [modelId, setModelId] = useState("");
  const generationId = state.phase === "generating" ? state.generationId : null;
  const stream = useGenerationStream(generationId);
  const handled = useRef<string | null>(null);
  const onValidRef = useRef(onValid);
  useEffect(() => {
    onValidRef.current = onValid;
  });

  const launch = useCallback(
    (request: DiagramRequest, attempt: number, round: number, model: string) => {
      setState({ phase: "generating", request, attempt, round, generationId: null });
      startMutation.mutate(
        { request, modelId: model },
        {
          onSuccess: ({ generationId: id }) =>
            setState((current) =>
              current.phase === "generating" ? { ...current, generationId: id } : current,
            ),
          onError: (error) => {
            const short = insufficientCreditsDetailsOf(error);
            setState(
              short
                ? { phase: "idle" }
                : {
                    phase: "failed",
                    request,
                    attempt,
                    message: issuesFromApiError(error).message ?? AI_TEXT.generationFailed,
                  },
            );
          },
        },
      );
    },
    [startMutation],
  );

  const result = dataPartOf<GenerationResultData>(stream.message, "result");
  const resultText = result?.kind === "text" ? result.text : null;
  // A generation that failed or was stopped ends the request; derived, not stored, so the
  // stream's own status stays the one source of truth.
  const streamEnded =
    state.phase === "generating" &&
    state.generationId !== null &&
    (stream.status === "failed" || stream.status === "stopped");
  const view: DiagramPipelineState =
    streamEnded && state.phase === "generating"
      ? stream.status === "stopped"
        ? { phase: "idle" }
        : {
            phase: "failed",
            request: state.request,
            attempt: state.attempt,
            message: stream.error?.message ?? AI_TEXT.generationFailed,
          }
      : state;

  useEffect(() => {
    if (state.phase !== "generating" || !state.generationId) return;
    if (handled.current === state.generationId) return;
    if (stream.status !== "finished" || resultText === null || !renderer) return;
    handled.current = state.generationId;
    const current = state;
    void renderer.validate(resultText).then((validation) => {
      const step = nextStep(current, resultText, validation);
      if (step.kind === "insert") {
        setState({ phase: "done", source: step.source });
        onValidRef.current(step.source);
      } else if (step.kind === "repair") {
        launch(step.request, current.attempt, step.round, modelId);
      } else {
        setState({
          phase: step.phase,
          request: current.request,
          source: step.source,
          error: step.error,
        });
      }
    });
  }, [state, stream.status, resultText, renderer, launch, modelId]);

  return {
    state: view,
    modelId,
    setModelId,
    rendererReady: renderer !== null,
    /** Starts a request (a description, or a broken source and its error). */
    start(request: DiagramRequest, model: string) {
      setModelId(model);
      launch(request, 0, 0, model);
    },
    /** The retry the rewrite-failure dialog offers: the whole request again. */
    retry() {
      if (view.phase === "rewrite_failed" || view.phase === "failed") {
        launch(view.request, view.phase === "failed" ? view.attempt : 1, 0, modelId);
      }
    },
    stop() {
      void stream.stop();
      setState({ phase: "idle" });
    },
    reset() {
      setState({ phase: "idle" });
    },
  };
}
