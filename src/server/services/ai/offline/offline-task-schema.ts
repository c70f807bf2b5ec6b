/**
 * The zod shape of the OfflineTask a feature passes as `providerOptions.offline`. Provider
 * options arrive as loose JSON, so the model checks them before use: a malformed task becomes a
 * clear error part instead of a crash deep inside a template. Lengths are capped here, which is
 * also what keeps every offline path linear in its input.
 */
import { z } from "zod";
import { COVER_LETTER_LENGTHS, COVER_LETTER_TONES, SECTION_ACTIONS } from "@/lib/ai/modes";
import {
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  SECTION_BODY_MAX_LENGTH,
  SECTION_KINDS,
  SECTION_TITLE_MAX_LENGTH,
} from "@/lib/plans/plan-rules";
import { CURRENCY_CODES } from "@/lib/plans/customization-rules";
import { DIAGRAM_MAX_TEXT_SIZE } from "@/lib/diagrams/renderer-constants";
import { BRIEF_MAX_LENGTH } from "./brief-tokens";
import type { OfflineTask } from "./offline-task";

/** The most sections a plan context may carry into the offline planner. */
export const OFFLINE_MAX_SECTIONS = 100;
/** The longest job post or diagram description the offline planner reads. */
export const OFFLINE_TEXT_MAX_LENGTH = BRIEF_MAX_LENGTH;

const section = z.object({
  id: z.string().min(1).max(200),
  kind: z.enum(SECTION_KINDS),
  title: z.string().max(SECTION_TITLE_MAX_LENGTH),
  body: z.string().max(SECTION_BODY_MAX_LENGTH),
});

const plan = z.object({
  planId: z.string().min(1).max(200),
  title: z.string().max(PLAN_TITLE_MAX_LENGTH),
  summary: z.string().max(PLAN_SUMMARY_MAX_LENGTH),
  sections: z.array(section).max(OFFLINE_MAX_SECTIONS),
});

export const offlineTaskSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("chat"), plan: plan.optional() }),
  z.object({
    kind: z.literal("plan"),
    brief: z.string(),
    customization: z.object({
      defaultSections: z.array(z.enum(SECTION_KINDS)).max(OFFLINE_MAX_SECTIONS),
      currency: z.enum(CURRENCY_CODES),
      hourlyRateCents: z.number().int().min(0).nullable(),
    }),
    today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a YYYY-MM-DD date"),
  }),
  z.object({
    kind: z.literal("section_action"),
    action: z.enum(SECTION_ACTIONS),
    language: z.string().max(60).optional(),
    section: section.omit({ id: true }),
  }),
  z.object({ kind: z.literal("diagram"), description: z.string().max(OFFLINE_TEXT_MAX_LENGTH) }),
  z.object({
    kind: z.literal("diagram_repair"),
    source: z.string().max(DIAGRAM_MAX_TEXT_SIZE),
    error: z.string().max(OFFLINE_TEXT_MAX_LENGTH),
  }),
  z.object({
    kind: z.literal("cover_letter"),
    plan,
    jobPost: z.string().max(OFFLINE_TEXT_MAX_LENGTH),
    tone: z.enum(COVER_LETTER_TONES),
    length: z.enum(COVER_LETTER_LENGTHS),
    authorName: z.string().max(200).optional(),
  }),
]);

export type ParsedTask = { ok: true; task: OfflineTask } | { ok: false; message: string };

/**
 * The task of a call. No task at all is free chat (the model may be called by plain chat code);
 * a task that is present but malformed is refused with the fields zod named.
 */
export function parseOfflineTask(value: unknown): ParsedTask {
  if (value === undefined || value === null) return { ok: true, task: { kind: "chat" } };
  const parsed = offlineTaskSchema.safeParse(value);
  if (parsed.success) return { ok: true, task: parsed.data as OfflineTask };
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "task"}: ${issue.message}`)
    .join("; ");
  return { ok: false, message: `The offline planner received a malformed task (${problems}).` };
}
