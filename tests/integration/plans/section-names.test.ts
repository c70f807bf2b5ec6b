/**
 * One name per section (issue 15, point 6), on the server: a plan made by hand with two sections
 * of the same name is refused and not created; an added section whose name the plan already has
 * is refused and nothing changes; an added kind whose title is taken gets a number.
 */
import { describe, expect, it } from "vitest";
import { SECTION_SAVE_TEXT } from "@/lib/errors/plan-editor";
import { CREATE_PLAN_TEXT } from "@/lib/errors/plans";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, usePlansApi } from "./plans-test-kit";

describe(`section names on ${describeTarget()}`, () => {
  const api = usePlansApi();

  it("refuses a plan made by hand with a repeated section name, and creates nothing", async () => {
    const owner = await api.owner();
    const before = (await owner.plan.list({})).total;
    const failure = await failureOf(
      owner.plan.create({
        title: "Repeated",
        source: "manual",
        sections: [{ kind: "goals" }, { kind: "custom", title: "  GOALS " }],
      }),
    );
    expect(failure.code).toBe("BAD_REQUEST");
    const flattened = (failure.cause as { issues?: { path: unknown[]; message: string }[] }).issues;
    expect(flattened).toEqual([
      expect.objectContaining({
        path: ["sections"],
        message: CREATE_PLAN_TEXT.sectionNamesRepeat("GOALS"),
      }),
    ]);
    expect((await owner.plan.list({})).total).toBe(before);
  });

  it("refuses to add a section under a name the plan has, and changes nothing", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Names",
      sections: [{ kind: "overview" }, { kind: "custom", title: "Hosting" }],
    });
    const before = await owner.plan.get({ id: plan.id });
    for (const title of ["hosting", " Overview  "]) {
      const failure = await failureOf(
        owner.plan.section.add({ planId: plan.id, kind: "custom", title }),
      );
      expect(failure.code).toBe("BAD_REQUEST");
      expect(failure.message).toBe(SECTION_SAVE_TEXT.sectionNameTaken(title.trim()));
    }
    const after = await owner.plan.get({ id: plan.id });
    expect(after.sections.map((section) => section.title)).toEqual(["Overview", "Hosting"]);
    expect(after.version).toBe(before.version);
  });

  it("numbers an added kind whose title the plan already has", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({ title: "Goals twice", sections: [{ kind: "goals" }] });
    const second = await owner.plan.section.add({ planId: plan.id, kind: "goals" });
    const third = await owner.plan.section.add({ planId: plan.id, kind: "goals" });
    expect([second.title, third.title]).toEqual(["Goals 2", "Goals 3"]);
  });
});
