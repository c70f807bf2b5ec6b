/**
 * The end of the two text generations (Generate diagram / Fix with AI, and the section
 * actions), now built on the shared one-result hook: only a finished generation produces a
 * result, written to the stream as `data-result`; an answer with nothing usable fails with the
 * feature's own catalogue message.
 */
import { describe, expect, it } from "vitest";
import { AI_PLAN_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import type { GenerationHooks, GenerationOutcome } from "@/server/services/ai/generations";
import { diagramHooks } from "@/server/services/ai/plan-writing/diagram";
import { sectionActionHooks } from "@/server/services/ai/plan-writing/section-action";
import { hookOutcome, recordingWriter } from "../../../helpers/generation-hook-kit";

async function end(hooks: GenerationHooks, status: GenerationOutcome["status"], text: string) {
  const writer = recordingWriter();
  const result = await hooks.onEnd!(hookOutcome(status, text), writer);
  return { result, written: writer.chunks };
}

const cases = [
  {
    name: "diagram",
    hooks: diagramHooks,
    answer: "Here it is:\n```mermaid\nflowchart TD\n  A-->B\n```",
    text: "flowchart TD\n  A-->B",
    empty: AI_PLAN_TEXT.diagramOutputEmpty,
  },
  {
    name: "section action",
    hooks: sectionActionHooks("Scope"),
    answer: "The shop launches in March.",
    text: "The shop launches in March.",
    empty: AI_PLAN_TEXT.sectionOutputEmpty,
  },
];

describe.each(cases)("$name generation end", ({ hooks, answer, text, empty }) => {
  it("writes and returns the cleaned text of a finished generation", async () => {
    const { result, written } = await end(hooks, "finished", answer);
    expect(result).toEqual({ kind: "text", text });
    expect(written).toEqual([{ type: "data-result", data: { kind: "text", text } }]);
  });

  it("fails a finished generation with nothing usable, with its catalogue message", async () => {
    await expect(end(hooks, "finished", "   ")).rejects.toMatchObject({
      code: ERROR_CODES.aiOutputInvalid,
      status: 422,
      message: empty,
    });
  });

  it.each(["failed", "stopped"] as const)("produces nothing when %s", async (status) => {
    expect(await end(hooks, status, answer)).toEqual({ result: undefined, written: [] });
  });
});
