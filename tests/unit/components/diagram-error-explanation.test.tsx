// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DiagramErrorExplanationView } from "@/components/diagram/diagram-error-explanation";
import { DiagramProblemNote } from "@/components/diagram/diagram-problem-note";
import { SUPPORTED_DIAGRAM_TYPES } from "@/lib/diagrams/diagram-types";
import { explainDiagramError } from "@/lib/diagrams/error-explanation";
import { DIAGRAM_ERRORS } from "@/lib/diagrams/renderer-constants";
import { DIAGRAM_ERROR_TEXT } from "@/lib/errors/diagrams";

afterEach(cleanup);

/** What the validation reports for `flowchart LR / A --> B / B C` (mermaid 11.17). */
const FLOWCHART_PROBLEM = {
  error:
    "Parse error on line 3: Expecting 'SEMI', 'NEWLINE', 'EOF', 'AMP', 'START_LINK' or another token, got 'NODE_STRING'",
  line: 3,
};

describe("DiagramErrorExplanationView", () => {
  it("shows the line and plain words first, mermaid's message only under Details", () => {
    const { container } = render(
      <DiagramErrorExplanationView explanation={explainDiagramError(FLOWCHART_PROBLEM)} />,
    );
    const note = container.querySelector("[data-diagram-explanation]")!;
    expect(note.getAttribute("data-error-kind")).toBe("unexpected-text");
    expect(note.querySelector("p")?.textContent).toBe(
      `${DIAGRAM_ERROR_TEXT.lineLabel(3)} ${DIAGRAM_ERROR_TEXT.unexpectedText.summary}`,
    );
    const details = note.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe(DIAGRAM_ERROR_TEXT.details);
    expect(details.querySelector("pre")?.textContent).toBe(FLOWCHART_PROBLEM.error);
    // Outside Details, no parser vocabulary.
    const visible = Array.from(note.querySelectorAll(":scope > div > p"), (p) => p.textContent);
    expect(visible.join(" ")).not.toMatch(/Expecting|NODE_STRING|Parse error/);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers 'Edit diagram' only where the reader can edit, and it calls back", () => {
    const onEdit = vi.fn();
    render(
      <DiagramErrorExplanationView
        explanation={explainDiagramError(FLOWCHART_PROBLEM)}
        onEdit={onEdit}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: DIAGRAM_ERROR_TEXT.editDiagram }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it("an unsupported type names it and lists the 21 supported types a click away", () => {
    const { container } = render(
      <DiagramErrorExplanationView
        explanation={explainDiagramError({
          error: DIAGRAM_ERRORS.diagramNotFound("zenuml"),
          line: 1,
        })}
      />,
    );
    expect(screen.getByText(/Unsupported diagram type: zenuml/)).toBeTruthy();
    expect(container.textContent).not.toContain(DIAGRAM_ERRORS.syntaxError);
    const list = container.querySelector("[data-supported-types]") as HTMLDetailsElement;
    expect(list.querySelector("summary")?.textContent).toBe(DIAGRAM_ERROR_TEXT.supportedTypes);
    expect(list.querySelectorAll("li")).toHaveLength(SUPPORTED_DIAGRAM_TYPES.length);
    expect(list.textContent).toContain("Gantt chart");
  });
});

describe("DiagramProblemNote", () => {
  it("uses the same plain explanation as the page, under the live preview", () => {
    const { container } = render(
      <DiagramProblemNote problem={{ valid: false, ...FLOWCHART_PROBLEM }} checking={false} />,
    );
    const problem = container.querySelector("[data-diagram-problem]")!;
    expect(problem.textContent).toContain(
      `${DIAGRAM_ERROR_TEXT.lineLabel(3)} ${DIAGRAM_ERROR_TEXT.unexpectedText.summary}`,
    );
    expect(problem.textContent).toContain("The picture shows the last version that worked.");
    expect(problem.querySelector("details pre")?.textContent).toBe(FLOWCHART_PROBLEM.error);
  });

  it("is a polite live region by its role, with no aria-live attribute inside the editor", () => {
    // A modal dialog keeps [aria-live] elements visible by hiding their siblings, which would
    // touch the editor's own paragraphs and make ProseMirror redraw the diagram (see the note).
    const { container } = render(
      <DiagramProblemNote problem={{ valid: false, ...FLOWCHART_PROBLEM }} checking={false} />,
    );
    expect(container.querySelector("[role='status']")).not.toBeNull();
    expect(container.querySelector("[aria-live]")).toBeNull();
  });
});

describe("DiagramProblemNote beside mermaid's error picture", () => {
  it("does not claim the picture is the last version that worked", () => {
    const { container } = render(
      <DiagramProblemNote
        problem={{ valid: false, ...FLOWCHART_PROBLEM }}
        checking={false}
        pictureWorks={false}
      />,
    );
    expect(container.textContent).not.toContain("last version that worked");
    expect(container.textContent).toContain(DIAGRAM_ERROR_TEXT.unexpectedText.summary);
  });
});
