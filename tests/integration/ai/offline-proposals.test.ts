/**
 * The offline planner and the plan tools together, in the step loop the runner uses: asked to
 * add a section or to improve one, the planner calls the tools, a proposal is stored open (the
 * plan is unchanged), and the owner's Apply puts it in the plan with a revision to undo it.
 */
import type { JSONObject } from "@ai-sdk/provider";
import { stepCountIs, streamText } from "ai";
import { describe, expect, it } from "vitest";
import { PLAN_TOOL_NAMES } from "@/lib/ai/modes";
import type { SectionProposalData } from "@/lib/ai/stream-data";
import { createOfflinePlannerModel } from "@/server/services/ai/offline/offline-model";
import { OFFLINE_TASK_KEY, type OfflineTask } from "@/server/services/ai/offline/offline-task";
import { planTools } from "@/server/services/ai/tools/plan-tools";
import { describeTarget } from "../../helpers/test-database";
import { OWNER, usePlansApi } from "../plans/plans-test-kit";
import { planWithSections } from "./assistant-test-kit";

describe(`offline planner proposals through the plan tools on ${describeTarget()}`, () => {
  const api = usePlansApi();

  async function ask(plan: Awaited<ReturnType<typeof planWithSections>>, message: string) {
    const task: OfflineTask = {
      kind: "chat",
      plan: {
        planId: plan.id,
        title: plan.title,
        summary: plan.summary,
        sections: plan.sections.map(({ id, kind, title, body }) => ({ id, kind, title, body })),
      },
    };
    const result = streamText({
      model: createOfflinePlannerModel({ streamDelayMs: 0 }),
      messages: [{ role: "user", content: message }],
      tools: planTools(api.db, { userId: OWNER.id, planId: plan.id }),
      stopWhen: stepCountIs(3),
      maxRetries: 0,
      onError: () => undefined,
      providerOptions: { [OFFLINE_TASK_KEY]: task as unknown as JSONObject },
    });
    const outputs: { toolName: string; output: unknown }[] = [];
    for await (const part of result.fullStream) {
      if (part.type === "tool-result")
        outputs.push({ toolName: part.toolName, output: part.output });
    }
    return outputs;
  }

  it("proposes a new section and a section change; Apply changes the plan, undo restores it", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Café website", [
      "We build a website for a café. It has a menu page, a contact page and opening hours. It is really very nice and it is really very fast.",
    ]);

    const [added] = await ask(plan, "Add a section about maintenance");
    expect(added?.toolName).toBe(PLAN_TOOL_NAMES.proposeNewSection);
    const newSection = added!.output as SectionProposalData;
    expect(newSection).toMatchObject({ planId: plan.id, sectionId: null, title: "Maintenance" });

    const [changed] = await ask(plan, "Please shorten the overview");
    expect(changed?.toolName).toBe(PLAN_TOOL_NAMES.proposeSectionChange);
    const change = changed!.output as SectionProposalData;
    expect(change).toMatchObject({
      sectionId: plan.sections[0]!.id,
      before: plan.sections[0]!.body,
    });
    expect(change.after).not.toBe(change.before);

    // Nothing changed until Apply.
    expect((await owner.plan.get({ id: plan.id })).sections).toHaveLength(1);
    const applied = await owner.planAssistant.applyProposal({ proposalId: change.proposalId });
    expect(applied.plan.sections[0]!.body).toBe(change.after);
    await owner.plan.revision.restore({ planId: plan.id, revisionId: applied.revisionId });
    expect((await owner.plan.get({ id: plan.id })).sections[0]!.body).toBe(plan.sections[0]!.body);
    expect(await owner.planAssistant.openProposals({ planId: plan.id })).toMatchObject([
      { proposalId: newSection.proposalId },
    ]);
  });
});
