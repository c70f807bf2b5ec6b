import { describe, expect, it } from "vitest";
import { extractMermaidSource } from "@/server/services/ai/plan-writing/diagram-output";

const FLOW = "flowchart TD\n  A[Start] --> B[End]";

describe("diagram output check", () => {
  it("keeps plain Mermaid source as it is", () => {
    expect(extractMermaidSource(FLOW)).toBe(FLOW);
  });

  it("strips a mermaid fence and the sentences around it", () => {
    const text = `Here is your diagram:\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\nLet me know if you want changes.`;
    expect(extractMermaidSource(text)).toBe(FLOW);
  });

  it("prefers the mermaid block over another fenced block", () => {
    const text = `\`\`\`text\nnotes\n\`\`\`\n\n\`\`\`mermaid\n${FLOW}\n\`\`\``;
    expect(extractMermaidSource(text)).toBe(FLOW);
  });

  it("takes an unlabelled fence and an unclosed one (a cut stream)", () => {
    expect(extractMermaidSource(`\`\`\`\n${FLOW}\n\`\`\``)).toBe(FLOW);
    expect(extractMermaidSource(`\`\`\`mermaid\n${FLOW}`)).toBe(FLOW);
  });

  it("drops a sentence before unfenced source", () => {
    expect(extractMermaidSource(`Sure! Here it is.\n${FLOW}`)).toBe(FLOW);
  });

  it("answers null when there is no diagram at all", () => {
    expect(extractMermaidSource("I cannot draw that.")).toBeNull();
    expect(extractMermaidSource("")).toBeNull();
    expect(extractMermaidSource("```mermaid\n\n```")).toBeNull();
  });
});
