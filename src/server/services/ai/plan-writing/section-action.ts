/**
 * Improve, shorten, expand, make more formal or translate one section of the caller's plan. The
 * new body streams into a preview; nothing is saved here — the editor saves it through the
 * normal section update (a revision, history and undo) when the user accepts.
 */
import type { SectionAction } from "@/lib/ai/modes";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import type { Database } from "@/server/db/client";
import { findOwnedPlan, loadSections, sectionNotFound } from "@/server/services/plans/plan-access";
import { startGeneration, textResultHooks, type GenerationHooks } from "../generations";
import { requireModel } from "../models/registry";
import { sectionActionSystemPrompt, sectionActionUserPrompt } from "../prompts/section-action";
import { sectionBodyFromOutput } from "./section-output";

export interface SectionActionRequest {
  planId: string;
  sectionId: string;
  action: SectionAction;
  language?: string;
  modelId: string;
}

/** A finished generation's result is the new section body; an empty one fails. */
export function sectionActionHooks(title: string): GenerationHooks {
  return textResultHooks(
    (text) => sectionBodyFromOutput(text, title),
    AI_PLAN_TEXT.sectionOutputEmpty,
  );
}

export async function startSectionAction(
  db: Database,
  userId: string,
  request: SectionActionRequest,
): Promise<{ generationId: string; sectionVersion: number }> {
  const model = requireModel(request.modelId);
  // Another user's plan or a section of another plan answers not found, never their text.
  const plan = await findOwnedPlan(db, userId, request.planId);
  const section = (await loadSections(db, plan.id)).find((s) => s.id === request.sectionId);
  if (!section) throw sectionNotFound();
  const language = request.action === "translate" ? request.language : undefined;
  const { generationId } = await startGeneration(db, {
    userId,
    purpose: "section_action",
    mode: "plan",
    modelId: model.id,
    system: sectionActionSystemPrompt(request.action, language),
    messages: [{ role: "user", content: sectionActionUserPrompt(section) }],
    offlineTask: {
      kind: "section_action",
      action: request.action,
      ...(language ? { language } : {}),
      section: { kind: section.kind, title: section.title, body: section.body },
    },
    planId: plan.id,
    input: { sectionId: section.id, action: request.action, language },
    description: `Section: ${section.title}`,
    hooks: sectionActionHooks(section.title),
  });
  return { generationId, sectionVersion: section.version };
}
