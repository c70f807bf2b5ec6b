/**
 * Pure rules of chat threads shared by the server and the history sidebar: the automatic title
 * and the date groups of the sidebar.
 */
import { THREAD_TITLE_MAX_LENGTH } from "./ai-rules";

/**
 * The automatic title of a thread: the first user message's text on one line, whitespace
 * collapsed, Markdown heading/quote/list markers dropped, cut at a word boundary to
 * THREAD_TITLE_MAX_LENGTH with an ellipsis. Deterministic, so it needs no model call.
 */
export function automaticThreadTitle(firstMessageText: string): string {
  const oneLine = firstMessageText
    .split("\n")
    .map((line) => line.replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/, "").trim())
    .filter((line) => line.length > 0)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (oneLine.length <= THREAD_TITLE_MAX_LENGTH) return oneLine;
  const room = THREAD_TITLE_MAX_LENGTH - 1;
  const cut = oneLine.slice(0, room);
  const lastSpace = cut.lastIndexOf(" ");
  // Cut at a word boundary unless that would throw away most of the room.
  const words = lastSpace > room / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.trimEnd()}…`;
}

export const THREAD_DATE_GROUPS = ["today", "yesterday", "previous7Days", "older"] as const;
export type ThreadDateGroup = (typeof THREAD_DATE_GROUPS)[number];

export const THREAD_DATE_GROUP_LABELS: Record<ThreadDateGroup, string> = {
  today: "Today",
  yesterday: "Yesterday",
  previous7Days: "Previous 7 days",
  older: "Older",
};

/** Days back (from the start of today, local time) the "Previous 7 days" group reaches. */
export const PREVIOUS_DAYS_GROUP_LENGTH = 7;

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Which sidebar group a thread last updated at `updatedAt` belongs to, seen at `now`. */
export function threadDateGroup(updatedAt: Date, now: Date): ThreadDateGroup {
  const today = startOfLocalDay(now);
  const day = startOfLocalDay(updatedAt);
  if (day >= today) return "today";
  const yesterday = startOfLocalDay(new Date(today - 12 * 3600 * 1000));
  if (day >= yesterday) return "yesterday";
  const weekStart = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() - PREVIOUS_DAYS_GROUP_LENGTH,
  ).getTime();
  if (day >= weekStart) return "previous7Days";
  return "older";
}

/** Threads (newest first) split into the sidebar's groups, in group order, empty groups left out. */
export function groupThreadsByDate<T extends { updatedAt: Date }>(
  threads: T[],
  now: Date,
): { group: ThreadDateGroup; label: string; threads: T[] }[] {
  const byGroup = new Map<ThreadDateGroup, T[]>();
  for (const thread of threads) {
    const group = threadDateGroup(thread.updatedAt, now);
    byGroup.set(group, [...(byGroup.get(group) ?? []), thread]);
  }
  return THREAD_DATE_GROUPS.filter((group) => byGroup.has(group)).map((group) => ({
    group,
    label: THREAD_DATE_GROUP_LABELS[group],
    threads: byGroup.get(group)!,
  }));
}
