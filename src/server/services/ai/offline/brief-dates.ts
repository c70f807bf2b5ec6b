/**
 * The timeline a brief states: a length ("in 3 months", "a 6-week sprint", "within eight weeks")
 * and a deadline ("by March 2027", "before 15 June", "launch on 2027-03-01"). Read from tokens
 * with a look-ahead of a few tokens (see brief-tokens.ts), so it stays linear on any input. The
 * year of a deadline is left absent when the brief does not give it: only the plan drafter knows
 * "today" and can pick the next such date.
 */
import type { Token } from "./brief-tokens";

export interface DeadlineFact {
  year?: number;
  /** 1–12. */
  month: number;
  /** Absent for "by March": the end of the month is meant. */
  day?: number;
  text: string;
}

export interface TimelineFact {
  /** The stated length in days ("6 weeks" → 42). */
  durationDays?: number;
  durationText?: string;
  deadline?: DeadlineFact;
}

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};
const UNIT_DAYS: Record<string, number> = {
  day: 1,
  days: 1,
  week: 7,
  weeks: 7,
  month: 30,
  months: 30,
  year: 365,
  years: 365,
};
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
/** Words that, just before a length or a date, say it is the project's timeline. */
const TIMELINE_CUES = new Set([
  "in",
  "within",
  "over",
  "next",
  "by",
  "before",
  "until",
  "deadline",
  "due",
  "on",
  "takes",
  "timeline",
  "launch",
  "live",
  "ready",
  "for",
]);
/** Longer than five years is not a project timeline. */
export const MAX_TIMELINE_DAYS = 5 * 365;
/** Words after which a lone capitalised "May" is the month ("by May", "end of May"). */
const MONTH_CUES = new Set(["of", "by", "in", "before", "until", "early", "mid", "late", "from"]);
const ORDINAL_SUFFIXES = new Set(["st", "nd", "rd", "th"]);

function smallNumber(token: Token | undefined): number | undefined {
  if (!token) return undefined;
  if (token.kind === "number") return /^\d{1,3}$/.test(token.text) ? Number(token.text) : undefined;
  return token.kind === "word" ? NUMBER_WORDS[token.lower] : undefined;
}

function readDuration(
  tokens: readonly Token[],
  i: number,
  cued: boolean,
): { days: number; next: number } | null {
  const count = smallNumber(tokens[i]);
  if (count === undefined || count === 0) return null;
  // "in a month" is a length; "8 hours a day" or "twice a week" is not.
  if ((tokens[i]?.lower === "a" || tokens[i]?.lower === "an") && !cued) return null;
  let unitAt = i + 1;
  if (tokens[unitAt]?.text === "-") unitAt += 1;
  const unit = tokens[unitAt];
  const perUnit = unit?.kind === "word" ? UNIT_DAYS[unit.lower] : undefined;
  if (perUnit === undefined) return null;
  const days = count * perUnit;
  return days <= MAX_TIMELINE_DAYS ? { days, next: unitAt + 1 } : null;
}

function monthAt(token: Token | undefined): number | undefined {
  // Month names are capitalised in a brief; "may" and "march" in lower case are verbs.
  if (token?.kind !== "word" || token.text[0] === token.lower[0]) return undefined;
  return MONTHS[token.lower];
}

function dayAt(token: Token | undefined): number | undefined {
  if (token?.kind !== "number" || !/^\d{1,2}$/.test(token.text)) return undefined;
  const day = Number(token.text);
  return day >= 1 && day <= 31 ? day : undefined;
}

function yearAt(token: Token | undefined): number | undefined {
  if (token?.kind !== "number" || !/^(?:19|20)\d\d$/.test(token.text)) return undefined;
  return Number(token.text);
}

function isValidDay(year: number | undefined, month: number, day: number): boolean {
  // A year without 29 February is checked once the drafter knows the year.
  const length = new Date(Date.UTC(year ?? 2024, month, 0)).getUTCDate();
  return day <= length;
}

type DateRead = { date: Omit<DeadlineFact, "text">; next: number };

