import { describe, expect, it } from "vitest";
import { planDocumentFrom, planDocumentReducer } from "@/components/plan/plan-document";
import type { PlanSection, PlanWithSections } from "@/components/plan/plan-types";

const at = new Date("2026-03-01T10:00:00Z");

function section(id: string, position: number, title: string): PlanSection {
  return {
    id,
    planId: "p",
    position,
    kind: "custom",
    title,
    body: `${title} text`,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

const plan = {
  id: "p",
  ownerId: "u",
  title: "Plan",
  summary: "",
  status: "draft",
  source: "manual",
  visibility: "private",
  slug: null,
  customization: {},
  version: 1,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
  // Stored out of order on purpose: the page shows them by position.
  sections: [section("b", 1, "B"), section("a", 0, "A"), section("c", 2, "C")],
} as unknown as PlanWithSections;

const titles = (doc: ReturnType<typeof planDocumentFrom>) => doc.sections.map((s) => s.title);

describe("the plan page's document", () => {
  it("opens with the sections in order", () => {
    expect(titles(planDocumentFrom(plan))).toEqual(["A", "B", "C"]);
  });

  it("keeps the typed title and the local position when a save comes back", () => {
    let doc = planDocumentFrom(plan);
    doc = planDocumentReducer(doc, { type: "sectionTitleTyped", id: "b", title: "B, renamed" });
    const saved = { ...section("b", 7, "B, ren"), version: 2 };
    doc = planDocumentReducer(doc, { type: "sectionSaved", section: saved });
    expect(doc.sections[1]).toMatchObject({
      id: "b",
      title: "B, renamed",
      position: 1,
      version: 2,
    });
  });

  it("inserts an undone section where it was and removes deleted ones", () => {
    let doc = planDocumentReducer(planDocumentFrom(plan), { type: "sectionRemoved", id: "b" });
    expect(titles(doc)).toEqual(["A", "C"]);
    doc = planDocumentReducer(doc, { type: "sectionInserted", section: section("b2", 1, "B") });
    expect(titles(doc)).toEqual(["A", "B", "C"]);
    expect(doc.sections.map((s) => s.position)).toEqual([0, 1, 2]);
  });

  it("starts a new generation when a restored plan replaces it", () => {
    const doc = planDocumentFrom(plan);
    const restored = { ...plan, title: "Restored", sections: [section("x", 0, "X")] };
    const next = planDocumentReducer(doc, { type: "planReplaced", plan: restored });
    expect(next.generation).toBe(doc.generation + 1);
    expect(next.details.title).toBe("Restored");
    expect(titles(next)).toEqual(["X"]);
  });
});
