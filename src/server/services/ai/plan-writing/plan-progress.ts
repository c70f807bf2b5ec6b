/**
 * Watches the Markdown of a plan as it streams and says which section is being written: each
 * `## ` heading that appears outside a code fence starts the next section. A heading counts once
 * its line is complete (so its title is whole); `finish()` flushes a last line without newline.
 */
import type { PlanProgressData } from "@/lib/ai/stream-data";
import { plainHeadingText } from "@/lib/plans/markdown-sections";

const SECTION_HEADING = /^ {0,3}##[ \t]+(.+?)[ \t#]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export interface PlanProgressWatcher {
  /** Feeds streamed text; answers the progress for each heading completed by it. */
  push(delta: string): PlanProgressData[];
  /** The end of the stream: a heading on the unterminated last line counts too. */
  finish(): PlanProgressData[];
}

/** `total` is the number of sections asked for; more headings than that raise it. */
export function createPlanProgressWatcher(total: number): PlanProgressWatcher {
  let pending = "";
  let current = 0;
  let fence: { char: string; length: number } | null = null;

  function line(text: string): PlanProgressData | null {
    const fenceMatch = FENCE.exec(text);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence.char && fenceMatch[1]!.length >= fence.length)
        fence = null;
      return null;
    }
    if (fenceMatch) {
      fence = { char: fenceMatch[1]![0]!, length: fenceMatch[1]!.length };
      return null;
    }
    const heading = SECTION_HEADING.exec(text);
    if (!heading) return null;
    const title = plainHeadingText(heading[1]!);
    if (!title) return null;
    current += 1;
    return { current, total: Math.max(total, current), title };
  }

  return {
    push(delta) {
      pending += delta;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? "";
      return lines.map(line).filter((data): data is PlanProgressData => data !== null);
    },
    finish() {
      const last = pending;
      pending = "";
      const data = last ? line(last) : null;
      return data ? [data] : [];
    },
  };
}
