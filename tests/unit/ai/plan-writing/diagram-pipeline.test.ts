import { describe, expect, it } from "vitest";
import { nextStep } from "@/components/diagram/ai/diagram-pipeline";
import { DIAGRAM_REPAIR_ROUNDS } from "@/lib/ai/ai-rules";

const BROKEN = { valid: false as const, error: "Parse error", line: 2 };

describe("AI diagram pipeline", () => {
  it("inserts a source that validates", () => {
    expect(nextStep({ attempt: 0, round: 0 }, "flowchart TD\nA-->B", { valid: true })).toEqual({
      kind: "insert",
      source: "flowchart TD\nA-->B",
    });
  });

  it("sends an invalid source back for repair with the validator's message and line", () => {
    expect(nextStep({ attempt: 0, round: 0 }, "flowchart TD\nA-->", BROKEN)).toEqual({
      kind: "repair",
      request: { source: "flowchart TD\nA-->", error: "Line 2: Parse error" },
      round: 1,
    });
  });

  it(`stops repairing after ${DIAGRAM_REPAIR_ROUNDS} rounds: rewrite failure first, retry failure after the retry`, () => {
    let round = 0;
    let step = nextStep({ attempt: 0, round }, "x", BROKEN);
    const rounds: number[] = [];
    while (step.kind === "repair") {
      rounds.push(step.round);
      round = step.round;
      step = nextStep({ attempt: 0, round }, "x", BROKEN);
    }
    expect(rounds).toHaveLength(DIAGRAM_REPAIR_ROUNDS);
    expect(step).toMatchObject({ kind: "give_up", phase: "rewrite_failed" });
    expect(nextStep({ attempt: 1, round: DIAGRAM_REPAIR_ROUNDS }, "x", BROKEN)).toMatchObject({
      kind: "give_up",
      phase: "retry_failed",
    });
  });
});
