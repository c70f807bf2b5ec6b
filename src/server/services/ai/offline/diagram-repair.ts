/**
 * Repairs the common mistakes in Mermaid text that an author (or a model) makes: code fences and
 * prose left around the diagram, smart quotes, tabs, a missing or misspelled diagram type, a
 * flowchart without a direction, `->`/`=>` arrows, labels with parentheses or quotes unquoted,
 * unclosed brackets, blocks without their `end`, gantt charts without `dateFormat`, pie slices
 * without quotes. Line by line, each line scanned once. When nothing needed fixing the source is
 * returned unchanged, and the caller shows the rewrite-failure dialog.
 */
import { DIAGRAM_MAX_TEXT_SIZE } from "@/lib/diagrams/renderer-constants";
import { repairFlowchartLine } from "./flowchart-repair";
import {
  balanceBlocks,
  fixGanttLines,
  fixPieLines,
  fixSequenceLines,
  isPieSlice,
} from "./diagram-repair-types";

/** Diagram keywords as mermaid 11 spells them (beta names included). */
const DIAGRAM_KEYWORDS = [
  "flowchart",
  "graph",
  "sequenceDiagram",
  "classDiagram",
  "stateDiagram-v2",
  "stateDiagram",
  "erDiagram",
  "gantt",
  "pie",
  "journey",
  "gitGraph",
  "mindmap",
  "timeline",
  "quadrantChart",
  "xychart-beta",
  "xychart",
  "requirementDiagram",
  "C4Context",
  "C4Container",
  "C4Component",
  "C4Dynamic",
  "C4Deployment",
  "kanban",
  "sankey-beta",
  "sankey",
  "packet-beta",
  "packet",
  "radar-beta",
  "radar",
  "block-beta",
  "block",
  "architecture-beta",
  "architecture",
] as const;
const DIRECTIONS = new Set(["TB", "TD", "BT", "RL", "LR"]);
const DIRECTION_WORDS: Record<string, string> = {
  down: "TD",
  topdown: "TD",
  "top-down": "TD",
  vertical: "TD",
  top: "TD",
  right: "LR",
  horizontal: "LR",
  "left-right": "LR",
  leftright: "LR",
  up: "BT",
  left: "RL",
};

/** Levenshtein distance, capped: a word further than `max` away is not a typo of the keyword. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** The keyword a header word means: exact, other case, or a small typo of a long keyword. */
export function diagramKeyword(word: string): string | null {
  if (word.length > 40) return null;
  const lower = word.toLowerCase();
  const exact = DIAGRAM_KEYWORDS.find((keyword) => keyword.toLowerCase() === lower);
  if (exact) return exact;
  if (lower === "sequence") return "sequenceDiagram";
  if (lower === "statediagramv2" || lower === "state") return "stateDiagram-v2";
  if (lower.length < 5) return null;
  let best: string | null = null;
  let bestDistance = 3;
  for (const keyword of DIAGRAM_KEYWORDS) {
    const max = keyword.length >= 8 ? 2 : 1;
    const d = distance(lower, keyword.toLowerCase(), max);
    if (d <= max && d < bestDistance) {
      best = keyword;
      bestDistance = d;
    }
  }
  return best;
}

function headerLine(line: string): { keyword: string; line: string } | null {
  const match = /^\s*([A-Za-z][\w-]*)(.*)$/.exec(line);
  if (!match?.[1]) return null;
  const keyword = diagramKeyword(match[1]);
  if (!keyword) return null;
  const rest = (match[2] ?? "").trim().replace(/[;:,.]+$/, "");
  // A node or a sentence that starts with a keyword-like word is not a header.
  if (/-->|---|->>|==>|->|=>/.test(rest)) return null;
  const typo = keyword.toLowerCase() !== match[1].toLowerCase();
  if (typo && rest.split(/\s+/).length > 2) return null;
  if (keyword === "flowchart" || keyword === "graph") {
    const word = rest.split(/\s+/)[0] ?? "";
    const upper = word.toUpperCase();
    const direction = DIRECTIONS.has(upper) ? upper : (DIRECTION_WORDS[word.toLowerCase()] ?? "TD");
    return { keyword, line: `${keyword} ${direction}` };
  }
  // Other headers keep what follows only when it is something mermaid accepts (pie showData, a title).
  return { keyword, line: rest ? `${keyword} ${rest}` : keyword };
}

