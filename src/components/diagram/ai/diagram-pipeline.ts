/**
 * The steps of an AI diagram, as a pure state machine the hook drives: a first generation (from a
 * description, or a repair of the user's broken diagram), then each answer is validated in the
 * browser; an invalid one is sent back for repair at most DIAGRAM_REPAIR_ROUNDS times. When the
 * rounds run out the rewrite-failure dialog offers one retry of the whole request; when the
 * retry fails too, the retry-failure dialog says so. Nothing invalid is ever handed out.
 */
import { DIAGRAM_REPAIR_ROUNDS } from "@/lib/ai/ai-rules";

export type DiagramRequest = { description: string } | { source: string; error: string };

export type DiagramPipelineState =
  | { phase: "idle" }
  | {
      phase: "generating";
      request: DiagramRequest;
      /** 0: the first try; 1: the retry the rewrite-failure dialog offered. */
      attempt: number;
      /** Repair rounds done for this attempt. */
      round: number;
      generationId: string | null;
    }
  | {
      phase: "rewrite_failed" | "retry_failed";
      request: DiagramRequest;
      source: string;
      error: string;
    }
  | { phase: "failed"; request: DiagramRequest; attempt: number; message: string }
  | { phase: "done"; source: string };

/** What to do after a generated source was checked. */
export type PipelineStep =
  | { kind: "insert"; source: string }
  | { kind: "repair"; request: { source: string; error: string }; round: number }
  | { kind: "give_up"; phase: "rewrite_failed" | "retry_failed"; source: string; error: string };

export function nextStep(
  state: { attempt: number; round: number },
  source: string,
  validation: { valid: true } | { valid: false; error: string; line?: number },
): PipelineStep {
  if (validation.valid) return { kind: "insert", source };
  const error = validation.line ? `Line ${validation.line}: ${validation.error}` : validation.error;
  if (state.round < DIAGRAM_REPAIR_ROUNDS) {
    return { kind: "repair", request: { source, error }, round: state.round + 1 };
  }
  return {
    kind: "give_up",
    phase: state.attempt === 0 ? "rewrite_failed" : "retry_failed",
    source,
    error,
  };
}
