/**
 * Line repairs of the diagram types other than flowcharts (sequence, gantt, pie) and the block
 * balance (`end` for every `subgraph`, `loop`, `alt`, …) shared by flowcharts and sequences.
 */

/** Adds the `end` lines a block is missing and drops `end` lines that close nothing. */
export function balanceBlocks(lines: readonly string[], opens: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const line of lines) {
    if (opens.test(line)) depth += 1;
    else if (/^\s*end\s*;?\s*$/.test(line)) {
      if (depth === 0) continue;
      depth -= 1;
    }
    out.push(line);
  }
  for (; depth > 0; depth -= 1) out.push("end");
  return out;
}

/** A sequence arrow: `->>`, `-->>`, `->`, `-->`, `-x`, `--x`, `-)`, `--)`, and the wrong `=>`. */
const SEQUENCE_ARROW = /-{1,2}(?:>>|>|x|\))|={1,2}>{1,2}/;

export function fixSequenceLines(lines: readonly string[]): string[] {
  return lines.map((line) => {
    if (
      /^\s*(?:%%|participant|actor|note|loop|alt|else|opt|par|and|critical|break|rect|box|end|activate|deactivate|autonumber|title|create|destroy|links?)\b/i.test(
        line,
      )
    ) {
      return line.replace(/;+\s*$/, "");
    }
    const arrow = SEQUENCE_ARROW.exec(line);
    if (!arrow) return line;
    const from = line.slice(0, arrow.index).trimEnd();
    const symbol = arrow[0].startsWith("=") ? "->>" : arrow[0];
    let rest = line
      .slice(arrow.index + arrow[0].length)
      .trim()
      .replace(/;+$/, "");
    if (!rest.includes(":")) {
      // "A->>B hello" → "A->>B: hello"; "A->>B" → "A->>B: " is not valid, so a message is named.
      const space = rest.search(/\s/);
      rest =
        space < 0
          ? `${rest}: ${symbol.includes(">") ? "message" : "reply"}`
          : `${rest.slice(0, space)}: ${rest.slice(space + 1).trim()}`;
    } else {
      const colon = rest.indexOf(":");
      rest = `${rest.slice(0, colon).trim()}: ${rest.slice(colon + 1).trim() || "message"}`;
    }
    return `${from}${symbol}${rest}`;
  });
}

const GANTT_KEYWORDS =
  /^\s*(?:%%|title|dateFormat|axisFormat|tickInterval|excludes|includes|section|todayMarker|weekday|inclusiveEndDates|topAxis|displayMode|acc(?:Title|Descr))\b/;
const UNITS: Record<string, string> = {
  day: "d",
  days: "d",
  week: "w",
  weeks: "w",
  hour: "h",
  hours: "h",
};

export function fixGanttLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  let hasDateFormat = false;
  for (const line of lines) {
    if (/^\s*dateFormat\b/.test(line)) hasDateFormat = true;
    if (line.trim() === "" || GANTT_KEYWORDS.test(line)) {
      out.push(line.replace(/;+\s*$/, ""));
      continue;
    }
    let task = line.replace(/;+\s*$/, "");
    if (!task.includes(":")) {
      // "Design 2027-01-04, 5d" → "Design :2027-01-04, 5d"
      const at = task.search(/\d{4}-\d{2}-\d{2}|\bafter\b|\b\d+\s*(?:d|w|h|days?|weeks?|hours?)\b/);
      if (at > 0) task = `${task.slice(0, at).trimEnd()} :${task.slice(at)}`;
    }
    task = task.replace(
      /\b(\d+)\s*(days?|weeks?|hours?)\b/g,
      (_all, n: string, unit: string) => `${n}${UNITS[unit] ?? "d"}`,
    );
    out.push(task);
  }
  if (!hasDateFormat) {
    const at = out.findIndex(
      (line) => !/^\s*(?:title|accTitle|accDescr|%%)\b/.test(line) && line.trim() !== "",
    );
    const indent = /^\s*/.exec(out[at] ?? "")?.[0] || "    ";
    out.splice(at < 0 ? out.length : at, 0, `${indent}dateFormat YYYY-MM-DD`);
  }
  return out;
}

/** "Label: 40" or "Label: 40%": split at the last colon (no pattern over the label). */
export function isPieSlice(line: string): boolean {
  const colon = line.lastIndexOf(":");
  return colon > 0 && /^\d+(?:\.\d+)?%?$/.test(line.slice(colon + 1).trim());
}

export function fixPieLines(lines: readonly string[]): string[] {
  return lines.map((line) => {
    if (/^\s*(?:%%|title|showData|acc(?:Title|Descr))\b/.test(line) || line.trim() === "") {
      return line;
    }
    const colon = line.lastIndexOf(":");
    if (colon < 0) return line;
    const value = line
      .slice(colon + 1)
      .trim()
      .replace(/%$/, "")
      .trim();
    if (!/^\d+(?:\.\d+)?$/.test(value)) return line;
    const indent = /^\s*/.exec(line)?.[0] ?? "";
    const raw = line.slice(0, colon).trim();
    const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"');
    const label = (quoted ? raw.slice(1, -1) : raw).replace(/"/g, "'");
    return `${indent}"${label}" : ${value}`;
  });
}
