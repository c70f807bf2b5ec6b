// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DIAGRAM_PREVIEW_DEBOUNCE_MS,
  useDiagramPreview,
} from "@/components/diagram/use-diagram-preview";
import type { DiagramRenderer } from "@/lib/diagrams/renderer";
import type { DiagramValidation } from "@/lib/diagrams/validate";

const GOOD = "flowchart LR\n  A --> B";
const BETTER = "flowchart LR\n  A --> B --> C";
const BROKEN = "flowchart LR\n  A --> B -->";

/** A renderer whose validation answers at once: sources containing "-->" at the end are broken. */
function fakeRenderer() {
  const validate = vi.fn(async (text: string): Promise<DiagramValidation> =>
    text.trimEnd().endsWith("-->")
      ? { valid: false, error: "Parse error on line 2", line: 2 }
      : { valid: true, diagramType: "flowchart" },
  );
  return { renderer: { validate } as unknown as DiagramRenderer, validate };
}

interface PreviewProps {
  source: string;
  live: boolean;
  renderer: DiagramRenderer | null;
}

function renderPreview(source: string, live: boolean, renderer: DiagramRenderer | null) {
  const hook = renderHook(
    (props: PreviewProps) => useDiagramPreview(props.source, props.renderer, props.live),
    { initialProps: { source, live, renderer } },
  );
  // Later renders keep the renderer unless a test passes another.
  const rerender = (props: Partial<PreviewProps>) =>
    hook.rerender({ source, live, renderer, ...props });
  return { result: hook.result, rerender };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the live preview of a diagram being edited", () => {
  it("outside editing follows the stored source and checks nothing", async () => {
    const { renderer, validate } = fakeRenderer();
    const { result, rerender } = renderPreview(GOOD, false, renderer);
    rerender({ source: BROKEN, live: false });
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS * 2);
    expect(result.current.shownSource).toBe(BROKEN);
    expect(result.current.problem).toBeNull();
    expect(validate).not.toHaveBeenCalled();
  });

  it("checks after a pause in typing and shows a valid source", async () => {
    const { renderer, validate } = fakeRenderer();
    const { result, rerender } = renderPreview(GOOD, true, renderer);
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS);
    validate.mockClear();

    rerender({ source: BETTER.slice(0, -2), live: true });
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS - 1);
    rerender({ source: BETTER, live: true });
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS - 1);
    expect(validate).not.toHaveBeenCalled();
    expect(result.current.shownSource).toBe(GOOD);

    await advance(1);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledWith(BETTER);
    expect(result.current.shownSource).toBe(BETTER);
    expect(result.current.problem).toBeNull();
  });

  it("keeps the last good picture and reports the error with its line", async () => {
    const { renderer } = fakeRenderer();
    const { result, rerender } = renderPreview(GOOD, true, renderer);
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS);

    rerender({ source: BROKEN, live: true });
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS);
    expect(result.current.shownSource).toBe(GOOD);
    expect(result.current.problem).toEqual({
      valid: false,
      error: "Parse error on line 2",
      line: 2,
    });

    // Fixing the source clears the error and moves the picture on.
    rerender({ source: BETTER, live: true });
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS);
    expect(result.current.problem).toBeNull();
    expect(result.current.shownSource).toBe(BETTER);
  });

  it("reports an error already in the source when editing begins", async () => {
    const { renderer } = fakeRenderer();
    const { result } = renderPreview(BROKEN, true, renderer);
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS);
    expect(result.current.problem?.line).toBe(2);
  });

  it("waits for the page's renderer, then checks", async () => {
    const { renderer, validate } = fakeRenderer();
    const { result, rerender } = renderPreview(GOOD, true, null);
    rerender({ source: BETTER, renderer: null });
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS * 2);
    expect(result.current.shownSource).toBe(GOOD);

    rerender({ source: BETTER, renderer });
    await advance(DIAGRAM_PREVIEW_DEBOUNCE_MS);
    expect(validate).toHaveBeenCalledWith(BETTER);
    expect(result.current.shownSource).toBe(BETTER);
  });
});
