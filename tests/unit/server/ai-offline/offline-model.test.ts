/**
 * The offline planner as a language model, driven through the real `streamText`: chat help, the
 * plan task, incremental pieces, abort, usage and malformed tasks.
 */
import { describe, expect, it } from "vitest";
import {
  PLAN_CUSTOMIZATION_DEFAULTS,
  DEFAULT_SECTION_KINDS,
} from "@/lib/plans/customization-rules";
import { PROVIDER_VARIABLES } from "@/server/services/ai/offline/offline-texts";
import { MAX_PIECES } from "@/server/services/ai/offline/offline-stream";
import type { OfflineTask } from "@/server/services/ai/offline/offline-task";
import { offlineStream, runOffline } from "./offline-run";
import { SAAS_BRIEF } from "./briefs";

const PLAN_TASK: OfflineTask = {
  kind: "plan",
  brief: SAAS_BRIEF,
  customization: {
    defaultSections: [...DEFAULT_SECTION_KINDS],
    currency: PLAN_CUSTOMIZATION_DEFAULTS.currency,
    hourlyRateCents: null,
  },
  today: "2026-11-24",
};

describe("offline planner model through streamText", () => {
  it("answers 'help' in chat with what it can do and the three provider variables", async () => {
    const run = await runOffline({ kind: "chat" }, { prompt: "help" });
    expect(run.text).toMatch(/not an AI/);
    for (const variable of Object.values(PROVIDER_VARIABLES)) expect(run.text).toContain(variable);
    expect(run.text).toMatch(/plan/i);
    expect(run.text).toMatch(/diagram/i);
    expect(run.text).toMatch(/cover letter/i);
  });

  it("greets, and treats a call without a task as free chat", async () => {
    const run = await runOffline(undefined, { prompt: "Hello!" });
    expect(run.text).toMatch(/^Hello!/);
    expect(run.text).toMatch(/offline planner/);
  });

  it("outlines a plan for a brief pasted in chat", async () => {
    const run = await runOffline({ kind: "chat" }, { prompt: SAAS_BRIEF });
    expect(run.text).toMatch(/outline/i);
    expect(run.text).toMatch(/Timeline/);
    expect(run.text).toMatch(/Plan\*\* mode/);
  });

  it("draws a flowchart in a mermaid block for a step list in chat", async () => {
    const run = await runOffline(
      { kind: "chat" },
      { prompt: "1. Receive the order\n2. Check stock\n3. Ship the parcel" },
    );
    expect(run.text).toMatch(/```mermaid\nflowchart TD\n/);
    expect(run.text).toContain("Check stock");
  });

  it("writes a plan as Markdown with one ## heading per section and a gantt block", async () => {
    const run = await runOffline(PLAN_TASK, { prompt: "Write the plan." });
    const headings = run.text.split("\n").filter((line) => line.startsWith("## "));
    expect(headings.length).toBeGreaterThanOrEqual(8);
    expect(headings[0]).toBe("## Overview");
    expect(headings).toContain("## Timeline");
    expect(headings[headings.length - 1]).toBe("## Next steps");
    const timeline = run.text.split("## Timeline")[1]?.split("\n## ")[0] ?? "";
    expect(timeline).toMatch(/```mermaid\ngantt\n/);
  });

  it("streams in many small pieces, each heading arriving on its own", async () => {
    const run = await runOffline(PLAN_TASK, { prompt: "Write the plan." });
    expect(run.deltas.length).toBeGreaterThan(50);
    expect(run.deltas.length).toBeLessThanOrEqual(MAX_PIECES);
    // A heading line never shares a piece with the text before it.
    for (const delta of run.deltas) expect(delta.slice(1)).not.toMatch(/\n## /);
  });

  it("delivers pieces incrementally: the first arrives before the rest is produced", async () => {
    const result = offlineStream(PLAN_TASK, { prompt: "Write the plan.", delayMs: 5 });
    const reader = result.textStream[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(first.done).toBe(false);
    expect((first.value ?? "").length).toBeLessThan(60);
    await reader.return?.();
  });

  it("stops at once on abort: an abort part, and no text after it", async () => {
    const controller = new AbortController();
    const result = offlineStream(PLAN_TASK, {
      prompt: "Write the plan.",
      delayMs: 300,
      abortSignal: controller.signal,
    });
    const seen: string[] = [];
    let deltas = 0;
    for await (const part of result.fullStream) {
      seen.push(part.type);
      if (part.type === "text-delta") {
        deltas += 1;
        if (deltas === 1) controller.abort();
      }
    }
    expect(seen).toContain("abort");
    expect(seen.slice(seen.indexOf("abort") + 1)).not.toContain("text-delta");
    // The pause before the next piece ends at the abort; no further piece is produced.
    expect(deltas).toBe(1);
    expect(seen).not.toContain("finish-step");
  });

  it("reports usage estimated from the prompt and the answer", async () => {
    const result = offlineStream({ kind: "chat" }, { prompt: "help" });
    const text = await result.text;
    const usage = await result.usage;
    expect(usage.outputTokens).toBe(Math.ceil(text.length / 4));
    expect(usage.inputTokens).toBeGreaterThan(0);
    expect(await result.finishReason).toBe("stop");
  });

  it("refuses a malformed task with a clear error part", async () => {
    const run = await runOffline(undefined, {
      prompt: "x",
      rawTask: { kind: "plan", brief: 42 },
    });
    const error = run.parts.find((part) => part.type === "error");
    expect(error).toBeDefined();
    expect(String((error as { error: unknown }).error)).toMatch(/malformed task.*brief/);
    expect(run.text).toBe("");
  });
});
