// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DIAGRAM_GALLERY_TEXT,
  DiagramGalleryDialog,
  filterDiagramStarters,
} from "@/components/diagram/diagram-gallery-dialog";
import { DIAGRAM_STARTERS, type DiagramStarter } from "@/lib/diagrams/starters";

const STARTERS: DiagramStarter[] = [
  {
    type: "flowchart",
    name: "Flowchart",
    description: "Steps and decisions of a process.",
    source:
      "flowchart TD\n  A[Start] --> B{Ready?}\n  B -->|Yes| C[Launch]\n  B -->|No| A\n  C --> D[Done]",
  },
  {
    type: "gantt",
    name: "Gantt chart",
    description: "Tasks on a timeline with their dependencies.",
    source: "gantt\n  title Launch",
  },
  {
    type: "sequence",
    name: "Sequence diagram",
    description: "Messages between people and systems, in order.",
    source: "sequenceDiagram\n  Client->>API: Request",
  },
];

afterEach(cleanup);

function renderGallery() {
  const onPick = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <DiagramGalleryDialog open onOpenChange={onOpenChange} onPick={onPick} starters={STARTERS} />,
  );
  return {
    onPick,
    onOpenChange,
    search: screen.getByRole("searchbox", { name: "Search diagram types" }),
  };
}

describe("filterDiagramStarters", () => {
  it("keeps everything for a blank query and matches every word, accents and case ignored", () => {
    expect(filterDiagramStarters(STARTERS, "  ")).toBe(STARTERS);
    expect(filterDiagramStarters(STARTERS, "CHART").map((s) => s.type)).toEqual([
      "flowchart",
      "gantt",
    ]);
    expect(filterDiagramStarters(STARTERS, "timeline tasks").map((s) => s.type)).toEqual(["gantt"]);
    expect(filterDiagramStarters(STARTERS, "séquence").map((s) => s.type)).toEqual(["sequence"]);
    expect(filterDiagramStarters(STARTERS, "gantt flow")).toEqual([]);
  });

  it("finds every shipped starter by its type", () => {
    expect(DIAGRAM_STARTERS).toHaveLength(21);
    for (const starter of DIAGRAM_STARTERS) {
      expect(filterDiagramStarters(DIAGRAM_STARTERS, starter.type)).toContain(starter);
    }
  });
});

describe("DiagramGalleryDialog", () => {
  it("is titled 'Add diagram' and shows a card per starter with the first lines of its source", () => {
    renderGallery();
    expect(screen.getByRole("dialog", { name: DIAGRAM_GALLERY_TEXT.title })).toBeTruthy();
    const list = screen.getByRole("list", { name: DIAGRAM_GALLERY_TEXT.title });
    const cards = within(list).getAllByRole("button");
    expect(cards).toHaveLength(3);
    const flowchart = within(list).getByRole("button", { name: "Flowchart" });
    expect(flowchart.textContent).toContain("B -->|Yes| C[Launch]");
    // Four lines at most.
    expect(flowchart.textContent).not.toContain("C --> D[Done]");
  });

  it("filters as you type and shows an empty state", () => {
    const { search } = renderGallery();
    fireEvent.change(search, { target: { value: "gantt" } });
    const list = screen.getByRole("list", { name: DIAGRAM_GALLERY_TEXT.title });
    expect(
      within(list)
        .getAllByRole("button")
        .map((card) => card.dataset.diagramStarter),
    ).toEqual(["gantt"]);
    fireEvent.change(search, { target: { value: "zzz" } });
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText(DIAGRAM_GALLERY_TEXT.noMatch("zzz"))).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 diagram types");
  });

  it("picks a starter on click, then closes", () => {
    const { onPick, onOpenChange } = renderGallery();
    fireEvent.click(screen.getByRole("button", { name: "Sequence diagram" }));
    expect(onPick).toHaveBeenCalledWith(STARTERS[2]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("takes the first match on Enter, and moves into the grid with the arrow keys", () => {
    const { search, onPick } = renderGallery();
    fireEvent.keyDown(search, { key: "Enter" });
    expect(onPick).not.toHaveBeenCalled();

    fireEvent.keyDown(search, { key: "ArrowDown" });
    const flowchart = screen.getByRole("button", { name: "Flowchart" });
    expect(document.activeElement).toBe(flowchart);
    fireEvent.keyDown(flowchart, { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Gantt chart" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Sequence diagram" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(document.activeElement).toBe(flowchart);

    fireEvent.change(search, { target: { value: "seq" } });
    fireEvent.keyDown(search, { key: "Enter" });
    expect(onPick).toHaveBeenCalledWith(STARTERS[2]);
  });
});
