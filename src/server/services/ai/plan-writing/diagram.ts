/**
 * 'Generate diagram' and 'Fix with AI': Mermaid source from a description, or a repaired source
 * from a broken one and the validator's message. The server keeps only the Mermaid source; the
 * browser validates it with the Diagrams renderer before anything is inserted.
 */
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import type { Database } from "@/server/db/client";
import { startGeneration, textResultHooks } from "../generations";
import { requireModel } from "../models/registry";
import {
  diagramRepairSystemPrompt,
  diagramRepairUserPrompt,
  diagramSystemPrompt,
  diagramUserPrompt,
} from "../prompts/diagram";
import { extractMermaidSource } from "./diagram-output";

export type DiagramRequest = { description: string } | { source: string; error: string };

/** A finished generation's result is its Mermaid source; an answer without one fails. */
export const diagramHooks = textResultHooks(extractMermaidSource, AI_PLAN_TEXT.diagramOutputEmpty);

export async function startDiagramGeneration(
  db: Database,
  userId: string,
  input: { request: DiagramRequest; modelId: string },
): Promise<{ generationId: string }> {
  const model = requireModel(input.modelId);
  const request = input.request;
  const repair = "source" in request;
  const { generationId } = await startGeneration(db, {
    userId,
    purpose: "diagram",
    mode: "diagram",
    modelId: model.id,
    system: repair ? diagramRepairSystemPrompt() : diagramSystemPrompt(),
    messages: [
      {
        role: "user",
        content: repair
          ? diagramRepairUserPrompt(request.source, request.error)
          : diagramUserPrompt(request.description),
      },
    ],
    offlineTask: repair
      ? { kind: "diagram_repair", source: request.source, error: request.error }
      : { kind: "diagram", description: request.description },
    input: { repair },
    description: repair ? "Diagram repair" : "Diagram",
    hooks: diagramHooks,
  });
  return { generationId };
}
