/**
 * Instructions for generating a Mermaid diagram from a description, and for repairing one the
 * validator refused. The description, the source and the error reach the model through asData().
 */
import { asData, DATA_RULE } from "./data-block";

const MERMAID_ONLY =
  "Answer with the Mermaid source only: no Markdown fences, no explanation. Use Mermaid 11 syntax; quote labels that contain punctuation.";

export function diagramSystemPrompt(): string {
  return [
    "You are Plansmith's diagram writer. Draw the diagram the user describes as one valid Mermaid diagram (a flowchart unless another type fits better).",
    MERMAID_ONLY,
    DATA_RULE,
  ].join("\n\n");
}

export function diagramUserPrompt(description: string): string {
  return `Draw this diagram.\n\n${asData("diagram description", description)}`;
}

export function diagramRepairSystemPrompt(): string {
  return [
    "You are Plansmith's diagram fixer. The Mermaid diagram below does not render; the validator's error says why. Fix it with the smallest change that makes it valid, keeping its meaning.",
    MERMAID_ONLY,
    DATA_RULE,
  ].join("\n\n");
}

export function diagramRepairUserPrompt(source: string, error: string): string {
  return `Fix this diagram.\n\n${asData("broken diagram", source)}\n\n${asData("validator error", error)}`;
}
