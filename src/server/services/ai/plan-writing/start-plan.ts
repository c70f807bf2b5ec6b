/**
 * /create-plan/new: a whole plan written from a brief. The generation streams the plan's
 * Markdown; as each section heading appears the client hears 'Writing section 3 of 8'; when the
 * model ends, the Markdown is checked and split into sections and the plan is created for the
 * caller (source 'ai'), and the client hears its id.
 */
import type { ModelMessage } from "ai";
import type { Database } from "@/server/db/client";
import type { OfflineTask } from "../offline/offline-task";
import { planSectionTitles } from "../offline/plan-reply";
import { isoDate } from "../offline/plan-schedule";
import { onFinishedResult, startGeneration, type GenerationHooks } from "../generations";
import { requireModel } from "../models/registry";
import { attachmentsForModel } from "@/server/services/attachments";
import { getPlanCustomization } from "@/server/services/plan-customization";
import { createPlan } from "@/server/services/plans/plans";
import {
  composeBrief,
  plannedSectionKinds,
  planSystemPrompt,
  planUserPrompt,
} from "../prompts/plan";
import { createPlanProgressWatcher } from "./plan-progress";
import { planFromMarkdown, titleFromBrief } from "./plan-output";

export interface StartPlanRequest {
  brief: string;
  audience?: string;
  budget?: string;
  timeline?: string;
  attachmentIds: string[];
  modelId: string;
}

/** The hooks that turn the streamed Markdown into progress and, at the end, a plan. */
export function planGenerationHooks(
  db: Database,
  input: { userId: string; brief: string; total: number; today: Date },
): GenerationHooks {
  const progress = createPlanProgressWatcher(input.total);
  return {
    onChunk(chunk, writer) {
      if (chunk.type !== "text-delta") return;
      for (const data of progress.push(chunk.delta)) {
        writer.write({ type: "data-plan-progress", data });
      }
    },
    onEnd: onFinishedResult(async (text, writer) => {
      for (const data of progress.finish()) writer.write({ type: "data-plan-progress", data });
      const written = planFromMarkdown(text, { brief: input.brief, today: input.today });
      const plan = await createPlan(db, input.userId, {
        title: written.title,
        summary: written.summary,
        source: "ai",
        sections: written.sections,
      });
      return { kind: "plan", planId: plan.id };
    }),
  };
}

export async function startPlanGeneration(
  db: Database,
  userId: string,
  request: StartPlanRequest,
  now: Date = new Date(),
): Promise<{ generationId: string }> {
  const model = requireModel(request.modelId);
  const customization = await getPlanCustomization(db, userId);
  const brief = composeBrief(request);
  const kinds = plannedSectionKinds(customization.defaultSections);
  const today = isoDate(now);
  const attachments = request.attachmentIds.length
    ? await attachmentsForModel(db, {
        userId,
        attachmentIds: request.attachmentIds,
        capabilities: model.capabilities,
      })
    : [];
  const messages: ModelMessage[] = [
    { role: "user", content: [{ type: "text", text: planUserPrompt(brief) }, ...attachments] },
  ];
  const title = titleFromBrief(brief);
  const offlineTask: Extract<OfflineTask, { kind: "plan" }> = {
    kind: "plan",
    brief,
    customization: {
      defaultSections: customization.defaultSections,
      currency: customization.currency,
      hourlyRateCents: customization.hourlyRateCents,
    },
    today,
  };
  // 'Writing section 3 of N': the offline planner says which sections it will write (its
  // template may differ from the owner's defaults); other models are asked for `kinds`.
  const total = model.provider === "offline" ? planSectionTitles(offlineTask).length : kinds.length;
  const { generationId } = await startGeneration(db, {
    userId,
    purpose: "plan",
    mode: "plan",
    modelId: model.id,
    system: planSystemPrompt({
      kinds,
      currency: customization.currency,
      hourlyRateCents: customization.hourlyRateCents,
      today,
    }),
    messages,
    offlineTask,
    input: { attachmentIds: request.attachmentIds, briefLength: brief.length },
    description: `Plan: ${title}`,
    hooks: planGenerationHooks(db, { userId, brief, total, today: now }),
  });
  return { generationId };
}
