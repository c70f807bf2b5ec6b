/**
 * "Add next steps": appends a Next steps section whose checklist gathers the plan's open items —
 * the unchecked `- [ ]` items of its other sections, in order, each once — or an empty checklist
 * to start from when there are none.
 */
import { SECTION_KIND_TITLES } from "@/lib/plans/plan-rules";
import type { Database } from "@/server/db/types";
import { loadSections, lockOwnedPlan, type PlanSection } from "./plan-access";
import { mapMarkdownLines } from "./markdown-lines";
import { recordRevisionAfterPause } from "./revisions";
import { insertSection } from "./sections";

const OPEN_ITEM = /^\s*[-*+]\s+\[ \]\s+(\S.*?)\s*$/;
const EMPTY_CHECKLIST = "- [ ] ";

/** The unchecked checklist items of these sections (earlier Next steps sections left out). */
export function collectOpenItems(
  sections: readonly Pick<PlanSection, "kind" | "body">[],
): string[] {
  const items = new Map<string, string>();
  for (const section of sections) {
    if (section.kind === "next_steps") continue;
    mapMarkdownLines(section.body, (line, inCode) => {
      const item = inCode ? undefined : OPEN_ITEM.exec(line)?.[1];
      if (item && !items.has(item.toLowerCase())) items.set(item.toLowerCase(), item);
      return line;
    });
  }
  return [...items.values()];
}

export function nextStepsMarkdown(items: readonly string[]): string {
  return items.length === 0 ? EMPTY_CHECKLIST : items.map((item) => `- [ ] ${item}`).join("\n");
}

export async function addNextSteps(
  db: Database,
  ownerId: string,
  planId: string,
): Promise<PlanSection> {
  return db.transaction(async (tx) => {
    const plan = await lockOwnedPlan(tx, ownerId, planId);
    await recordRevisionAfterPause(tx, plan);
    const items = collectOpenItems(await loadSections(tx, planId));
    return insertSection(tx, planId, {
      kind: "next_steps",
      title: SECTION_KIND_TITLES.next_steps,
      body: nextStepsMarkdown(items),
    });
  });
}
