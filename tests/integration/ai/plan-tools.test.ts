/**
 * The assistant's plan tools: each call re-checks that the plan (and the section) belongs to
 * the caller; another user's plan or section gets a refusal and no data, and nothing is stored.
 * Proposals are stored open, with the section's text before and after.
 */
import { describe, expect, it } from "vitest";
import { PLAN_TOOL_NAMES } from "@/lib/ai/modes";
import { AI_PANEL_TEXT } from "@/lib/errors/ai";
import { MAX_SECTIONS_PER_PLAN } from "@/lib/plans/plan-schemas";
import { planTools } from "@/server/services/ai/tools/plan-tools";
import { describeTarget } from "../../helpers/test-database";
import { OWNER, usePlansApi } from "../plans/plans-test-kit";
import { callTool, planWithSections, proposalCount } from "./assistant-test-kit";

describe(`plan tools on ${describeTarget()}`, () => {
  const api = usePlansApi();

  it("read_plan answers the owner's plan: title, summary, sections with ids", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Shop", ["We build a shop.", "Risks: none"]);
    const tools = planTools(api.db, { userId: OWNER.id, planId: plan.id });
    expect(Object.keys(tools).sort()).toEqual(Object.values(PLAN_TOOL_NAMES).sort());
    const result = await callTool(tools, PLAN_TOOL_NAMES.readPlan, {});
    expect(result).toEqual({
      planId: plan.id,
      title: "Shop",
      summary: "",
      sections: plan.sections.map(({ id, kind, title, body }) => ({ id, kind, title, body })),
    });
  });

  it("refuses every tool for a plan the caller does not own, storing nothing", async () => {
    const stranger = await api.stranger();
    const theirs = await planWithSections(stranger, "Secret", ["confidential text"]);
    // The tools bound to another user's plan (what a forged panel request would build).
    const tools = planTools(api.db, { userId: OWNER.id, planId: theirs.id });
    const read = await callTool(tools, PLAN_TOOL_NAMES.readPlan, {});
    expect(read).toEqual({ refused: AI_PANEL_TEXT.toolPlanRefused });
    expect(JSON.stringify(read)).not.toContain("confidential");
    expect(
      await callTool(tools, PLAN_TOOL_NAMES.proposeSectionChange, {
        sectionId: theirs.sections[0]!.id,
        body: "taken over",
        reason: "x",
      }),
    ).toEqual({ refused: AI_PANEL_TEXT.toolSectionRefused });
    expect(
      await callTool(tools, PLAN_TOOL_NAMES.proposeNewSection, {
        title: "New",
        body: "x",
        reason: "x",
      }),
    ).toEqual({ refused: AI_PANEL_TEXT.toolPlanRefused });
    expect(await proposalCount(api.db, theirs.id)).toBe(0);
  });

  it("refuses a call naming another plan or another plan's section from the owner's chat", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const mine = await planWithSections(owner, "Mine", ["my text"]);
    const theirs = await planWithSections(stranger, "Theirs", ["their text"]);
    const otherOfMine = await planWithSections(owner, "Other of mine", ["other text"]);
    const tools = planTools(api.db, { userId: OWNER.id, planId: mine.id });

    expect(await callTool(tools, PLAN_TOOL_NAMES.readPlan, { planId: theirs.id })).toEqual({
      refused: AI_PANEL_TEXT.toolPlanRefused,
    });
    for (const sectionId of [theirs.sections[0]!.id, otherOfMine.sections[0]!.id, "not-an-id"]) {
      expect(
        await callTool(tools, PLAN_TOOL_NAMES.proposeSectionChange, {
          sectionId,
          body: "replaced",
          reason: "x",
        }),
      ).toEqual({ refused: AI_PANEL_TEXT.toolSectionRefused });
    }
    expect(
      await callTool(tools, PLAN_TOOL_NAMES.proposeSectionChange, {
        planId: theirs.id,
        sectionId: theirs.sections[0]!.id,
        body: "replaced",
        reason: "x",
      }),
    ).toEqual({ refused: AI_PANEL_TEXT.toolPlanRefused });
    expect(
      await callTool(tools, PLAN_TOOL_NAMES.proposeNewSection, {
        planId: theirs.id,
        title: "T",
        body: "b",
        reason: "r",
      }),
    ).toEqual({ refused: AI_PANEL_TEXT.toolPlanRefused });
    for (const plan of [mine, theirs, otherOfMine]) {
      expect(await proposalCount(api.db, plan.id)).toBe(0);
    }
  });

  it("re-checks ownership on every call: a plan moved to the trash is refused afterwards", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Soon trashed", ["text"]);
    const tools = planTools(api.db, { userId: OWNER.id, planId: plan.id });
    expect(await callTool(tools, PLAN_TOOL_NAMES.readPlan, {})).toMatchObject({ planId: plan.id });
    await owner.plan.trash({ ids: [plan.id] });
    expect(await callTool(tools, PLAN_TOOL_NAMES.readPlan, {})).toEqual({
      refused: AI_PANEL_TEXT.toolPlanRefused,
    });
    expect(
      await callTool(tools, PLAN_TOOL_NAMES.proposeSectionChange, {
        sectionId: plan.sections[0]!.id,
        body: "new",
        reason: "r",
      }),
    ).toEqual({ refused: AI_PANEL_TEXT.toolSectionRefused });
  });

  it("stores an open proposal with the section's text before and after, and changes nothing", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Proposals", ["old words here"]);
    const section = plan.sections[0]!;
    const tools = planTools(api.db, { userId: OWNER.id, planId: plan.id });
    const proposal = await callTool(tools, PLAN_TOOL_NAMES.proposeSectionChange, {
      sectionId: section.id,
      body: "new words here",
      reason: "Clearer",
    });
    expect(proposal).toEqual({
      proposalId: expect.any(String),
      planId: plan.id,
      sectionId: section.id,
      title: section.title,
      before: "old words here",
      after: "new words here",
      reason: "Clearer",
    });
    const added = await callTool(tools, PLAN_TOOL_NAMES.proposeNewSection, {
      title: "Maintenance",
      body: "Monthly updates.",
      reason: "Missing",
    });
    expect(added).toMatchObject({ sectionId: null, title: "Maintenance", before: "" });
    expect(await proposalCount(api.db, plan.id, "open")).toBe(2);
    const after = await owner.plan.get({ id: plan.id });
    expect(after.sections.map((s) => s.body)).toEqual(["old words here"]);
    expect(after.sections[0]!.version).toBe(section.version);
  });

  it("rejects bodies over the section limit before anything is stored", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Limits", ["x"]);
    const tools = planTools(api.db, { userId: OWNER.id, planId: plan.id });
    const schema = tools[PLAN_TOOL_NAMES.proposeNewSection]!.inputSchema as unknown as {
      safeParse(value: unknown): { success: boolean };
    };
    expect(schema.safeParse({ title: "T", body: "y".repeat(200_001), reason: "r" }).success).toBe(
      false,
    );
    expect(MAX_SECTIONS_PER_PLAN).toBeGreaterThan(0);
  });
});
