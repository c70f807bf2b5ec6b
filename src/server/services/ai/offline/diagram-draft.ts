/**
 * A Mermaid diagram drafted from a description, without fences: a schedule with durations
 * becomes a gantt chart, "A sends B …" exchanges a sequence diagram, a step list or
 * "first … then …" a top-down flowchart, and anything else a flowchart of its phrases. The
 * description is collapsed and cut first, so every split below is linear.
 */
import { isoDate } from "./plan-schedule";
import { OFFLINE_TEXT_MAX_LENGTH } from "./offline-task-schema";

/** The most steps (nodes, tasks, messages) a drafted diagram has. */
export const MAX_DIAGRAM_STEPS = 12;
/** The longest label in a drafted diagram. */
export const DIAGRAM_LABEL_MAX_LENGTH = 60;

const LIST_ITEM = /^\s*(?:[-*•+]|\d{1,3}[.)]|step\s+\d{1,3}\s*[:.)-]?)\s*(.+)$/i;
const SEQUENCE_SPLIT =
  /\s*(?:,\s*)?\b(?:and then|after that|afterwards|then|next|finally|lastly)\b\s*|\s*(?:→|->|=>)\s*/i;

function cut(text: string, max = DIAGRAM_LABEL_MAX_LENGTH): string {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** A label safe inside a quoted flowchart node: mermaid entity codes for the risky characters. */
export function flowchartLabel(text: string): string {
  return cut(text)
    .replace(/#/g, "#35;")
    .replace(/"/g, "#quot;")
    .replace(/`/g, "'")
    .replace(/</g, "#lt;")
    .replace(/>/g, "#gt;");
}

/** Text for places that take no quoting (gantt tasks, sequence messages). */
function plainLabel(text: string): string {
  return cut(text.replace(/[:;#`"<>{}[\]|]/g, " ").replace(/\s+/g, " "));
}

const stripLead = (step: string) =>
  step
    .replace(/^(?:first(?:ly)?|to start|start by|begin by|at first)\b[\s,:]*/i, "")
    .replace(/[.;,:]+$/, "")
    .trim();

/** Words of an item of an inline list at most; longer parts are prose, not a list. */
const INLINE_ITEM_MAX_WORDS = 8;

/**
 * "Draw a flowchart of our onboarding: call, proposal, contract and kickoff" → the items after
 * the lead-in's colon (the request itself is not a step). Only when every item is short, so a
 * sentence that merely contains a colon stays prose.
 */
function inlineListOf(flat: string): string[] {
  const colon = flat.search(/:\s/);
  if (colon < 0) return [];
  const items = flat
    .slice(colon + 1)
    .replace(/[.!]+$/, "")
    .split(/\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+/i)
    .map(stripLead)
    .filter(Boolean);
  if (items.length < 2 || items.some((item) => item.split(" ").length > INLINE_ITEM_MAX_WORDS)) {
    return [];
  }
  return items.slice(0, MAX_DIAGRAM_STEPS);
}

/** The steps of a description: its list items, else an inline list after a lead-in, else its "first … then …" parts. */
export function stepsOf(description: string): string[] {
  const items: string[] = [];
  for (const line of description.split("\n")) {
    const match = LIST_ITEM.exec(line);
    if (match?.[1]) items.push(match[1].trim());
    if (items.length > MAX_DIAGRAM_STEPS) break;
  }
  if (items.length >= 2) return items.slice(0, MAX_DIAGRAM_STEPS).map(stripLead).filter(Boolean);
  const flat = description.replace(/\s+/g, " ").trim();
  const inline = inlineListOf(flat);
  if (inline.length >= 2) return inline;
  const parts = flat.split(SEQUENCE_SPLIT).map(stripLead).filter(Boolean);
  return parts.length >= 2 ? parts.slice(0, MAX_DIAGRAM_STEPS) : [];
}

const DURATION = /\b(\d{1,3}(?:\.\d)?)\s*(days?|d|weeks?|wks?|w|months?|mo)\b/i;

interface Task {
  name: string;
  days: number;
}

function tasksOf(steps: readonly string[]): Task[] {
  const tasks: Task[] = [];
  for (const step of steps) {
    const match = DURATION.exec(step);
    if (!match?.[1] || !match[2]) continue;
    const unit = match[2].toLowerCase();
    const factor = unit.startsWith("mo") ? 30 : unit.startsWith("w") ? 7 : 1;
    const days = Math.max(1, Math.round(Number(match[1]) * factor));
    const name = step
      .replace(match[0], " ")
      .replace(/\b(?:for|takes?|lasting|of|in|about|around)\s*$/i, "")
      .replace(/[\s:–—(),-]+$/g, "")
      .replace(/^[\s:–—(),-]+/g, "");
    tasks.push({ name: plainLabel(name) || `Task ${tasks.length + 1}`, days });
  }
  return tasks;
}

export function ganttOf(title: string, tasks: readonly Task[], today: Date): string {
  const lines = ["gantt", `  title ${plainLabel(title) || "Schedule"}`, "  dateFormat YYYY-MM-DD"];
  lines.push("  section Plan");
  tasks.forEach((task, i) => {
    const start = i === 0 ? isoDate(today) : `after t${i}`;
    lines.push(`  ${task.name} :t${i + 1}, ${start}, ${task.days}d`);
  });
  return lines.join("\n");
}

const SEQUENCE_VERBS = new Set([
  "sends",
  "asks",
  "replies",
  "responds",
  "returns",
  "calls",
  "requests",
  "notifies",
  "tells",
  "pays",
  "forwards",
  "gives",
  "submits",
  "emails",
  "answers",
  "confirms",
]);
const ARTICLES = new Set(["the", "a", "an"]);

interface Message {
  from: string;
  to: string;
  text: string;
}

function messageOf(sentence: string): Message | null {
  const words = sentence
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .split(" ")
    .filter(Boolean);
  let i = 0;
  if (ARTICLES.has(words[i]?.toLowerCase() ?? "")) i += 1;
  const from = words[i++];
  const verb = words[i++]?.toLowerCase();
  if (!from || !verb || !SEQUENCE_VERBS.has(verb)) return null;
  if (["to", "back"].includes(words[i]?.toLowerCase() ?? "")) i += 1;
  if (ARTICLES.has(words[i]?.toLowerCase() ?? "")) i += 1;
  const to = words[i++];
  if (!to) return null;
  const rest = words.slice(i, i + 12).join(" ");
  return { from, to, text: rest ? `${verb} ${rest}` : verb };
}

/** A participant's shown name: letters, digits and spaces (it follows `as`, so any word works). */
const participantName = (name: string) =>
  name.replace(/[^\p{L}\p{N} ]/gu, "").slice(0, 30) || "Someone";

/**
 * Participants get generated ids (P1, P2, …) and their names as aliases, so a name that is a
 * sequence keyword ("end", "loop", "note") cannot break the diagram.
 */
function sequenceOf(messages: readonly Message[]): string {
  const lines = ["sequenceDiagram"];
  const ids = new Map<string, string>();
  const idOf = (name: string) => {
    const key = participantName(name).toLowerCase();
    let id = ids.get(key);
    if (!id) {
      id = `P${ids.size + 1}`;
      ids.set(key, id);
      lines.push(`  participant ${id} as ${participantName(name)}`);
    }
    return id;
  };
  const arrows = messages.map((message) => {
    const from = idOf(message.from);
    const to = idOf(message.to);
    return `  ${from}->>${to}: ${plainLabel(message.text)}`;
  });
  return [...lines, ...arrows].join("\n");
}

export function flowchartOf(steps: readonly string[]): string {
  const lines = ["flowchart TD"];
  steps.forEach((step, i) => {
    const id = `n${i + 1}`;
    const question = /^(?:if|whether|is|are|does|do|can)\b/i.test(step) || step.endsWith("?");
    const label = flowchartLabel(question && !step.endsWith("?") ? `${step}?` : step);
    lines.push(question ? `  ${id}{"${label}"}` : `  ${id}["${label}"]`);
  });
  for (let i = 1; i < steps.length; i += 1) {
    const fromQuestion = lines[i]?.includes('{"');
    lines.push(`  n${i} -->${fromQuestion ? "|Yes|" : ""} n${i + 1}`);
  }
  return lines.join("\n");
}

/** Phrases of a free description: its sentences and clauses, a few words each. */
function phrasesOf(flat: string): string[] {
  const phrases: string[] = [];
  for (const part of flat.split(/[.;!?\n]|,\s|\band\b/i)) {
    const words = part.trim().split(" ").filter(Boolean).slice(0, 6);
    if (words.length > 0) phrases.push(words.join(" "));
    if (phrases.length >= MAX_DIAGRAM_STEPS) break;
  }
  return phrases;
}

export function draftDiagram(description: string, today: Date): string {
  const text = description.slice(0, OFFLINE_TEXT_MAX_LENGTH).replace(/\r\n?/g, "\n");
  const steps = stepsOf(text);
  const candidates =
    steps.length >= 2 ? steps : text.split(/[.\n]/).slice(0, MAX_DIAGRAM_STEPS * 4);
  const tasks = tasksOf(candidates);
  if (tasks.length >= 2) {
    const title = /^[^\n.:]{3,60}:/.exec(text)?.[0].slice(0, -1) ?? "Schedule";
    return ganttOf(title, tasks.slice(0, MAX_DIAGRAM_STEPS), today);
  }
  const messages = candidates
    .map((sentence) => messageOf(sentence.trim()))
    .filter((message): message is Message => message !== null);
  if (messages.length >= 2) return sequenceOf(messages.slice(0, MAX_DIAGRAM_STEPS));
  if (steps.length >= 2) return flowchartOf(steps);
  const phrases = phrasesOf(text.replace(/\s+/g, " ").trim());
  if (phrases.length === 0) return flowchartOf(["Start", "Done"]);
  return flowchartOf(phrases.length === 1 ? ["Start", ...phrases] : phrases);
}
