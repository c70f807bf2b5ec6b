import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/app-error";
import { PLAN_CUSTOMIZATION_DEFAULTS } from "@/lib/plans/customization-rules";
import { planMarkdown } from "@/server/services/ai/offline/plan-reply";
import { createPlanProgressWatcher } from "@/server/services/ai/plan-writing/plan-progress";
import {
  hasGanttBlock,
  planFromMarkdown,
  titleFromBrief,
} from "@/server/services/ai/plan-writing/plan-output";
import { sectionBodyFromOutput } from "@/server/services/ai/plan-writing/section-output";

const TODAY = new Date("2026-03-02T10:00:00Z");
const BRIEF = "Website redesign for Acme Bakery. Launch in 8 weeks.";
const GANTT = "```mermaid\ngantt\n  dateFormat YYYY-MM-DD\n  Build:a, 2026-03-02, 2026-03-20\n```";

describe("plan output check", () => {
  it("splits the Markdown into sections and keeps the model's gantt block", () => {
    const plan = planFromMarkdown(
      `## Overview\nA site.\n\n## Timeline\n${GANTT}\n\n## Risks\n- Late copy`,
      {
        brief: BRIEF,
        today: TODAY,
      },
    );
    expect(plan.sections.map((s) => [s.kind, s.title])).toEqual([
      ["overview", "Overview"],
      ["timeline", "Timeline"],
      ["risks", "Risks"],
    ]);
    expect(plan.sections[1]!.body).toContain("Build:a, 2026-03-02");
    expect(plan.ganttAdded).toBe(false);
    expect(plan.title).toBe("Website redesign for Acme Bakery");
  });

  it("draws the gantt chart with the offline schedule when the timeline section has none", () => {
    const plan = planFromMarkdown("## Overview\nA site.\n\n## Timeline\nAbout two months.", {
      brief: BRIEF,
      today: TODAY,
    });
    const timeline = plan.sections.find((s) => s.kind === "timeline")!;
    expect(plan.ganttAdded).toBe(true);
    expect(timeline.body).toContain("About two months.");
    expect(hasGanttBlock(timeline.body)).toBe(true);
    // The schedule starts today and follows the brief's 8 weeks.
    expect(timeline.body).toContain("2026-03-02");
    expect(timeline.body).toMatch(/milestone, m1, 2026-04-27/);
  });

  it("adds a timeline section before the next steps when the model wrote none", () => {
    const plan = planFromMarkdown("## Overview\nA site.\n\n## Next steps\n- Call", {
      brief: BRIEF,
      today: TODAY,
    });
    expect(plan.sections.map((s) => s.kind)).toEqual(["overview", "timeline", "next_steps"]);
    expect(hasGanttBlock(plan.sections[1]!.body)).toBe(true);
  });

  it("does not take a gantt chart in another section, or a flowchart, as the timeline's", () => {
    const plan = planFromMarkdown(
      `## Scope\n${GANTT}\n\n## Timeline\n\`\`\`mermaid\nflowchart TD\n A-->B\n\`\`\``,
      { brief: BRIEF, today: TODAY },
    );
    expect(plan.ganttAdded).toBe(true);
  });

  it("takes the model's title and summary when it wrote them", () => {
    const plan = planFromMarkdown(
      `# Harbour Yoga booking site\n\nA site that takes bookings.\n\n## Timeline\n${GANTT}`,
      { brief: BRIEF, today: TODAY },
    );
    expect(plan.title).toBe("Harbour Yoga booking site");
    expect(plan.summary).toBe("A site that takes bookings.");
    expect(plan.sections.map((s) => s.kind)).toEqual(["timeline"]);
  });

  it("reads the offline planner's plan as written: its own Gantt chart, one progress step per section", () => {
    const markdown = planMarkdown({
      kind: "plan",
      brief: BRIEF,
      customization: {
        defaultSections: [...PLAN_CUSTOMIZATION_DEFAULTS.defaultSections],
        currency: "USD",
        hourlyRateCents: null,
      },
      today: "2026-03-02",
    });
    const plan = planFromMarkdown(markdown, { brief: BRIEF, today: TODAY });
    expect(plan.ganttAdded).toBe(false);
    expect(plan.title).not.toBe("");
    const watcher = createPlanProgressWatcher(1);
    const progress = [...watcher.push(markdown), ...watcher.finish()];
    expect(progress.map((p) => p.title)).toEqual(plan.sections.map((s) => s.title));
  });

  it("refuses an answer with no sections", () => {
    expect(() => planFromMarkdown("   ", { brief: BRIEF, today: TODAY })).toThrow(AppError);
  });

  it("titles the plan from the brief's first sentence, clipped at a word", () => {
    expect(titleFromBrief("# Mobile app\nMore text")).toBe("Mobile app");
    const long = titleFromBrief(`${"word ".repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("section action output check", () => {
  it("removes a wrapping markdown fence and a repeated title heading", () => {
    expect(sectionBodyFromOutput("```markdown\n## Risks\n- Late copy\n```", "Risks")).toBe(
      "- Late copy",
    );
  });

  it("keeps a heading that is not the section's title and a mermaid block", () => {
    const body = "### Phase 1\n```mermaid\ngantt\n```";
    expect(sectionBodyFromOutput(body, "Timeline")).toBe(body);
  });
});