function inferKeyword(lines: readonly string[]): string | null {
  let arrows = 0;
  let messages = 0;
  let gantt = 0;
  let slices = 0;
  for (const line of lines) {
    if (/->>|-->>|-x\s*\w|--x\s*\w/.test(line)) messages += 1;
    else if (/-->|---|==>|-\.->|->|=>/.test(line)) arrows += 1;
    if (
      /^\s*(?:dateFormat|section|axisFormat)\b|:\s*(?:\w+\s*,\s*)?(?:\d{4}-\d{2}-\d{2}|after\b)/.test(
        line,
      )
    )
      gantt += 1;
    if (isPieSlice(line)) slices += 1;
  }
  if (messages > 0 && messages >= arrows) return "sequenceDiagram";
  if (arrows > 0) return "flowchart TD";
  if (gantt > 0) return "gantt";
  if (slices > 0) return "pie";
  return null;
}

const FENCE = /^\s*(?:```|~~~)\s*(?:mermaid)?\s*$/i;
const PROSE = /^[\p{L}][\p{L}'’,-]*(?:\s+[\p{L}\p{N}'’,.!?()-]+){2,}[.:!?]$/u;

function normalise(source: string): string[] {
  return source
    .slice(0, DIAGRAM_MAX_TEXT_SIZE)
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[\u00A0\u2007\u202F]/g, " ")
    .replace(/[–—]>/g, "-->")
    .split("\n")
    .map((line) => line.replace(/\t/g, "    ").trimEnd())
    .filter((line) => !FENCE.test(line));
}

/** Front matter (`---` … `---`) and init directives stay in front of the header. */
function splitPreamble(lines: readonly string[]): { preamble: string[]; body: string[] } {
  let at = 0;
  while (at < lines.length && (lines[at] as string).trim() === "") at += 1;
  const preamble: string[] = [];
  if ((lines[at] as string | undefined)?.trim() === "---") {
    const close = lines.findIndex((line, i) => i > at && line.trim() === "---");
    if (close > at) {
      preamble.push(...lines.slice(at, close + 1));
      at = close + 1;
    }
  }
  while (at < lines.length && /^\s*%%\{.*\}%%\s*$/.test(lines[at] as string)) {
    preamble.push(lines[at] as string);
    at += 1;
  }
  return { preamble, body: lines.slice(at) };
}

function fixBody(keyword: string, body: string[]): string[] {
  switch (keyword) {
    case "flowchart":
    case "graph":
      return balanceBlocks(
        body
          .filter((line) => !PROSE.test(line.trim()))
          .map((line) => repairFlowchartLine(line.replace(/[,.]+$/, ""))),
        /^\s*subgraph\b/,
      );
    case "sequenceDiagram":
      return balanceBlocks(
        fixSequenceLines(body),
        /^\s*(?:loop|alt|opt|par|critical|break|rect|box)\b/,
      );
    case "gantt":
      return fixGanttLines(body);
    case "pie":
      return fixPieLines(body);
    default:
      return body;
  }
}

export function repairDiagram(source: string, error: string): string {
  void error; // The repairs are safe on any input; the message only helps a real model.
  const { preamble, body } = splitPreamble(normalise(source));
  let headerAt = -1;
  let header: { keyword: string; line: string } | null = null;
  for (let i = 0; i < body.length && !header; i += 1) {
    const line = (body[i] as string).trim();
    if (line === "" || line.startsWith("%%")) continue;
    header = headerLine(line);
    if (header) headerAt = i;
  }
  let rest: string[];
  if (header) {
    // Anything before the header is prose (e.g. "Here is the diagram:"), comments excepted.
    rest = body.slice(headerAt + 1);
  } else {
    // A first line that is a bare word we do not know may be a type we cannot judge: leave it.
    const first = body.find((line) => line.trim() !== "" && !line.trim().startsWith("%%"));
    if (first !== undefined && /^\s*[A-Za-z][\w-]*\s*$/.test(first)) return source;
    const inferred = inferKeyword(body);
    if (!inferred) return source;
    header = { keyword: inferred.split(" ")[0] as string, line: inferred };
    rest = body;
  }
  const fixed = fixBody(header.keyword, rest);
  const lines = [...preamble, header.line, ...fixed];
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === "") lines.pop();
  const repaired = lines.join("\n");
  return repaired.trim() === source.trim() ? source : repaired;
}
