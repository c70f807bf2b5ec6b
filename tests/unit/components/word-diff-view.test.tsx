// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WordDiffView } from "@/components/ai/word-diff-view";

afterEach(cleanup);

describe("WordDiffView", () => {
  it("marks insertions with <ins> and deletions with <del>, each announced to screen readers", () => {
    const { container } = render(<WordDiffView before="Ship in March" after="Ship in April" />);
    const del = container.querySelector("del");
    const ins = container.querySelector("ins");
    expect(del?.textContent).toBe("removed: March (end removed)");
    expect(ins?.textContent).toBe("added: April (end added)");
    expect(del?.querySelector(".sr-only")?.textContent).toBe("removed: ");
    expect(ins?.querySelector(".sr-only")?.textContent).toBe("added: ");
    expect(container.textContent).toContain("Ship in ");
  });

  it("shows an unchanged text without markers", () => {
    const { container } = render(<WordDiffView before="Same" after="Same" />);
    expect(container.querySelector("ins, del")).toBeNull();
    expect(container.textContent).toBe("Same");
  });
});
