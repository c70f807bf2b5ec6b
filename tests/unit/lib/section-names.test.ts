/** Section names within a plan (issue 15, point 6): one name per section, compared loosely. */
import { describe, expect, it } from "vitest";
import { CREATE_PLAN_TEXT } from "@/lib/errors/plans";
import { SECTION_TITLE_MAX_LENGTH } from "@/lib/plans/plan-rules";
import { createPlanInput } from "@/lib/plans/plan-schemas";
import {
  distinctSectionName,
  hasSectionName,
  repeatedSectionName,
  sectionNameKey,
} from "@/lib/plans/section-names";

describe("section names", () => {
  it("compare without case, outer spaces, runs of spaces or compatible Unicode forms", () => {
    expect(sectionNameKey("  Next   Steps ")).toBe(sectionNameKey("next steps"));
    expect(sectionNameKey("ＧＯＡＬＳ")).toBe(sectionNameKey("goals"));
    expect(hasSectionName(["Hosting"], " HOSTING ")).toBe(true);
    expect(hasSectionName(["Hosting"], "Hostings")).toBe(false);
  });

  it("find a name given twice, a kind's default title counting as its name", () => {
    expect(repeatedSectionName([{ kind: "goals" }, { kind: "custom", title: " goals" }])).toBe(
      "goals",
    );
    expect(repeatedSectionName([{ kind: "custom", title: "Team" }, { kind: "team" }])).toBe("Team");
    expect(
      repeatedSectionName([
        { kind: "custom", title: "Hosting" },
        { kind: "custom", title: "Maintenance" },
      ]),
    ).toBeNull();
    // Untitled sections of one kind share its default title, as the API always allowed.
    expect(repeatedSectionName([{ kind: "custom" }, { kind: "custom", title: "" }])).toBeNull();
  });

  it("number a taken name, within the title limit", () => {
    expect(distinctSectionName(["Goals"], "Goals")).toBe("Goals 2");
    expect(distinctSectionName(["Goals", "goals 2"], "Goals")).toBe("Goals 3");
    expect(distinctSectionName(["Budget"], "Goals")).toBe("Goals");
    const long = "n".repeat(SECTION_TITLE_MAX_LENGTH);
    const numbered = distinctSectionName([long], long);
    expect(numbered.length).toBeLessThanOrEqual(SECTION_TITLE_MAX_LENGTH);
    expect(numbered.endsWith(" 2")).toBe(true);
  });
});

describe("creating a plan by hand", () => {
  it("refuses two sections of the same name, saying which", () => {
    const parsed = createPlanInput.safeParse({
      title: "Plan",
      source: "manual",
      sections: [
        { kind: "overview" },
        { kind: "custom", title: "Hosting" },
        { kind: "custom", title: " hosting " },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toEqual([
      expect.objectContaining({
        path: ["sections"],
        message: CREATE_PLAN_TEXT.sectionNamesRepeat("hosting"),
      }),
    ]);
  });

  it("keeps an imported document's repeated headings as they are", () => {
    const parsed = createPlanInput.safeParse({
      title: "Plan",
      source: "existing",
      sections: [
        { kind: "custom", title: "Notes" },
        { kind: "custom", title: "Notes" },
      ],
    });
    expect(parsed.success).toBe(true);
  });
});
