/**
 * Applying the assistant's proposals: only the owner can; a revision is recorded first, so
 * restoring it undoes the change; a dismissed or applied proposal cannot be applied (again); a
 * stale proposal (the section was edited since) is applied and says so, the edits kept in the
 * revision.
 */
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { PLAN_TOOL_NAMES } from "@/lib/ai/modes";
import type { SectionProposalData } from "@/lib/ai/stream-data";
import { AI_PANEL_TEXT } from "@/lib/errors/ai";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { planTools } from "@/server/services/ai/tools/plan-tools";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, OWNER, usePlansApi } from "../plans/plans-test-kit";
import { callTool, planWithSections, proposalCount, revisionCount } from "./assistant-test-kit";

describe(`plan assistant proposals on ${describeTarget()}`, () => {
  const api = usePlansApi();

  async function proposeChange(planId: string, sectionId: string, body: string) {
    const tools = planTools(api.db, { userId: OWNER.id, planId });
    return (await callTool(tools, PLAN_TOOL_NAMES.proposeSectionChange, {
      sectionId,
      body,
      reason: "Sharper",
    })) as SectionProposalData;
  }

  it("applies a change after recording a revision; restoring that revision undoes it", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Apply", ["the old scope", "keep me"]);
    const section = plan.sections[0]!;
    const proposal = await proposeChange(plan.id, section.id, "the new scope");
    expect(await owner.planAssistant.openProposals({ planId: plan.id })).toMatchObject([
      { proposalId: proposal.proposalId, status: "open" },
    ]);

    const applied = await owner.planAssistant.applyProposal({ proposalId: proposal.proposalId });
    expect(applied.stale).toBe(false);
    expect(applied.proposal.status).toBe("applied");
    expect(applied.plan.sections.map((s) => s.body)).toEqual(["the new scope", "keep me"]);
    const stored = await owner.plan.get({ id: plan.id });
    expect(stored.sections[0]).toMatchObject({ id: section.id, body: "the new scope" });
    expect(stored.sections[0]!.version).toBe(section.version + 1);

    const [revision] = await owner.plan.revision.list({ planId: plan.id });
    expect(revision).toMatchObject({ id: applied.revisionId, reason: REVISION_REASONS.aiProposal });
    expect(await owner.planAssistant.openProposals({ planId: plan.id })).toEqual([]);

    // Undo: what the toast's "Undo" does.
    const restored = await owner.plan.revision.restore({
      planId: plan.id,
      revisionId: applied.revisionId,
    });
    expect(restored.sections.map((s) => s.body)).toEqual(["the old scope", "keep me"]);
  });

  it("applies a proposed new section at the end, and undo removes it", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "New section", ["one"]);
    const tools = planTools(api.db, { userId: OWNER.id, planId: plan.id });
    const proposal = (await callTool(tools, PLAN_TOOL_NAMES.proposeNewSection, {
      title: "Support",
      body: "We answer within a day.",
      reason: "Missing",
    })) as SectionProposalData;
    const applied = await owner.planAssistant.applyProposal({ proposalId: proposal.proposalId });
    expect(applied.plan.sections.map((s) => [s.kind, s.title, s.body])).toEqual([
      ["overview", "Section 1", "one"],
      ["custom", "Support", "We answer within a day."],
    ]);
    const restored = await owner.plan.revision.restore({
      planId: plan.id,
      revisionId: applied.revisionId,
    });
    expect(restored.sections.map((s) => s.body)).toEqual(["one"]);
  });

  it("refuses another user: get, list, apply and dismiss answer not found and change nothing", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const plan = await planWithSections(owner, "Private", ["mine"]);
    const proposal = await proposeChange(plan.id, plan.sections[0]!.id, "theirs now");
    const revisionsBefore = await revisionCount(api.db, plan.id);

    // Thunks: each call starts only when awaited (a rejected promise waiting its turn would be
    // reported as unhandled).
    for (const call of [
      () => stranger.planAssistant.proposal({ proposalId: proposal.proposalId }),
      () => stranger.planAssistant.openProposals({ planId: plan.id }),
      () => stranger.planAssistant.applyProposal({ proposalId: proposal.proposalId }),
      () => stranger.planAssistant.dismissProposal({ proposalId: proposal.proposalId }),
    ]) {
      expect((await failureOf(call())).code).toBe("NOT_FOUND");
    }
    expect((await owner.plan.get({ id: plan.id })).sections[0]!.body).toBe("mine");
    expect(await revisionCount(api.db, plan.id)).toBe(revisionsBefore);
    expect(await proposalCount(api.db, plan.id, "open")).toBe(1);
    const anonymous = await api.anonymous();
    expect(
      (await failureOf(anonymous.planAssistant.applyProposal({ proposalId: proposal.proposalId })))
        .code,
    ).toBe("UNAUTHORIZED");
  });

  it("a dismissed proposal cannot be applied; an applied one cannot be applied again", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Dismiss", ["as is"]);
    const first = await proposeChange(plan.id, plan.sections[0]!.id, "changed once");
    const dismissed = await owner.planAssistant.dismissProposal({ proposalId: first.proposalId });
    expect(dismissed.status).toBe("dismissed");
    const refused = await failureOf(
      owner.planAssistant.applyProposal({ proposalId: first.proposalId }),
    );
    expect(refused).toBeInstanceOf(TRPCError);
    expect(refused.code).toBe("CONFLICT");
    expect(refused.message).toBe(AI_PANEL_TEXT.proposalResolved);
    expect((await owner.plan.get({ id: plan.id })).sections[0]!.body).toBe("as is");
    expect(await revisionCount(api.db, plan.id)).toBe(0);

    const second = await proposeChange(plan.id, plan.sections[0]!.id, "changed twice");
    await owner.planAssistant.applyProposal({ proposalId: second.proposalId });
    expect(
      (await failureOf(owner.planAssistant.applyProposal({ proposalId: second.proposalId }))).code,
    ).toBe("CONFLICT");
    expect(
      (await failureOf(owner.planAssistant.dismissProposal({ proposalId: second.proposalId })))
        .code,
    ).toBe("CONFLICT");
    expect(await revisionCount(api.db, plan.id)).toBe(1);
  });

  it("applies a stale proposal, says so, and keeps the edits made since in the revision", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Stale", ["draft one"]);
    const section = plan.sections[0]!;
    const proposal = await proposeChange(plan.id, section.id, "the assistant's text");
    await owner.plan.section.update({
      planId: plan.id,
      sectionId: section.id,
      expectedVersion: section.version,
      body: "typed after the suggestion",
    });
    const applied = await owner.planAssistant.applyProposal({ proposalId: proposal.proposalId });
    expect(applied.stale).toBe(true);
    expect(applied.plan.sections[0]!.body).toBe("the assistant's text");
    const revision = await owner.plan.revision.get({
      planId: plan.id,
      revisionId: applied.revisionId,
    });
    expect(revision.snapshot.sections[0]!.body).toBe("typed after the suggestion");
  });

  it("a proposal of a plan in the trash cannot be applied", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Trashed", ["text"]);
    const proposal = await proposeChange(plan.id, plan.sections[0]!.id, "new");
    await owner.plan.trash({ ids: [plan.id] });
    expect(
      (await failureOf(owner.planAssistant.applyProposal({ proposalId: proposal.proposalId })))
        .code,
    ).toBe("NOT_FOUND");
  });
});
