import { describe, expect, it } from "vitest";
import {
  bodyExcerpt,
  moveSection,
  toCreateInput,
  toDraft,
  withKind,
} from "@/components/create-plan/existing/preview-draft";

describe("import preview draft", () => {
  const draft = toDraft({
    title: "Plan",
    summary: "",
    sections: [
      { kind: "goals", title: "Goals", body: "- a" },
      { kind: "custom", title: "Hosting", body: "" },
      { kind: "budget", title: "Costs", body: "$5" },
    ],
  });

  it("gives every section its own key and drops the keys again for plan.create", () => {
    expect(new Set(draft.sections.map((section) => section.key)).size).toBe(3);
    expect(toCreateInput(draft)).toEqual({
      title: "Plan",
      summary: "",
      source: "existing",
      sections: [
        { kind: "goals", title: "Goals", body: "- a" },
        { kind: "custom", title: "Hosting", body: "" },
        { kind: "budget", title: "Costs", body: "$5" },
      ],
    });
  });

  it("moves a section up or down, and not past either end", () => {
    const titles = (sections: { title: string }[]) => sections.map((section) => section.title);
    expect(titles(moveSection(draft.sections, 2, -1))).toEqual(["Goals", "Costs", "Hosting"]);
    expect(titles(moveSection(draft.sections, 0, 1))).toEqual(["Hosting", "Goals", "Costs"]);
    expect(titles(moveSection(draft.sections, 0, -1))).toEqual(["Goals", "Hosting", "Costs"]);
    expect(titles(moveSection(draft.sections, 2, 1))).toEqual(["Goals", "Hosting", "Costs"]);
  });

  it("renames a section whose title was only its kind's default when the kind changes", () => {
    const [goals, hosting, costs] = draft.sections;
    expect(withKind(goals!, "scope").title).toBe("Scope");
    expect(withKind(hosting!, "team").title).toBe("Hosting");
    expect(withKind(costs!, "risks").title).toBe("Costs");
    expect(withKind(goals!, "custom").title).toBe("Goals");
  });

  it("shows the start of a body as plain text, items set apart", () => {
    expect(bodyExcerpt("Intro line\nwraps here.\n\n- **One**\n- [Two](https://x.y)")).toBe(
      "Intro line wraps here. · One · Two",
    );
    expect(bodyExcerpt("| A | B |\n| --- | --- |\n| 1 | 2 |")).toBe("A B · 1 2");
    expect(bodyExcerpt("```mermaid\ngraph TD\n```")).toBe("graph TD");
    expect(bodyExcerpt("word ".repeat(100), 20)).toBe("word word word word…");
  });
});
