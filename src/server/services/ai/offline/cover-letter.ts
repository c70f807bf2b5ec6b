/**
 * The offline cover letter: a greeting, a hook in the job post's own words, how the plan answers
 * it (scope, schedule, budget when stated), a short call to action and a sign-off. The tone picks
 * the wording; the length (COVER_LETTER_WORDS) decides how many of the optional sentences are
 * used. Facts come only from the post and the plan (cover-letter-facts.ts): the rest is wording
 * about how the work is run, without figures or claims about the writer.
 */
import { COVER_LETTER_WORDS, type CoverLetterTone } from "@/lib/ai/modes";
import { countWords } from "./markdown-blocks";
import { jobPostFacts, planFacts, type JobPostFacts, type PlanFacts } from "./cover-letter-facts";
import type { OfflineTask } from "./offline-task";

type CoverLetterTask = Extract<OfflineTask, { kind: "cover_letter" }>;

interface ToneWords {
  greeting: string;
  hook: (need: string) => string;
  hookFallback: string;
  skills: (list: string) => string;
  plan: (title: string) => string;
  cta: string;
  signOff: string;
  /** Sentences about how the work is run: no facts, used to reach the length asked for. */
  approach: readonly string[];
}

const TONES: Record<CoverLetterTone, ToneWords> = {
  professional: {
    greeting: "Dear hiring manager,",
    hook: (need) =>
      `I read your post with interest: you are looking for ${need}. I would like to help you deliver it.`,
    hookFallback: "I read your post with interest and would like to help you deliver this project.",
    skills: (list) => `Your post names ${list}; my proposal is built around them.`,
    plan: (title) =>
      `I have prepared a project plan, *${title}*, that sets out how I would approach the work.`,
    cta: "I would welcome a short call to discuss the plan and adjust it to your priorities.",
    signOff: "Kind regards,",
    approach: [
      "The work starts with a short discovery step to confirm the requirements and agree on what success looks like.",
      "Each phase ends with a review, so you can check progress and steer before the next phase begins.",
      "I keep you informed with regular written updates and raise questions or risks as soon as they appear.",
      "Decisions and changes are recorded in the plan, so the scope stays clear for both of us.",
      "Before handover, everything delivered is tested against the requirements we agreed at the start.",
      "At the end you receive the finished work together with the documentation needed to maintain it.",
      "If priorities change along the way, we update the plan together rather than let the scope drift.",
      "I am happy to walk you through any part of the plan in more detail.",
    ],
  },
  friendly: {
    greeting: "Hi there,",
    hook: (need) =>
      `I saw you're looking for ${need} — that sounds like a great project, and I'd love to help.`,
    hookFallback: "I saw your post and I'd love to help you with this project.",
    skills: (list) => `You mentioned ${list}, so I've shaped my plan around exactly that.`,
    plan: (title) => `I've put together a plan, *${title}*, so you can see how I'd go about it.`,
    cta: "Would you be up for a quick chat? I'd be happy to walk you through it and tweak anything.",
    signOff: "Best wishes,",
    approach: [
      "We'd kick off with a quick conversation to make sure I understand what matters most to you.",
      "After each phase I'll show you where things stand, so there are no surprises.",
      "You'll hear from me regularly, and I'll flag any questions early instead of guessing.",
      "If something changes on your side, we'll just update the plan together.",
      "Everything gets tested before it reaches you, and I'll explain how it all fits together.",
      "At the end you'll have the finished work plus notes on how to look after it.",
      "I like keeping things simple and clear, so you always know what's happening next.",
      "Happy to answer any questions about the plan, big or small.",
    ],
  },
  confident: {
    greeting: "Hello,",
    hook: (need) => `You need ${need}. That is exactly the kind of work I deliver.`,
    hookFallback: "Your project is exactly the kind of work I deliver.",
    skills: (list) => `You asked for ${list}; the plan covers each of them.`,
    plan: (title) => `I have already drafted the plan, *${title}*, so we can start without delay.`,
    cta: "Let's schedule a call this week and get started.",
    signOff: "Best regards,",
    approach: [
      "The plan breaks the work into clear phases, each with a result you can check.",
      "I confirm the requirements first, so the build starts on solid ground.",
      "You get regular updates and a clear view of progress at every step.",
      "Risks are named up front and handled before they become problems.",
      "Every deliverable is tested before handover.",
      "You finish with working results and the documentation to run them.",
      "Changes are handled through the plan, so scope and schedule stay under control.",
      "I am ready to adapt the plan to your priorities on our first call.",
    ],
  },
  concise: {
    greeting: "Hello,",
    hook: (need) => `You are looking for ${need}. I can help.`,
    hookFallback: "I can help with this project.",
    skills: (list) => `You asked for ${list}; the plan covers them.`,
    plan: (title) => `My plan: *${title}*.`,
    cta: "Happy to discuss on a short call.",
    signOff: "Regards,",
    approach: [
      "First, I confirm the requirements with you.",
      "Each phase ends with a review.",
      "You get regular short updates.",
      "Changes go through the plan.",
      "Everything is tested before handover.",
      "You receive the work and its documentation.",
      "Questions and risks are raised early.",
      "The plan can be adjusted to your priorities.",
    ],
  },
};

