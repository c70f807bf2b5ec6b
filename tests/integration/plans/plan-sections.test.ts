/**
 * Sections through plan.section.*: add at a position (others shift), update, delete (positions
 * close up), reorder (exactly the plan's sections, else refused and nothing moves), next steps
 * from the plan's open items, and the Markdown export.
 */
import { describe, expect, it } from "vitest";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { MAX_SECTIONS_PER_PLAN } from "@/lib/plans/plan-schemas";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, usePlansApi, type Caller } from "./plans-test-kit";

const titlesOf = (sections: { title: string; position: number }[]) =>
  sections.map((section) => `${section.position}:${section.title}`);

describe(`plan sections on ${describeTarget()}`, () => {
  const api = usePlansApi();

  async function planWith(owner: Caller, titles: string[]) {
    return owner.plan.create({
      title: "Sections",
      sections: titles.map((title) => ({ kind: "custom" as const, title })),
    });
  }

  it("adds at the end by default, at a position by request (later ones move down), titled by kind", async () => {
    const owner = await api.owner();
    const plan = await planWith(owner, ["A", "B"]);
    const appended = await owner.plan.section.add({ planId: plan.id, kind: "budget" });
    expect(appended).toMatchObject({ title: "Budget", position: 2, body: "", version: 1 });
    const inserted = await owner.plan.section.add({
      planId: plan.id,
      kind: "custom",
      title: "Between",
      body: "text",
      position: 1,
    });
    expect(inserted.position).toBe(1);
    const beyond = await owner.plan.section.add({ planId: plan.id, kind: "team", position: 99 });
    expect(beyond.position).toBe(4);
    expect(titlesOf((await owner.plan.get({ id: plan.id })).sections)).toEqual([
      "0:A",
      "1:Between",
      "2:B",
      "3:Budget",
      "4:Team",
    ]);
  });

  it("updates a section's title and body, one version at a time", async () => {
    const owner = await api.owner();
    const plan = await planWith(owner, ["Draft title"]);
    const section = plan.sections[0]!;
    const renamed = await owner.plan.section.update({
      planId: plan.id,
      sectionId: section.id,
      expectedVersion: 1,
      title: "  Final title  ",
    });
    expect(renamed).toMatchObject({ title: "Final title", body: "", version: 2 });
    const written = await owner.plan.section.update({
      planId: plan.id,
      sectionId: section.id,
      expectedVersion: 2,
      body: "## Heading\n\nBody",
    });
    expect(written).toMatchObject({ title: "Final title", body: "## Heading\n\nBody", version: 3 });
  });

  it("a section of another plan is not found through this plan", async () => {
    const owner = await api.owner();
    const one = await planWith(owner, ["One"]);
    const other = await planWith(owner, ["Other"]);
    const failure = await failureOf(
      owner.plan.section.update({
        planId: one.id,
        sectionId: other.sections[0]!.id,
        expectedVersion: 1,
        body: "wrong plan",
      }),
    );
    expect(failure.code).toBe("NOT_FOUND");
    expect(failure.message).toBe(PLAN_ERRORS.sectionNotFound);
    expect((await owner.plan.get({ id: other.id })).sections[0]!.body).toBe("");
  });

  it("deletes a section, answers it for Undo, and closes the gap; Undo puts it back where it was", async () => {
    const owner = await api.owner();
    const plan = await planWith(owner, ["A", "B", "C"]);
    const { deleted } = await owner.plan.section.delete({
      planId: plan.id,
      sectionId: plan.sections[1]!.id,
    });
    expect(deleted).toMatchObject({ title: "B", position: 1 });
    expect(titlesOf((await owner.plan.get({ id: plan.id })).sections)).toEqual(["0:A", "1:C"]);
    await owner.plan.section.add({
      planId: plan.id,
      kind: deleted.kind,
      title: deleted.title,
      body: deleted.body,
      position: deleted.position,
    });
    expect(titlesOf((await owner.plan.get({ id: plan.id })).sections)).toEqual([
      "0:A",
      "1:B",
      "2:C",
    ]);
    const again = await failureOf(
      owner.plan.section.delete({ planId: plan.id, sectionId: plan.sections[1]!.id }),
    );
    expect(again.code).toBe("NOT_FOUND");
  });

  it("reorders to exactly the given order, keeping versions (an open editor's next save still applies)", async () => {
    const owner = await api.owner();
    const plan = await planWith(owner, ["A", "B", "C"]);
    const [a, b, c] = plan.sections;
    const reordered = await owner.plan.section.reorder({
      planId: plan.id,
      sectionIds: [c!.id, a!.id, b!.id],
    });
    expect(titlesOf(reordered)).toEqual(["0:C", "1:A", "2:B"]);
    expect(reordered.map((s) => s.version)).toEqual([1, 1, 1]);
    expect(titlesOf((await owner.plan.get({ id: plan.id })).sections)).toEqual([
      "0:C",
      "1:A",
      "2:B",
    ]);
  });

  it("refuses a reorder list that is not exactly the plan's sections, and moves nothing", async () => {
    const owner = await api.owner();
    const plan = await planWith(owner, ["A", "B", "C"]);
    const foreign = await planWith(owner, ["X"]);
    const [a, b, c] = plan.sections.map((s) => s.id) as [string, string, string];
    const badLists = {
      missing: [b, a],
      duplicate: [a, a, b, c],
      duplicateInsteadOfOne: [a, a, b],
      foreign: [a, b, foreign.sections[0]!.id],
      extra: [a, b, c, foreign.sections[0]!.id],
    };
    for (const [name, sectionIds] of Object.entries(badLists)) {
      const failure = await failureOf(owner.plan.section.reorder({ planId: plan.id, sectionIds }));
      expect(failure.code, name).toBe("CONFLICT");
      expect(failure.message, name).toBe(PLAN_ERRORS.sectionOrderMismatch);
    }
    const empty = await failureOf(owner.plan.section.reorder({ planId: plan.id, sectionIds: [] }));
    expect(empty.code).toBe("BAD_REQUEST");
    expect(titlesOf((await owner.plan.get({ id: plan.id })).sections)).toEqual([
      "0:A",
      "1:B",
      "2:C",
    ]);
  });

  it(`holds at most ${MAX_SECTIONS_PER_PLAN} sections`, async () => {
    const owner = await api.owner();
    const many = Array.from({ length: 50 }, () => ({ kind: "custom" as const }));
    const full = await owner.plan.create({ title: "Full", sections: many });
    for (let i = 50; i < MAX_SECTIONS_PER_PLAN; i += 1) {
      await owner.plan.section.add({ planId: full.id, kind: "custom" });
    }
    const failure = await failureOf(owner.plan.section.add({ planId: full.id, kind: "custom" }));
    expect(failure.code).toBe("UNPROCESSABLE_CONTENT");
    expect(failure.message).toBe(PLAN_ERRORS.tooManySections);
    expect((await owner.plan.get({ id: full.id })).sections).toHaveLength(MAX_SECTIONS_PER_PLAN);
  });

  describe("add next steps", () => {
    it("collects the unchecked items of the other sections, in order and once each", async () => {
      const owner = await api.owner();
      const plan = await owner.plan.create({
        title: "Open items",
        sections: [
          {
            kind: "scope",
            body: "Intro\n\n- [ ] Confirm the brief\n- [x] Kick-off call\n* [ ] Send the contract\n- plain bullet",
          },
          {
            kind: "timeline",
            body: "1. Phase one\n  - [ ] Book the venue\n- [ ] confirm the brief\n\n```md\n- [ ] not an item (code)\n```",
          },
          { kind: "next_steps", body: "- [ ] An older next step" },
        ],
      });
      const section = await owner.plan.section.addNextSteps({ planId: plan.id });
      expect(section).toMatchObject({ kind: "next_steps", title: "Next steps", position: 3 });
      expect(section.body).toBe(
        "- [ ] Confirm the brief\n- [ ] Send the contract\n- [ ] Book the venue",
      );
      const reloaded = await owner.plan.get({ id: plan.id });
      expect(reloaded.sections.at(-1)!.id).toBe(section.id);
    });

    it("starts an empty checklist when there are no open items", async () => {
      const owner = await api.owner();
      const plan = await owner.plan.create({
        title: "Nothing open",
        sections: [{ kind: "goals", body: "- [x] Done already" }],
      });
      const section = await owner.plan.section.addNextSteps({ planId: plan.id });
      expect(section.body).toBe("- [ ] ");
    });
  });

  describe("export as Markdown", () => {
    it("writes the title, summary and sections with headings nested under them; code is untouched", async () => {
      const owner = await api.owner();
      const plan = await owner.plan.create({
        title: "Café Relaunch: Phase 2!",
        summary: "A new look for the café.",
        sections: [
          { kind: "overview", body: "# Big heading\n\nText\n\n## Smaller" },
          { kind: "timeline", body: "```mermaid\ngantt\n# not a heading\n```" },
          { kind: "risks", body: "### Already deep" },
          { kind: "team" },
        ],
      });
      const exported = await owner.plan.exportMarkdown({ id: plan.id });
      expect(exported.filename).toBe("cafe-relaunch-phase-2.md");
      expect(exported.markdown).toBe(
        [
          "# Café Relaunch: Phase 2!",
          "",
          "A new look for the café.",
          "",
          "## Overview",
          "",
          "### Big heading",
          "",
          "Text",
          "",
          "#### Smaller",
          "",
          "## Timeline",
          "",
          "```mermaid\ngantt\n# not a heading\n```",
          "",
          "## Risks",
          "",
          "### Already deep",
          "",
          "## Team",
          "",
        ].join("\n"),
      );
    });

    it("names a file even when the title has no letters or digits", async () => {
      const owner = await api.owner();
      const plan = await owner.plan.create({ title: "!!!", sections: [] });
      expect((await owner.plan.exportMarkdown({ id: plan.id })).filename).toBe("plan.md");
    });
  });
});
