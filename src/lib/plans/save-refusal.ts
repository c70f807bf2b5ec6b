/**
 * Why a save cannot be done, in words the person can act on. The editor checks its text against
 * the same limits the API enforces (plan-rules) before sending it, so an oversize section or an
 * empty title is explained at once; anything else the server refuses is explained with the
 * server's own reason (its field messages, or the catalogue message of an AppError).
 */
import { SECTION_SAVE_TEXT } from "@/lib/errors/plan-editor";
import {
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  SECTION_BODY_MAX_LENGTH,
  SECTION_TITLE_MAX_LENGTH,
} from "./plan-rules";

/** 200000 → "200,000": limits and lengths as people read them. */
export const formatCount = (count: number) => count.toLocaleString("en-US");

/** Why this section title cannot be saved, or null when it can. */
export function sectionTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return SECTION_SAVE_TEXT.sectionTitleRequired;
  if (trimmed.length > SECTION_TITLE_MAX_LENGTH) {
    return SECTION_SAVE_TEXT.sectionTitleTooLong(formatCount(SECTION_TITLE_MAX_LENGTH));
  }
  return null;
}

/** Why this section cannot be saved (its title first, then its text), or null when it can. */
export function sectionSaveProblem(content: { title: string; body: string }): string | null {
  const titleProblem = sectionTitleProblem(content.title);
  if (titleProblem) return titleProblem;
  if (content.body.length > SECTION_BODY_MAX_LENGTH) {
    return SECTION_SAVE_TEXT.sectionTooLong(
      formatCount(SECTION_BODY_MAX_LENGTH),
      formatCount(content.body.length),
    );
  }
  return null;
}

/** Why this plan title cannot be saved, or null when it can. */
export function planTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return SECTION_SAVE_TEXT.planTitleRequired;
  if (trimmed.length > PLAN_TITLE_MAX_LENGTH) {
    return SECTION_SAVE_TEXT.planTitleTooLong(formatCount(PLAN_TITLE_MAX_LENGTH));
  }
  return null;
}

/** Why the plan's title and description cannot be saved, or null when they can. */
export function detailsSaveProblem(content: { title: string; summary: string }): string | null {
  const titleProblem = planTitleProblem(content.title);
  if (titleProblem) return titleProblem;
  if (content.summary.trim().length > PLAN_SUMMARY_MAX_LENGTH) {
    return SECTION_SAVE_TEXT.planSummaryTooLong(formatCount(PLAN_SUMMARY_MAX_LENGTH));
  }
  return null;
}

/** What a refused tRPC call carries (see the error formatter in src/server/api/trpc.ts). */
interface RefusedCall {
  message?: unknown;
  data?: {
    appCode?: unknown;
    zodError?: { formErrors?: unknown; fieldErrors?: Record<string, unknown> } | null;
    fieldErrors?: Record<string, unknown> | null;
  } | null;
}

function firstText(value: unknown): string | null {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

function firstFieldText(fields: Record<string, unknown> | null | undefined): string | null {
  for (const value of Object.values(fields ?? {})) {
    const text = firstText(value);
    if (text) return text;
  }
  return null;
}

/**
 * The reason the server gave for refusing a save: a field's validation message, the input's
 * form-level message, or an AppError's catalogue message; null when it gave none that can be
 * shown (tRPC's own message of a validation error is raw JSON, never shown).
 */
export function serverRefusalReason(error: unknown): string | null {
  const call = (error ?? {}) as RefusedCall;
  const data = call.data ?? null;
  const reason =
    firstFieldText(data?.zodError?.fieldErrors) ??
    firstText(data?.zodError?.formErrors) ??
    firstFieldText(data?.fieldErrors) ??
    (typeof data?.appCode === "string" ? firstText(call.message) : null);
  if (!reason) return null;
  const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
  return SECTION_SAVE_TEXT.refused(sentence);
}