/**
 * Neutral sentences about how the work is run, used after the tone's own when a long letter is
 * asked for (a concise tone has few words of its own).
 */
const EXTRA_APPROACH: readonly string[] = [
  "The plan is a starting point: we can reorder its phases or trim its scope to match your priorities and constraints.",
  "Every section of the plan can be discussed, and anything that does not fit your situation can be changed before work begins.",
  "Open questions are listed in the plan, so we can settle them together early instead of discovering them late.",
  "Progress is measured against the plan's phases, which makes it easy to see what is done and what comes next.",
  "Feedback from each review goes straight back into the plan, so the next phase reflects what we have learned.",
  "Communication stays in one place, with short written summaries after each conversation so nothing gets lost.",
  "Where the plan depends on input from your side, it says so clearly, so that nobody is left waiting.",
  "Handover includes a walkthrough of the results, so your team can carry the work forward with confidence.",
  "If a risk named in the plan becomes real, we agree on the response together before it affects the schedule.",
  "The aim throughout is a result that works for your users and that your team is comfortable owning.",
  "Estimates in the plan are reviewed with you before they become commitments, so expectations stay realistic on both sides.",
  "Small, visible steps come first, so you can judge the direction early and change course cheaply if needed.",
  "Access, accounts and materials needed from your side are requested at the start, so the work is never blocked.",
];

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  // Items that contain "and" themselves need the comma to stay readable.
  const glue = items.some((item) => / and /.test(item)) ? ", and " : " and ";
  return `${items.slice(0, -1).join(", ")}${glue}${items[items.length - 1]}`;
}

/** A sentence's full stop, unless a quote cut short already ends it with "…". */
const stop = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** The plan's own facts as sentences, most important first. */
function planSentences(plan: PlanFacts, tone: CoverLetterTone): string[] {
  const casual = tone === "friendly";
  const sentences: string[] = [];
  if (plan.scope.length > 0) {
    sentences.push(stop(`${casual ? "It covers" : "The scope covers"} ${listOf(plan.scope)}`));
  }
  if (plan.phases && plan.finish) {
    sentences.push(
      `The schedule runs from ${plan.phases.first.toLowerCase()} to ${plan.phases.last.toLowerCase()}, finishing by ${plan.finish}.`,
    );
  } else if (plan.finish) {
    sentences.push(`The schedule finishes by ${plan.finish}.`);
  }
  if (plan.budget) sentences.push(stop(`On budget, the plan says: ${plan.budget}`));
  if (plan.summary && !plan.summary.endsWith("…"))
    sentences.push(stop(`In short: ${plan.summary}`));
  return sentences;
}

function assemble(parts: {
  greeting: string;
  hook: string[];
  plan: string[];
  approach: string[];
  cta: string;
  signOff: string;
}): string {
  return [
    parts.greeting,
    parts.hook.join(" "),
    parts.plan.join(" "),
    parts.approach.join(" "),
    parts.cta,
    parts.signOff,
  ]
    .filter((paragraph) => paragraph.trim() !== "")
    .join("\n\n")
    .replace(/…[.,]/g, "…");
}

export function composeCoverLetter(
  post: JobPostFacts,
  plan: PlanFacts,
  tone: CoverLetterTone,
  bounds: { min: number; max: number },
  authorName?: string,
): string {
  const words = TONES[tone];
  const name = authorName?.replace(/\s+/g, " ").trim().slice(0, 80);
  const parts = {
    greeting: words.greeting,
    hook: [post.need ? words.hook(post.need) : words.hookFallback],
    plan: [words.plan(plan.title)],
    approach: [] as string[],
    cta: words.cta,
    signOff: name ? `${words.signOff}\n${name}` : words.signOff,
  };
  const target = bounds.min + Math.round((bounds.max - bounds.min) / 3);
  const optional: { into: "hook" | "plan" | "approach"; text: string }[] = [
    ...(post.skills.length > 0
      ? [{ into: "hook" as const, text: words.skills(listOf(post.skills)) }]
      : []),
    ...planSentences(plan, tone).map((text) => ({ into: "plan" as const, text })),
    ...words.approach.map((text) => ({ into: "approach" as const, text })),
    ...EXTRA_APPROACH.map((text) => ({ into: "approach" as const, text })),
  ];
  for (const { into, text } of optional) {
    const current = countWords(assemble(parts));
    if (current >= target) break;
    if (current + countWords(text) > bounds.max) continue;
    parts[into].push(text);
  }
  return assemble(parts);
}

export function writeCoverLetter(task: CoverLetterTask): string {
  return composeCoverLetter(
    jobPostFacts(task.jobPost),
    planFacts(task.plan),
    task.tone,
    COVER_LETTER_WORDS[task.length],
    task.authorName,
  );
}