/** "2027-03-15", "March 15, 2027", "March 2027", "15 March", "15th of March 2027". */
function readDate(tokens: readonly Token[], i: number): DateRead | null {
  const first = tokens[i];
  const isoYear = yearAt(first);
  if (isoYear !== undefined && tokens[i + 1]?.text === "-" && tokens[i + 3]?.text === "-") {
    const month = dayAt(tokens[i + 2]);
    const day = dayAt(tokens[i + 4]);
    if (
      month !== undefined &&
      month <= 12 &&
      day !== undefined &&
      isValidDay(isoYear, month, day)
    ) {
      return { date: { year: isoYear, month, day }, next: i + 5 };
    }
    return null;
  }
  const month = monthAt(first);
  // "31 February": the day-first reading below rejected it; the month alone is not the date meant.
  const dayBefore = (token: Token | undefined) =>
    dayAt(token) !== undefined || ORDINAL_SUFFIXES.has(token?.lower ?? "");
  const afterDay =
    dayBefore(tokens[i - 1]) || (tokens[i - 1]?.lower === "of" && dayBefore(tokens[i - 2]));
  if (month !== undefined && afterDay) return null;
  if (month !== undefined) {
    let next = i + 1;
    let day = dayAt(tokens[next]);
    if (day !== undefined) {
      next += 1;
      if (ORDINAL_SUFFIXES.has(tokens[next]?.lower ?? "")) next += 1;
      if (tokens[next]?.text === ",") next += 1;
    }
    const year = yearAt(tokens[next]);
    if (year !== undefined) next += 1;
    else if (day !== undefined && tokens[next - 1]?.text === ",") next -= 1;
    // A lone "May" with neither day nor year is too often the verb at a sentence start.
    const monthCue = MONTH_CUES.has(tokens[i - 1]?.lower ?? "");
    if (day === undefined && year === undefined && first?.lower === "may" && !monthCue) return null;
    if (day !== undefined && !isValidDay(year, month, day)) day = undefined;
    return {
      date: { month, ...(day !== undefined ? { day } : {}), ...(year ? { year } : {}) },
      next,
    };
  }
  const day = dayAt(first);
  if (day !== undefined) {
    let at = i + 1;
    if (ORDINAL_SUFFIXES.has(tokens[at]?.lower ?? "")) at += 1;
    if (tokens[at]?.lower === "of") at += 1;
    const dayMonth = monthAt(tokens[at]);
    if (dayMonth === undefined || !isValidDay(undefined, dayMonth, day)) return null;
    const year = yearAt(tokens[at + 1]);
    const next = year !== undefined ? at + 2 : at + 1;
    return { date: { month: dayMonth, day, ...(year ? { year } : {}) }, next };
  }
  return null;
}

function sourceText(tokens: readonly Token[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .map((token, index) => (index > 0 && token.spaced ? " " : "") + token.text)
    .join("");
}

/**
 * The stated length and deadline. Of several, the first one right after a cue ("in", "by",
 * "deadline") wins, otherwise the first one in the brief.
 */
export function extractTimeline(tokens: readonly Token[]): TimelineFact {
  let duration: { days: number; text: string; cued: boolean } | undefined;
  let deadline: { fact: DeadlineFact; cued: boolean } | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    const cued = TIMELINE_CUES.has(tokens[i - 1]?.lower ?? "");
    if (!duration?.cued) {
      const found = readDuration(tokens, i, cued);
      if (found && (!duration || cued)) {
        duration = { days: found.days, text: sourceText(tokens, i, found.next), cued };
      }
    }
    if (!deadline?.cued) {
      const found = readDate(tokens, i);
      if (found && (!deadline || cued)) {
        deadline = { fact: { ...found.date, text: sourceText(tokens, i, found.next) }, cued };
      }
    }
    if (duration?.cued && deadline?.cued) break;
  }
  return {
    ...(duration ? { durationDays: duration.days, durationText: duration.text } : {}),
    ...(deadline ? { deadline: deadline.fact } : {}),
  };
}
