/**
 * The real provider packages against the local wire fakes, when all goes well: text streams in
 * order with usage, non-streamed answers, tool calls whose arguments stream in pieces. Proves the
 * fakes speak each protocol well enough for the SDK's own parsers.
 */
import { generateText, stepCountIs, streamText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { drain, logNothing, useWireFake, wires } from "../../helpers/ai-wires";

describe.each(wires)("$name", (wire) => {
  const live = useWireFake(wire);

  it("streams the text in order and reports the usage of the last chunk", async () => {
    live.server.script({
      kind: "text",
      chunks: ["Plan", " the", " launch"],
      usage: { inputTokens: 21, outputTokens: 3 },
    });
    const result = streamText({
      onError: logNothing,
      model: live.model,
      prompt: "Write a plan",
      maxRetries: 0,
    });
    const { texts, errors } = await drain(result);

    expect(errors).toEqual([]);
    expect(texts.join("")).toBe("Plan the launch");
    const usage = await result.usage;
    expect(usage.inputTokens).toBe(21);
    expect(usage.outputTokens).toBe(3);
    expect(await result.finishReason).toBe("stop");
    expect(live.lastRequest()).toMatchObject({ path: wire.path, stream: true, authorized: true });
    expect(JSON.stringify(live.lastRequest().messages)).toContain("Write a plan");
    expect(await live.lastRequest().outcome).toBe("finished");
  });

  it("answers a non-streamed call with its text and usage", async () => {
    live.server.script({
      kind: "text",
      chunks: ["All", " done"],
      usage: { inputTokens: 5, outputTokens: 2 },
    });
    const result = await generateText({ model: live.model, prompt: "Say done", maxRetries: 0 });
    expect(result.text).toBe("All done");
    expect(result.usage.outputTokens).toBe(2);
    expect(live.lastRequest().stream).toBe(false);
  });

  it("round-trips a tool call whose arguments stream in pieces", async () => {
    live.server.script(
      { kind: "tool-call", toolName: "readPlan", input: { planId: "plan-42" }, argumentChunks: 4 },
      { kind: "text", chunks: ["The plan has", " 8 sections."] },
    );
    const seen: string[] = [];
    const readPlan = tool({
      description: "Reads a plan",
      inputSchema: z.object({ planId: z.string() }),
      execute: ({ planId }) => {
        seen.push(planId);
        return { sections: 8 };
      },
    });
    const before = live.server.requests.length;
    const result = streamText({
      onError: logNothing,
      model: live.model,
      prompt: "How long is my plan?",
      tools: { readPlan },
      stopWhen: stepCountIs(2),
      maxRetries: 0,
    });
    const { texts, errors } = await drain(result);

    expect(errors).toEqual([]);
    expect(seen).toEqual(["plan-42"]);
    expect(texts.join("")).toBe("The plan has 8 sections.");
    const [first, second] = live.server.requests.slice(before);
    expect(first?.tools).toEqual(["readPlan"]);
    // The second step sends the tool's result back to the model.
    expect(JSON.stringify(second?.messages)).toContain("sections");
  });
});
