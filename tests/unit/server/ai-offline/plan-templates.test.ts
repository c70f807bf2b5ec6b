/** The offline planner's templates and the keyword choice between them. */
import { describe, expect, it } from "vitest";
import { SECTION_KINDS } from "@/lib/plans/plan-rules";
import { extractBriefFacts } from "@/server/services/ai/offline/brief-facts";
import { chooseTemplate, PLAN_TEMPLATES } from "@/server/services/ai/offline/plan-templates";
import { PROJECT_KINDS } from "@/server/services/ai/offline/project-kind";
import * as briefs from "./briefs";

describe("PLAN_TEMPLATES", () => {
  it.each(PROJECT_KINDS)(
    "%s: known sections with a timeline, phases with positive weights, no figures in texts",
    (kind) => {
      const template = PLAN_TEMPLATES[kind];
      expect(template.kind).toBe(kind);
      for (const section of template.sections) expect(SECTION_KINDS).toContain(section);
      expect(template.sections).toContain("timeline");
      expect(template.phases.length).toBeGreaterThan(0);
      for (const phase of template.phases) expect(phase.weight).toBeGreaterThan(0);
      const texts = [
        ...template.goals,
        ...template.deliverables,
        ...template.risks,
        ...template.team,
        template.label,
      ];
      for (const text of texts) expect(text).not.toMatch(/\d/);
    },
  );
});

describe("chooseTemplate", () => {
  it.each([
    [briefs.SAAS_BRIEF, "software"],
    [briefs.WEDDING_BRIEF, "event"],
    [briefs.MARKETING_BRIEF, "marketing_campaign"],
    [briefs.RESEARCH_BRIEF, "research"],
    [briefs.MOBILE_BRIEF, "mobile_app"],
    [briefs.WEBSITE_BRIEF, "website"],
    [briefs.CONSULTING_BRIEF, "consulting"],
    [briefs.VAGUE_BRIEF, "general"],
  ])("%#: %s…", (brief, kind) => {
    expect(chooseTemplate(extractBriefFacts(brief), brief).kind).toBe(kind);
  });

  it("scores the brief itself when the facts name no kind", () => {
    expect(
      chooseTemplate(undefined, "A conference with 300 attendees and a venue in Lisbon").kind,
    ).toBe("event");
    expect(chooseTemplate({ kind: "general" }, "An iOS and Android app").kind).toBe("mobile_app");
    expect(chooseTemplate(undefined, "Organise a two-day offsite in Lisbon").kind).toBe("event");
    expect(chooseTemplate(undefined, "A customer portal that talks to SAP").kind).toBe("software");
  });

  it("does not pick a kind on one weak word", () => {
    expect(chooseTemplate(undefined, "A review of the plan").kind).toBe("general");
  });
});
