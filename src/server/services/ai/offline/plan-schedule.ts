/**
 * The schedule of an offline-drafted plan: the template's phases scaled to the timeline the brief
 * states (a deadline, else a length, else the template's typical length, said as such), starting
 * today, written as a Mermaid Gantt chart with explicit dates so that what the chart shows is
 * exactly what the plan's text says.
 */
import { MAX_TIMELINE_DAYS, type DeadlineFact, type TimelineFact } from "./brief-dates";
import type { PlanTemplate } from "./plan-templates";

export type ScheduleBasis = "deadline" | "duration" | "typical";

export interface SchedulePhase {
  name: string;
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, the day the phase is done (the next phase starts that day). */
  end: string;
}

export interface Schedule {
  basis: ScheduleBasis;
  /** Why the brief's deadline was not used: it is not after today, or years away. */
  ignoredDeadline?: "past" | "too_far";
  start: string;
  end: string;
  totalDays: number;
  phases: SchedulePhase[];
}

const DAY_MS = 86_400_000;

/** A date as YYYY-MM-DD (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * The date a deadline names, seen from `today`: a deadline without a year is the next such date;
 * one without a day is the end of its month. `undefined` when it is not after today.
 */
export function resolveDeadline(deadline: DeadlineFact, today: Date): Date | undefined {
  const resolve = (year: number) => {
    const lastDay = new Date(Date.UTC(year, deadline.month, 0)).getUTCDate();
    const day = Math.min(deadline.day ?? lastDay, lastDay);
    return new Date(Date.UTC(year, deadline.month - 1, day));
  };
  const base = utcDay(today);
  let date = resolve(deadline.year ?? today.getUTCFullYear());
  if (deadline.year === undefined && date.getTime() <= base) {
    date = resolve(today.getUTCFullYear() + 1);
  }
  return date.getTime() > base ? date : undefined;
}

/** Splits `total` days over the weights (each phase at least one day), summing exactly. */
function allocateDays(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const spare = total - weights.length;
  const exact = weights.map((weight) => (weight / sum) * spare);
  const days = exact.map((value) => 1 + Math.floor(value));
  let left = total - days.reduce((a, b) => a + b, 0);
  // Largest remainders first, so rounding never moves the end date.
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (left <= 0) break;
    days[index] = (days[index] ?? 0) + 1;
    left -= 1;
  }
  return days;
}

export function buildSchedule(
  template: PlanTemplate,
  timeline: TimelineFact | undefined,
  today: Date,
): Schedule {
  const startDay = utcDay(today);
  const resolved = timeline?.deadline ? resolveDeadline(timeline.deadline, today) : undefined;
  const tooFar =
    resolved !== undefined && resolved.getTime() - startDay > MAX_TIMELINE_DAYS * DAY_MS;
  const deadline = tooFar ? undefined : resolved;
  const ignoredDeadline = !timeline?.deadline || deadline ? undefined : tooFar ? "too_far" : "past";
  let basis: ScheduleBasis = "typical";
  let totalDays = template.typicalDays;
  if (deadline) {
    basis = "deadline";
    totalDays = Math.round((deadline.getTime() - startDay) / DAY_MS);
  } else if (timeline?.durationDays) {
    basis = "duration";
    totalDays = timeline.durationDays;
  }
  // Fewer days than phases cannot be drawn as whole days; each phase keeps at least one.
  totalDays = Math.max(totalDays, template.phases.length);
  const days = allocateDays(
    template.phases.map((phase) => phase.weight),
    totalDays,
  );
  let cursor = startDay;
  const phases = template.phases.map((phase, index) => {
    const start = cursor;
    cursor += (days[index] ?? 1) * DAY_MS;
    return { name: phase.name, start: isoDate(new Date(start)), end: isoDate(new Date(cursor)) };
  });
  return {
    basis,
    ...(ignoredDeadline ? { ignoredDeadline } : {}),
    start: isoDate(new Date(startDay)),
    end: isoDate(new Date(cursor)),
    totalDays,
    phases,
  };
}

/**
 * Characters that end a Gantt task name, start a comment or an entity, break the line, or (three
 * backticks) close the Markdown fence the chart is written in.
 */
const GANTT_UNSAFE = /[:;#%`\n\r\u2028\u2029]/g;

/** The schedule as Mermaid Gantt source. */
export function scheduleToGantt(schedule: Schedule, title: string): string {
  const lines = [
    "gantt",
    `  title ${title.replace(GANTT_UNSAFE, " ").trim() || "Schedule"}`,
    "  dateFormat YYYY-MM-DD",
    "  section Phases",
    ...schedule.phases.map(
      (phase, index) =>
        `  ${phase.name.replace(GANTT_UNSAFE, " ").trim()}:p${index + 1}, ${phase.start}, ${phase.end}`,
    ),
    "  section Milestones",
    `  Done:milestone, m1, ${schedule.end}, 0d`,
  ];
  return lines.join("\n");
}
