import type { CoverLetterLength, CoverLetterTone } from "@/lib/ai/modes";
import { COVER_LETTER_WORDS } from "@/lib/ai/modes";

export const TONE_LABELS: Record<CoverLetterTone, string> = {
  professional: "Professional",
  friendly: "Friendly",
  confident: "Confident",
  concise: "Concise",
};

export const LENGTH_LABELS: Record<CoverLetterLength, string> = {
  short: `Short (${COVER_LETTER_WORDS.short.min}–${COVER_LETTER_WORDS.short.max} words)`,
  medium: `Medium (${COVER_LETTER_WORDS.medium.min}–${COVER_LETTER_WORDS.medium.max} words)`,
  long: `Long (${COVER_LETTER_WORDS.long.min}–${COVER_LETTER_WORDS.long.max} words)`,
};

export function coverLettersPath(planId: string, letterId?: string): string {
  return letterId ? `/plan/${planId}/cover-letters/${letterId}` : `/plan/${planId}/cover-letters`;
}
