/**
 * The generation runner's contract (see index.ts). A feature (chat, plan, section action,
 * diagram, cover letter) builds a GenerationRequest; the runner reserves credits, runs the model
 * detached from the HTTP request, stores every UI message chunk, and settles or releases credits.
 */
import type { ModelMessage, ToolSet, UIMessageChunk } from "ai";
import type { GenerationMode, GenerationPurpose, GenerationStatus } from "@/lib/ai/modes";
import type { GenerationResultData, PlansmithUIMessage } from "@/lib/ai/stream-data";
import type { OfflineTask } from "../offline/offline-task";

/** Appends chunks (data parts, progress) to the generation's stream. */
export interface GenerationWriter {
  write(chunk: UIMessageChunk): void;
}

export interface GenerationOutcome {
  status: Exclude<GenerationStatus, "running">;
  /** All text the model wrote (all steps). */
  text: string;
  /** The assistant message as the client sees it (for chat threads). */
  message: PlansmithUIMessage;
  usage: { inputTokens: number; outputTokens: number };
  creditsCharged: number;
  error?: { code: string; message: string };
}

export interface GenerationHooks {
  /** Sees every chunk the model produces, in order (e.g. to write plan progress). */
  onChunk?(chunk: UIMessageChunk, writer: GenerationWriter): void;
  /**
   * After the model ended, before the generation is marked ended: check the output, store what
   * it produced (a plan, a chat message), write a `data-result`. Throwing an AppError fails the
   * generation with that message (credits released). Runs for every status.
   */
  onEnd?(
    outcome: GenerationOutcome,
    writer: GenerationWriter,
  ): Promise<GenerationResultData | void>;
}

export interface GenerationRequest {
  userId: string;
  purpose: GenerationPurpose;
  mode: GenerationMode;
  /** A registry id (requireModel is applied). */
  modelId: string;
  system: string;
  messages: ModelMessage[];
  /** Tools built for this user (each re-checks ownership when called). */
  tools?: ToolSet;
  /** Model calls at most (tool use needs 2+). Default 1. */
  maxSteps?: number;
  /** Default: the model's maxOutputTokens. */
  maxOutputTokens?: number;
  offlineTask: OfflineTask;
  threadId?: string;
  /** The assistant message id (chat); default a new id. */
  messageId?: string;
  planId?: string;
  /** Stored with the generation: what was asked, no secrets. */
  input?: Record<string, unknown>;
  /** What the ledger row says ("AI chat", "Plan: Website redesign"). */
  description: string;
  hooks?: GenerationHooks;
}

export interface GenerationSummary {
  id: string;
  purpose: GenerationPurpose;
  mode: GenerationMode;
  modelId: string;
  status: GenerationStatus;
  threadId: string | null;
  messageId: string | null;
  planId: string | null;
  result: GenerationResultData | null;
  error: { code: string; message: string } | null;
  creditsCharged: number;
  createdAt: Date;
  finishedAt: Date | null;
}
