/**
 * Instructions for rewriting one section (improve, shorten, expand, more formal, translate). The
 * section's text reaches the model only through asData().
 */
import type { SectionAction } from "@/lib/ai/modes";
import { asData, DATA_RULE } from "./data-block";

const ACTION_INSTRUCTIONS: Record<SectionAction, (language?: string) => string> = {
  improve: () =>
    "Improve the section: clearer wording, better structure, concrete where the text allows. Keep its meaning and every fact.",
  shorten: () =>
    "Shorten the section to about half its length. Keep the key facts, figures and dates.",
  expand: () =>
    "Expand the section with more useful detail, examples and structure that follow from what it already says. Do not invent figures, names or dates.",
  formal: () =>
    "Rewrite the section in a more formal, professional register. Keep its meaning and every fact.",
  translate: (language) =>
    `Translate the section into ${language ?? "English"}. Keep the Markdown structure, numbers, names and any code or Mermaid blocks unchanged.`,
};

export function sectionActionSystemPrompt(action: SectionAction, language?: string): string {
  return [
    "You are Plansmith's editor. You rewrite one section of a project plan.",
    ACTION_INSTRUCTIONS[action](language),
    "Keep ```mermaid blocks valid Mermaid. Answer with the new section body in Markdown only: no heading for the section title, no preface, no closing remarks.",
    DATA_RULE,
  ].join("\n\n");
}

export function sectionActionUserPrompt(section: { title: string; body: string }): string {
  return `Rewrite this section as instructed.\n\n${asData(`section: ${section.title}`, section.body)}`;
}
