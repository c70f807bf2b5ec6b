// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DIAGRAM_VIEWER_TEXT,
  DiagramViewerDialog,
} from "@/components/diagram/diagram-viewer-dialog";

const exportImage = vi.hoisted(() => ({
  downloadSvg: vi.fn(),
  downloadPng: vi.fn<(filename: string, svg: string, options?: unknown) => Promise<void>>(),
}));
vi.mock("@/components/diagram/export-image", () => exportImage);

const toastError = vi.hoisted(() => vi.fn());
vi.mock("sonner", () => ({ toast: { error: toastError, success: vi.fn() } }));

const SVG = '<svg viewBox="0 0 200 100" width="100%" style="max-width: 200px"><rect /></svg>';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderViewer(props: Partial<React.ComponentProps<typeof DiagramViewerDialog>> = {}) {
  render(
    <DiagramViewerDialog
      open
      onOpenChange={() => undefined}
      title="Release plan"
      svg={SVG}
      {...props}
    />,
  );
  return {
    canvas: screen.getByTestId("diagram-viewer-canvas"),
    zoom: () => screen.getByTestId("diagram-zoom-level").textContent?.replace(/^\D+/, ""),
  };
}

describe("DiagramViewerDialog", () => {
  it("is a named dialog with named zoom and download buttons", () => {
    renderViewer();
    expect(screen.getByRole("dialog", { name: "Release plan" })).toBeTruthy();
    for (const name of [
      DIAGRAM_VIEWER_TEXT.zoomIn,
      DIAGRAM_VIEWER_TEXT.zoomOut,
      DIAGRAM_VIEWER_TEXT.fit,
      DIAGRAM_VIEWER_TEXT.downloadSvg,
      DIAGRAM_VIEWER_TEXT.downloadPng,
    ]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
  });

  it("shows the SVG at its natural size, not the width mermaid gave it", () => {
    const { canvas } = renderViewer();
    const svg = canvas.querySelector("svg");
    expect(svg?.style.width).toBe("200px");
    expect(svg?.style.height).toBe("100px");
    expect(svg?.style.maxWidth).toBe("none");
  });

  it("zooms with + and -, fits with 0, and pans with the arrow keys", () => {
    const { canvas, zoom } = renderViewer();
    // happy-dom has no layout: a zero-size viewport fits at 100%.
    expect(zoom()).toBe("100%");
    fireEvent.keyDown(canvas, { key: "+" });
    expect(zoom()).toBe("125%");
    fireEvent.keyDown(canvas, { key: "=" });
    expect(zoom()).toBe("156%");
    fireEvent.keyDown(canvas, { key: "-" });
    expect(zoom()).toBe("125%");
    fireEvent.keyDown(canvas, { key: "0" });
    expect(zoom()).toBe("100%");

    const content = canvas.firstElementChild as HTMLElement;
    fireEvent.keyDown(canvas, { key: "ArrowRight" });
    fireEvent.keyDown(canvas, { key: "ArrowDown", shiftKey: true });
    expect(content.style.transform).toBe("translate(-40px, -200px) scale(1)");
  });

  it("pans by dragging, once the pointer has moved past a click's wobble", () => {
    const { canvas } = renderViewer();
    const content = canvas.firstElementChild as HTMLElement;
    const pointer = { pointerId: 1, button: 0 };
    fireEvent.pointerDown(canvas, { ...pointer, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(canvas, { ...pointer, clientX: 11, clientY: 11 });
    expect(content.style.transform).toBe("translate(0px, 0px) scale(1)");
    expect(canvas.className).toContain("cursor-grab");
    fireEvent.pointerMove(canvas, { ...pointer, clientX: 60, clientY: 30 });
    expect(content.style.transform).toBe("translate(50px, 20px) scale(1)");
    expect(canvas.className).toContain("cursor-grabbing");
    fireEvent.pointerUp(canvas, { ...pointer, clientX: 60, clientY: 30 });
    fireEvent.pointerMove(canvas, { ...pointer, clientX: 90, clientY: 90 });
    expect(content.style.transform).toBe("translate(50px, 20px) scale(1)");
    expect(canvas.className).not.toContain("cursor-grabbing");
  });

  it("leaves ctrl and meta shortcuts to the browser", () => {
    const { canvas, zoom } = renderViewer();
    fireEvent.keyDown(canvas, { key: "+", ctrlKey: true });
    fireEvent.keyDown(canvas, { key: "-", metaKey: true });
    expect(zoom()).toBe("100%");
  });

  it("zooms with the buttons and the wheel", () => {
    const { canvas, zoom } = renderViewer();
    fireEvent.click(screen.getByRole("button", { name: DIAGRAM_VIEWER_TEXT.zoomIn }));
    expect(zoom()).toBe("125%");
    fireEvent.click(screen.getByRole("button", { name: DIAGRAM_VIEWER_TEXT.zoomOut }));
    expect(zoom()).toBe("100%");
    fireEvent.wheel(canvas, { deltaY: -100 });
    expect(Number.parseInt(zoom() ?? "", 10)).toBeGreaterThan(100);
  });

  it("disables zooming out at the lower limit", () => {
    const { canvas } = renderViewer();
    for (let i = 0; i < 10; i++) fireEvent.keyDown(canvas, { key: "-" });
    expect(screen.getByTestId("diagram-zoom-level").textContent).toContain("25%");
    const zoomOut = screen.getByRole("button", { name: DIAGRAM_VIEWER_TEXT.zoomOut });
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true);
  });

  it("downloads the SVG under the title's slug", () => {
    renderViewer();
    fireEvent.click(screen.getByRole("button", { name: DIAGRAM_VIEWER_TEXT.downloadSvg }));
    expect(exportImage.downloadSvg).toHaveBeenCalledWith(
      "release-plan.svg",
      SVG,
      expect.anything(),
    );
  });

  it("draws the PNG from getPngSvg's markup", async () => {
    exportImage.downloadPng.mockResolvedValue(undefined);
    const getPngSvg = vi.fn(async () => "<svg><text>plain labels</text></svg>");
    renderViewer({ getPngSvg, pngBackground: "#ffffff" });
    fireEvent.click(screen.getByRole("button", { name: DIAGRAM_VIEWER_TEXT.downloadPng }));
    await waitFor(() => expect(exportImage.downloadPng).toHaveBeenCalledTimes(1));
    expect(exportImage.downloadPng).toHaveBeenCalledWith(
      "release-plan.png",
      "<svg><text>plain labels</text></svg>",
      expect.objectContaining({ background: "#ffffff" }),
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it("says so in a toast when a download fails", async () => {
    exportImage.downloadPng.mockRejectedValue(new DOMException("Tainted canvas", "SecurityError"));
    renderViewer();
    const button = screen.getByRole("button", { name: DIAGRAM_VIEWER_TEXT.downloadPng });
    fireEvent.click(button);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(DIAGRAM_VIEWER_TEXT.pngFailed));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    exportImage.downloadSvg.mockImplementation(() => {
      throw new Error("No SVG");
    });
    fireEvent.click(screen.getByRole("button", { name: DIAGRAM_VIEWER_TEXT.downloadSvg }));
    expect(toastError).toHaveBeenCalledWith(DIAGRAM_VIEWER_TEXT.svgFailed);
  });
});
