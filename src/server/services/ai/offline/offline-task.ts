/**
 * What a feature asks the offline planner to do, passed as `providerOptions.offline` on every
 * generation (real providers ignore it; they read the prompt). Structured, so the planner never
 * has to parse our own prompts — and never takes instructions from the user's text.
 */
import type { CoverLetterLength, CoverLetterTone, SectionAction } from "@/lib/ai/modes";
import type { SectionKind } from "@/lib/plans/plan-rules";

export interface OfflinePlanSection {
  id: string;
  kind: SectionKind;
  title: string;
  /** Markdown. */
  body: string;
}

export interface OfflinePlanContext {
  planId: string;
  title: string;
  summary: string;
  sections: OfflinePlanSection[];
}

export type OfflineTask =
  /** Free chat (and the plan panel when `plan` is set): answers the last user message. */
  | { kind: "chat"; plan?: OfflinePlanContext }
  /**
   * A whole plan from a brief: Markdown, one `## ` heading per section in order, the timeline
   * section holding a ```mermaid gantt block.
   */
  | {
      kind: "plan";
      brief: string;
      customization: {
        defaultSections: SectionKind[];
        currency: string;
        /** Cents per hour; null when the owner set none. */
        hourlyRateCents: number | null;
      };
      /** YYYY-MM-DD (UTC): schedules start here. */
      today: string;
    }
  /** The new body (Markdown) of one section. */
  | {
      kind: "section_action";
      action: SectionAction;
      /** For translate: the target language's English name ("German"). */
      language?: string;
      section: Omit<OfflinePlanSection, "id">;
    }
  /** Mermaid source only (no fences) for a description. */
  | { kind: "diagram"; description: string }
  /** Mermaid source only, repaired; `error` is the validator's message. */
  | { kind: "diagram_repair"; source: string; error: string }
  /** A cover letter (Markdown) from a plan and a job post. */
  | {
      kind: "cover_letter";
      plan: OfflinePlanContext;
      jobPost: string;
      tone: CoverLetterTone;
      length: CoverLetterLength;
      /** The writer's name for the sign-off, when known. */
      authorName?: string;
    };

/** The key under `providerOptions` the offline planner reads. */
export const OFFLINE_TASK_KEY = "offline";
