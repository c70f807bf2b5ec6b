/**
 * aiPlan.startPlan through the real generation runner and the offline planner: the plan is
 * written, progress is streamed per section, and the caller's plan is created with a Gantt chart
 * in its timeline section. A paid model with too few credits is refused with 402 before anything
 * is created or any provider is called.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { aiGenerations, plans } from "@/server/db/schema";
import { followGeneration } from "@/server/services/ai/generations";
import { buildModelRegistry, type ModelRegistry } from "@/server/services/ai/models/registry";
import { hasGanttBlock } from "@/server/services/ai/plan-writing/plan-output";
import { startFakeOpenAiServer } from "../../helpers/fake-openai-server";
import type { FakeLlmServer } from "../../helpers/fake-llm-server";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, OWNER, usePlansApi } from "../plans/plans-test-kit";
import { readAll } from "./generations-kit";

const BRIEF =
  "A booking website for Harbour Yoga studio: class timetable, online booking and payments. Budget $12,000. Launch in 10 weeks.";
const PAID_MODEL = "local:paid-planner";

const registryHolder = globalThis as unknown as { plansmithModelRegistry?: ModelRegistry };

describe(`aiPlan.startPlan on ${describeTarget()}`, () => {
  const api = usePlansApi();

  /** Follows a generation to its end and answers its data-result part, if it sent one. */
  async function resultOf(generationId: string) {
    const chunks = await readAll(
      await followGeneration(api.db, { userId: OWNER.id, generationId }),
    );
    return chunks.find((chunk) => chunk.type === "data-result") as
      { data: { kind: string; text: string } } | undefined;
  }
  let provider: FakeLlmServer;
  let previousRegistry: ModelRegistry | undefined;

  beforeAll(async () => {
    provider = await startFakeOpenAiServer();
    previousRegistry = registryHolder.plansmithModelRegistry;
    registryHolder.plansmithModelRegistry = buildModelRegistry({
      openaiCompatible: {
        baseURL: provider.url,
        apiKey: provider.apiKey,
        models: ["paid-planner"],
        name: "Test provider",
      },
      prices: { [PAID_MODEL]: { inputPer1k: 5, outputPer1k: 20 } },
      contextTokens: {},
    });
  });
  afterAll(async () => {
    registryHolder.plansmithModelRegistry = previousRegistry;
    await provider.close();
  });
  afterEach(() => {
    provider.requests.length = 0;
  });

  it("creates the caller's plan from the offline planner, with a Gantt chart in the timeline", async () => {
    const owner = await api.owner();
    const { generationId } = await owner.aiPlan.startPlan({
      brief: BRIEF,
      audience: "Studio members",
      modelId: OFFLINE_MODEL_ID,
    });
    const chunks = await readAll(
      await followGeneration(api.db, { userId: OWNER.id, generationId }),
    );

    const progress = chunks.filter((chunk) => chunk.type === "data-plan-progress");
    const result = chunks.find((chunk) => chunk.type === "data-result");
    expect(result).toMatchObject({ data: { kind: "plan", planId: expect.any(String) } });
    const planId = (result as { data: { planId: string } }).data.planId;
    const plan = await owner.plan.get({ id: planId });
    expect(plan.source).toBe("ai");
    expect(progress.map((chunk) => (chunk as { data: { title: string } }).data.title)).toEqual(
      plan.sections.map((section) => section.title),
    );
    // 'of N' is right from the first section on.
    for (const chunk of progress) {
      expect((chunk as { data: { total: number } }).data.total).toBe(plan.sections.length);
    }
    const timeline = plan.sections.find((section) => section.kind === "timeline");
    expect(timeline && hasGanttBlock(timeline.body)).toBe(true);
    // Only the caller sees it.
    const stranger = await api.stranger();
    expect((await failureOf(stranger.plan.get({ id: planId }))).code).toBe("NOT_FOUND");
    expect(provider.requests).toEqual([]);
  });

  it("streams a section action's new body as the result and saves nothing", async () => {
    const owner = await api.owner();
    const body = "First point. More words here.\n\nSecond point. Even more words here.";
    const plan = await owner.plan.create({ title: "P", sections: [{ kind: "goals", body }] });
    const { generationId } = await owner.aiPlan.startSectionAction({
      planId: plan.id,
      sectionId: plan.sections[0]!.id,
      action: "shorten",
      modelId: OFFLINE_MODEL_ID,
    });
    const result = await resultOf(generationId);
    expect(result?.data.kind).toBe("text");
    expect(result!.data.text.length).toBeGreaterThan(0);
    expect(result!.data.text.length).toBeLessThan(body.length);
    const after = await owner.plan.get({ id: plan.id });
    expect(after.sections[0]).toMatchObject({ body, version: 1 });
  });

  it("answers a generated diagram as Mermaid source only, without fences", async () => {
    const owner = await api.owner();
    const { generationId } = await owner.aiPlan.startDiagram({
      request: { description: "1. Brief\n2. Design\n3. Build\n4. Launch" },
      modelId: OFFLINE_MODEL_ID,
    });
    const result = await resultOf(generationId);
    expect(result?.data.kind).toBe("text");
    expect(result!.data.text).toMatch(/^flowchart/);
    expect(result!.data.text).not.toContain("```");
  });

  it("refuses a paid model with too few credits (402): no generation, no plan, no provider call", async () => {
    const owner = await api.owner();
    const plansBefore = (await api.db.select().from(plans)).length;
    const generationsBefore = (await api.db.select().from(aiGenerations)).length;

    const failure = await failureOf(owner.aiPlan.startPlan({ brief: BRIEF, modelId: PAID_MODEL }));
    expect(failure.code).toBe("PAYMENT_REQUIRED");

    expect(await api.db.select().from(plans)).toHaveLength(plansBefore);
    expect(await api.db.select().from(aiGenerations)).toHaveLength(generationsBefore);
    expect(provider.requests).toEqual([]);
  });
});
