/**
 * Cover letters: stored when a generation finishes (title from the job post), listed per plan,
 * edited and deleted — by their owner only. Another user's letter or plan answers not found.
 */
import { describe, expect, it } from "vitest";
import type { GenerateCoverLetterInput } from "@/lib/ai/assistant-schemas";
import { COVER_LETTER_TITLE_MAX_LENGTH } from "@/lib/ai/assistant-schemas";
import { JOB_POST_MAX_LENGTH } from "@/lib/ai/ai-rules";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { COVER_LETTER_TEXT } from "@/lib/errors/ai";
import { coverLetterHooks } from "@/server/services/cover-letters/generate";
import { titleFromJobPost } from "@/server/services/cover-letters/cover-letters";
import { followToEnd, textOf } from "./generations-kit";
import { hookOutcome as outcome, noWriter } from "../../helpers/generation-hook-kit";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, OWNER, STRANGER, usePlansApi } from "../plans/plans-test-kit";
import { planWithSections } from "./assistant-test-kit";

const JOB_POST = "## Need a Shopify developer\n\nWe sell tea and need a new shop by March.";

describe(`cover letters on ${describeTarget()}`, () => {
  const api = usePlansApi();

  async function generatedLetter(userId: string, planId: string, text = "Dear team,\n\nHello.") {
    const input: GenerateCoverLetterInput = {
      planId,
      jobPost: JOB_POST,
      tone: "friendly",
      length: "short",
      modelId: OFFLINE_MODEL_ID,
    };
    const result = await coverLetterHooks(api.db, userId, input).onEnd!(
      outcome("finished", text),
      noWriter,
    );
    expect(result).toMatchObject({ kind: "cover_letter", coverLetterId: expect.any(String) });
    return (result as { coverLetterId: string }).coverLetterId;
  }

  it("stores a finished generation's letter, titled from the job post, and lists it on its plan", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Tea shop", ["A Shopify store."]);
    const id = await generatedLetter(OWNER.id, plan.id, "  Dear team,\n\nI can help.  ");
    const letter = await owner.coverLetters.get({ coverLetterId: id });
    expect(letter).toMatchObject({
      planId: plan.id,
      userId: OWNER.id,
      title: "Need a Shopify developer",
      jobPost: JOB_POST,
      body: "Dear team,\n\nI can help.",
      tone: "friendly",
      length: "short",
      modelId: OFFLINE_MODEL_ID,
    });
    expect(await owner.coverLetters.list({ planId: plan.id })).toEqual([
      expect.objectContaining({ id, title: "Need a Shopify developer" }),
    ]);
  });

  it("generate runs the offline planner through the runner: the letter streams, is stored, and the stream names it", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Tea shop relaunch", [
      "Leaf & Co. needs a Shopify store with subscriptions.",
    ]);
    const { generationId } = await owner.coverLetters.generate({
      planId: plan.id,
      jobPost: JOB_POST,
      tone: "confident",
      length: "short",
      modelId: OFFLINE_MODEL_ID,
    });
    const chunks = await followToEnd(api.db, OWNER.id, generationId);
    const result = chunks.find((chunk) => chunk.type === "data-result") as
      { data: { kind: string; coverLetterId: string } } | undefined;
    expect(result?.data.kind).toBe("cover_letter");
    const letter = await owner.coverLetters.get({ coverLetterId: result!.data.coverLetterId });
    expect(letter).toMatchObject({ planId: plan.id, tone: "confident", length: "short" });
    expect(letter.body).toBe(textOf(chunks).trim());
    expect(letter.body).toContain(OWNER.name);
    // The stranger cannot follow the owner's generation.
    await expect(followToEnd(api.db, STRANGER.id, generationId)).rejects.toThrow();
  });

  it("stores nothing for a failed or stopped generation; an empty letter fails it", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Nothing stored", ["x"]);
    const input: GenerateCoverLetterInput = {
      planId: plan.id,
      jobPost: JOB_POST,
      tone: "professional",
      length: "medium",
      modelId: OFFLINE_MODEL_ID,
    };
    const hooks = coverLetterHooks(api.db, OWNER.id, input);
    expect(await hooks.onEnd!(outcome("failed", "partial"), noWriter)).toBeUndefined();
    expect(await hooks.onEnd!(outcome("stopped", "partial"), noWriter)).toBeUndefined();
    await expect(hooks.onEnd!(outcome("finished", "   "), noWriter)).rejects.toThrow(
      COVER_LETTER_TEXT.emptyLetter,
    );
    expect(await owner.coverLetters.list({ planId: plan.id })).toEqual([]);
  });

  it("edits and deletes the owner's letter", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Edit", ["x"]);
    const id = await generatedLetter(OWNER.id, plan.id);
    const updated = await owner.coverLetters.update({
      coverLetterId: id,
      title: "Tea shop proposal",
      body: "Edited letter",
    });
    expect(updated).toMatchObject({ title: "Tea shop proposal", body: "Edited letter" });
    expect((await owner.coverLetters.get({ coverLetterId: id })).body).toBe("Edited letter");
    await owner.coverLetters.delete({ coverLetterId: id });
    expect((await failureOf(owner.coverLetters.get({ coverLetterId: id }))).code).toBe("NOT_FOUND");
    expect(await owner.coverLetters.list({ planId: plan.id })).toEqual([]);
  });

  it("refuses another user everywhere and changes nothing", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const plan = await planWithSections(owner, "Owner only", ["secret approach"]);
    const id = await generatedLetter(OWNER.id, plan.id, "The owner's letter");
    // Thunks: each call starts only when awaited (a rejected promise waiting its turn would be
    // reported as unhandled).
    for (const call of [
      () => stranger.coverLetters.get({ coverLetterId: id }),
      () => stranger.coverLetters.list({ planId: plan.id }),
      () => stranger.coverLetters.update({ coverLetterId: id, body: "hijacked" }),
      () => stranger.coverLetters.delete({ coverLetterId: id }),
      () =>
        stranger.coverLetters.generate({
          planId: plan.id,
          jobPost: JOB_POST,
          tone: "concise",
          length: "short",
          modelId: OFFLINE_MODEL_ID,
        }),
    ]) {
      expect((await failureOf(call())).code).toBe("NOT_FOUND");
    }
    expect((await owner.coverLetters.get({ coverLetterId: id })).body).toBe("The owner's letter");
    // A generation that ends for a plan that is not (or no longer) the user's stores nothing.
    const input: GenerateCoverLetterInput = {
      planId: plan.id,
      jobPost: JOB_POST,
      tone: "concise",
      length: "short",
      modelId: OFFLINE_MODEL_ID,
    };
    await expect(
      coverLetterHooks(api.db, STRANGER.id, input).onEnd!(outcome("finished", "x"), noWriter),
    ).rejects.toThrow();
    expect(await owner.coverLetters.list({ planId: plan.id })).toHaveLength(1);
  });

  it("validates the job post, tone and length", async () => {
    const owner = await api.owner();
    const plan = await planWithSections(owner, "Validation", ["x"]);
    const base = { planId: plan.id, tone: "friendly", length: "short", modelId: OFFLINE_MODEL_ID };
    for (const input of [
      { ...base, jobPost: "   " },
      { ...base, jobPost: "x".repeat(JOB_POST_MAX_LENGTH + 1) },
      { ...base, jobPost: "ok", tone: "rude" },
      { ...base, jobPost: "ok", length: "epic" },
    ]) {
      expect(
        (await failureOf(owner.coverLetters.generate(input as GenerateCoverLetterInput))).code,
      ).toBe("BAD_REQUEST");
    }
  });

  it("titles come from the job post's first line, cut at a word", () => {
    expect(titleFromJobPost("\n\n# **Logo** design\nmore")).toBe("Logo design");
    expect(titleFromJobPost("   ")).toBe(COVER_LETTER_TEXT.untitled);
    const long = titleFromJobPost("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(COVER_LETTER_TITLE_MAX_LENGTH);
    expect(long.endsWith("word…")).toBe(true);
  });
});
