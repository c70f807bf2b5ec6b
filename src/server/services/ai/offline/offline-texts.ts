/**
 * The offline planner's own words in chat: what it is (a template engine on this server, not an
 * AI), what it can do, and how an admin connects a real provider. Kept in one place so the help
 * stays consistent and the variable names match src/env.ts.
 */

/** The configuration variables that switch on a real provider (src/env.ts). */
export const PROVIDER_VARIABLES = {
  openai: "OPENAI_API_KEY",
  compatibleUrl: "OPENAI_COMPATIBLE_BASE_URL",
  compatibleModels: "OPENAI_COMPATIBLE_MODELS",
  anthropic: "ANTHROPIC_API_KEY",
} as const;

export const OFFLINE_TEXT = {
  whoAmI:
    "I'm the **offline planner**: a template engine that runs on this server. I'm not an AI — I don't understand free text the way a language model does, but I can turn what you give me into useful drafts, free and without sending anything anywhere.",
  capabilities: [
    "**Write a plan from a brief** — paste a project description (client, audience, budget, deadline, features, risks) and I'll outline a plan; the Plan mode or *Create plan* writes the whole plan with a Gantt chart.",
    '**Draw diagrams** — give me a list of steps and I\'ll draft a flowchart; a schedule with durations becomes a Gantt chart; "A sends B …" lines become a sequence diagram.',
    "**Write cover letters** — from one of your plans and a pasted job post (Cover letter mode).",
    "**Rewrite a section** — improve, shorten, expand or make it more formal (the section menu in the plan editor).",
  ],
  providers: [
    "To get a real AI model, an admin sets one of these in the server's environment and restarts it:",
    "",
    `- **OpenAI:** \`${PROVIDER_VARIABLES.openai}\``,
    `- **A local or self-hosted model** (Ollama, vLLM, LM Studio): \`${PROVIDER_VARIABLES.compatibleUrl}\` (e.g. \`http://localhost:11434/v1\`) and \`${PROVIDER_VARIABLES.compatibleModels}\` (the model names)`,
    `- **Anthropic:** \`${PROVIDER_VARIABLES.anthropic}\``,
    "",
    "The new models then appear in the model picker; docs/configuration.md lists every setting.",
  ].join("\n"),
  greeting: "Hello! ",
  notUnderstood:
    "I couldn't match that to something I can do. As a template engine I only recognise a few kinds of request:",
  cannotDelete:
    "I can't delete plans or sections — I can only propose changes to a section or a new section, and you decide whether to apply them.",
  coverLetterHint:
    "To write a cover letter, switch to **Cover letter** mode (or open a plan's *Cover letters* tab), pick the plan and paste the job post.",
  translateNeedsProvider: (language: string) =>
    `_Translation${language ? ` to ${language}` : ""} needs an AI provider; the offline planner cannot translate, so the text above is unchanged._`,
} as const;

export function capabilityList(): string {
  return OFFLINE_TEXT.capabilities.map((line) => `- ${line}`).join("\n");
}
