/**
 * The data parts our generations add to the AI SDK's UI message stream (`data-<name>` chunks),
 * shared by the server that writes them and the components that show them.
 */
import type { UIMessage } from "ai";

/** /create-plan/new: 'Writing section 3 of 8'. */
export interface PlanProgressData {
  current: number;
  total: number;
  title: string;
}

/** What a finished generation produced that the client should navigate to or show. */
export type GenerationResultData =
  | { kind: "plan"; planId: string }
  | { kind: "cover_letter"; coverLetterId: string }
  | { kind: "text"; text: string };

/** A generation that ended without output: the message is from the catalogue (AI_TEXT). */
export interface GenerationErrorData {
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

/** A change to a section the assistant proposes; applied only by the user's click. */
export interface SectionProposalData {
  proposalId: string;
  planId: string;
  /** null: a new section. */
  sectionId: string | null;
  title: string;
  before: string;
  after: string;
  reason: string;
}

export interface PlansmithDataParts {
  "plan-progress": PlanProgressData;
  result: GenerationResultData;
  "generation-error": GenerationErrorData;
  proposal: SectionProposalData;
  [key: string]: unknown;
}

export interface PlansmithMessageMetadata {
  generationId?: string;
  modelId?: string;
  /** Credits the generation cost (known when it ended). */
  credits?: number;
  /** The user stopped the reply: what it holds is what was written before Stop. */
  stopped?: boolean;
}

export type PlansmithUIMessage = UIMessage<PlansmithMessageMetadata, PlansmithDataParts>;
