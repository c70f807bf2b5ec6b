/**
 * aiPlan: a section action or a kept revision only ever touches the caller's own plan (another
 * user's plan, or a section of another plan, answers not found and starts no generation), and
 * the hooks of a plan generation turn the model's Markdown into a plan owned by the caller with
 * a Gantt chart in its timeline section.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { aiGenerations, plans } from "@/server/db/schema";
import { planGenerationHooks } from "@/server/services/ai/plan-writing/start-plan";
import { hasGanttBlock } from "@/server/services/ai/plan-writing/plan-output";
import { hookOutcome, recordingWriter } from "../../helpers/generation-hook-kit";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, OWNER, usePlansApi } from "../plans/plans-test-kit";

describe(`aiPlan ownership and plan creation on ${describeTarget()}`, () => {
  const api = usePlansApi();

  it("refuses a section action on another user's plan or on a section of another plan", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const plan = await owner.plan.create({
      title: "Mine",
      sections: [{ kind: "risks", body: "x" }],
    });
    const other = await owner.plan.create({
      title: "Other",
      sections: [{ kind: "goals", body: "y" }],
    });
    const request = {
      planId: plan.id,
      sectionId: plan.sections[0]!.id,
      action: "improve" as const,
      modelId: OFFLINE_MODEL_ID,
    };

    expect((await failureOf(stranger.aiPlan.startSectionAction(request))).code).toBe("NOT_FOUND");
    const wrongSection = { ...request, sectionId: other.sections[0]!.id };
    expect((await failureOf(owner.aiPlan.startSectionAction(wrongSection))).code).toBe("NOT_FOUND");
    expect(await api.db.select().from(aiGenerations)).toEqual([]);
  });

  it("refuses a model the server does not offer and a translation without a language", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({ title: "P", sections: [{ kind: "risks", body: "x" }] });
    const base = { planId: plan.id, sectionId: plan.sections[0]!.id };
    const unknown = owner.aiPlan.startSectionAction({ ...base, action: "shorten", modelId: "x:y" });
    expect((await failureOf(unknown)).code).toBe("BAD_REQUEST");
    const noLanguage = owner.aiPlan.startSectionAction({
      ...base,
      action: "translate",
      modelId: OFFLINE_MODEL_ID,
    });
    expect((await failureOf(noLanguage)).code).toBe("BAD_REQUEST");
  });

  it("keeps a revision before an accepted suggestion, for the owner only", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const plan = await owner.plan.create({
      title: "Kept",
      sections: [{ kind: "goals", body: "old" }],
    });

    expect((await failureOf(stranger.aiPlan.keepRevision({ planId: plan.id }))).code).toBe(
      "NOT_FOUND",
    );
    expect(await owner.plan.revision.list({ planId: plan.id })).toEqual([]);

    await owner.aiPlan.keepRevision({ planId: plan.id });
    const [revision] = await owner.plan.revision.list({ planId: plan.id });
    expect(revision?.reason).toBe(REVISION_REASONS.beforeAiSectionAction);
    const kept = await owner.plan.revision.get({ planId: plan.id, revisionId: revision!.id });
    expect(kept.snapshot.sections).toEqual([{ kind: "goals", title: "Goals", body: "old" }]);
  });

  it("creates the caller's plan from the written Markdown, drawing a missing Gantt chart", async () => {
    const brief = "Mobile app for Harbour Gym members: class booking. Launch in 12 weeks.";
    const hooks = planGenerationHooks(api.db, {
      userId: OWNER.id,
      brief,
      total: 3,
      today: new Date("2026-05-04T09:00:00Z"),
    });
    const writer = recordingWriter();
    const markdown =
      "## Overview\nA booking app.\n\n## Timeline\nTwelve weeks.\n\n## Risks\n- Store review";
    for (const delta of markdown.match(/[^]{1,7}/g)!) {
      hooks.onChunk!({ type: "text-delta", id: "t", delta }, writer);
    }
    const result = await hooks.onEnd!(hookOutcome("finished", markdown), writer);

    expect(writer.chunks.filter((c) => c.type === "data-plan-progress")).toHaveLength(3);
    expect(result).toEqual({ kind: "plan", planId: expect.any(String) });
    const planId = (result as { planId: string }).planId;
    expect(writer.chunks.at(-1)).toEqual({ type: "data-result", data: { kind: "plan", planId } });
    const [row] = await api.db.select().from(plans).where(eq(plans.id, planId));
    expect(row).toMatchObject({ ownerId: OWNER.id, source: "ai" });
    const plan = await (await api.owner()).plan.get({ id: planId });
    expect(plan.sections.map((s) => s.kind)).toEqual(["overview", "timeline", "risks"]);
    expect(hasGanttBlock(plan.sections[1]!.body)).toBe(true);
    expect(plan.sections[1]!.body).toContain("2026-05-04");
  });

  it("creates nothing when the generation was stopped or failed", async () => {
    const before = await api.db.select().from(plans);
    for (const status of ["stopped", "failed"] as const) {
      const hooks = planGenerationHooks(api.db, {
        userId: OWNER.id,
        brief: "A website",
        total: 2,
        today: new Date(),
      });
      expect(
        await hooks.onEnd!(hookOutcome(status, "## Overview\nhalf"), recordingWriter()),
      ).toBeUndefined();
    }
    expect(await api.db.select().from(plans)).toHaveLength(before.length);
  });
});
