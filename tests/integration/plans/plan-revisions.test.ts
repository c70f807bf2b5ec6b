/**
 * Revisions: taken on the first save after a pause (not on every keystroke), before a section
 * delete, before the trash and before restoring a revision — so restoring is itself recorded and
 * can be undone. Listed newest first; each one opens with its full snapshot.
 */
import { describe, expect, it } from "vitest";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { REVISION_PAUSE_MS } from "@/lib/plans/plan-schemas";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, usePlansApi } from "./plans-test-kit";

const PAUSED = REVISION_PAUSE_MS + 60_000;
const NOT_PAUSED = REVISION_PAUSE_MS - 60_000;

describe(`plan revisions on ${describeTarget()}`, () => {
  const api = usePlansApi();

  it("takes one on the first save after a pause, none while the user keeps typing", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Paused",
      sections: [{ kind: "overview", body: "first words" }],
    });
    const sectionId = plan.sections[0]!.id;

    await api.ageUpdatedAt(plan.id, NOT_PAUSED);
    await owner.plan.section.update({ planId: plan.id, sectionId, expectedVersion: 1, body: "b" });
    expect(await owner.plan.revision.list({ planId: plan.id })).toEqual([]);

    await api.ageUpdatedAt(plan.id, PAUSED);
    await owner.plan.section.update({ planId: plan.id, sectionId, expectedVersion: 2, body: "c" });
    await owner.plan.section.update({ planId: plan.id, sectionId, expectedVersion: 3, body: "d" });
    const revisions = await owner.plan.revision.list({ planId: plan.id });
    expect(revisions).toEqual([
      {
        id: expect.any(String),
        reason: REVISION_REASONS.pause,
        createdAt: expect.any(Date),
        title: "Paused",
        sectionCount: 1,
      },
    ]);
    const revision = await owner.plan.revision.get({
      planId: plan.id,
      revisionId: revisions[0]!.id,
    });
    expect(revision.snapshot).toEqual({
      title: "Paused",
      summary: "",
      sections: [{ kind: "overview", title: "Overview", body: "b" }],
    });
  });

  it("details saves follow the same pause rule", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({ title: "Old title", sections: [] });
    await api.ageUpdatedAt(plan.id, PAUSED);
    await owner.plan.updateDetails({ id: plan.id, expectedVersion: 1, title: "New title" });
    const [revision] = await owner.plan.revision.list({ planId: plan.id });
    expect(revision).toMatchObject({ reason: REVISION_REASONS.pause, title: "Old title" });
  });

  it("takes one before a section is deleted, holding the deleted text", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Delete",
      sections: [
        { kind: "scope", body: "keep" },
        { kind: "risks", body: "about to go" },
      ],
    });
    await owner.plan.section.delete({ planId: plan.id, sectionId: plan.sections[1]!.id });
    const [summary] = await owner.plan.revision.list({ planId: plan.id });
    expect(summary).toMatchObject({ reason: REVISION_REASONS.sectionDelete, sectionCount: 2 });
    const revision = await owner.plan.revision.get({ planId: plan.id, revisionId: summary!.id });
    expect(revision.snapshot.sections.map((s) => s.body)).toEqual(["keep", "about to go"]);
  });

  it("takes one before the plan goes to the trash", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({ title: "Trash", sections: [{ kind: "team" }] });
    await owner.plan.trash({ ids: [plan.id] });
    await owner.plan.restore({ ids: [plan.id] });
    const [revision] = await owner.plan.revision.list({ planId: plan.id });
    expect(revision).toMatchObject({ reason: REVISION_REASONS.trash, sectionCount: 1 });
  });

  it("restores a revision after recording the current state, so the restore can be undone", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Version 1",
      summary: "first",
      sections: [
        { kind: "overview", body: "one" },
        { kind: "goals", body: "two" },
      ],
    });
    // Version 2: renamed, a section deleted (recording version 1), another edited.
    await owner.plan.section.delete({ planId: plan.id, sectionId: plan.sections[1]!.id });
    await owner.plan.updateDetails({ id: plan.id, expectedVersion: 1, title: "Version 2" });
    await owner.plan.section.update({
      planId: plan.id,
      sectionId: plan.sections[0]!.id,
      expectedVersion: 1,
      body: "one, edited",
    });
    const [version1] = await owner.plan.revision.list({ planId: plan.id });

    const restored = await owner.plan.revision.restore({
      planId: plan.id,
      revisionId: version1!.id,
    });
    expect(restored).toMatchObject({ title: "Version 1", summary: "first", version: 3 });
    expect(restored.sections.map((s) => [s.position, s.kind, s.body])).toEqual([
      [0, "overview", "one"],
      [1, "goals", "two"],
    ]);
    expect(restored).not.toHaveProperty("searchVector");

    const revisions = await owner.plan.revision.list({ planId: plan.id });
    expect(revisions.map((r) => r.reason)).toEqual([
      REVISION_REASONS.beforeRestore,
      REVISION_REASONS.sectionDelete,
    ]);
    const beforeRestore = await owner.plan.revision.get({
      planId: plan.id,
      revisionId: revisions[0]!.id,
    });
    expect(beforeRestore.snapshot).toEqual({
      title: "Version 2",
      summary: "first",
      sections: [{ kind: "overview", title: "Overview", body: "one, edited" }],
    });

    // Undoing the restore brings version 2 back, and records version 1 once more.
    const undone = await owner.plan.revision.restore({
      planId: plan.id,
      revisionId: beforeRestore.id,
    });
    expect(undone.title).toBe("Version 2");
    expect(undone.sections.map((s) => s.body)).toEqual(["one, edited"]);
    expect(await owner.plan.revision.list({ planId: plan.id })).toHaveLength(3);

    // The search document follows the restored text.
    expect((await owner.plan.list({ query: "edited" })).items.map((i) => i.id)).toContain(plan.id);
  });

  it("a revision of another plan is not found through this plan", async () => {
    const owner = await api.owner();
    const one = await owner.plan.create({ title: "One", sections: [{ kind: "scope" }] });
    const other = await owner.plan.create({ title: "Other", sections: [{ kind: "scope" }] });
    await owner.plan.section.delete({ planId: other.id, sectionId: other.sections[0]!.id });
    const [otherRevision] = await owner.plan.revision.list({ planId: other.id });
    for (const call of [
      () => owner.plan.revision.get({ planId: one.id, revisionId: otherRevision!.id }),
      () => owner.plan.revision.restore({ planId: one.id, revisionId: otherRevision!.id }),
    ]) {
      const failure = await failureOf(call());
      expect(failure.code).toBe("NOT_FOUND");
      expect(failure.message).toBe(PLAN_ERRORS.revisionNotFound);
    }
    expect((await owner.plan.get({ id: one.id })).sections).toHaveLength(1);
    expect(await owner.plan.revision.list({ planId: one.id })).toEqual([]);
  });
});
