// @vitest-environment happy-dom
/**
 * The section title field (issue 15, points 2 and 3): an emptied title is a message on the field
 * (aria-invalid + aria-describedby) and stays empty on blur — no older title comes back; a refused
 * save of the section says why under its title.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SaveRegistry, SaveRegistryProvider } from "@/components/plan/save-registry";
import { SectionTitleField } from "@/components/plan/section-title-field";
import { SECTION_SAVE_TEXT } from "@/lib/errors/plan-editor";
import type { SaveState } from "@/lib/plans/editor-autosave";

afterEach(cleanup);

const SECTION_ID = "3f0c1a52-8d7e-4e55-9b43-5f8f5a4f6b11";

function Harness({ registry, initial }: { registry: SaveRegistry; initial: string }) {
  const [title, setTitle] = useState(initial);
  return (
    <SaveRegistryProvider value={registry}>
      <SectionTitleField sectionId={SECTION_ID} value={title} onChange={setTitle} />
      <button type="button">elsewhere</button>
    </SaveRegistryProvider>
  );
}

describe("SectionTitleField", () => {
  it("an emptied title is a field message; the empty text stays after leaving the field", () => {
    render(<Harness registry={new SaveRegistry()} initial="Budget plan" />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Section title" });
    expect(input.getAttribute("aria-invalid")).toBeNull();

    fireEvent.change(input, { target: { value: "" } });
    fireEvent.blur(input);
    expect(input.value).toBe("");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const message = screen.getByRole("alert");
    expect(message.textContent).toBe(SECTION_SAVE_TEXT.sectionTitleRequired);
    expect(input.getAttribute("aria-describedby")).toBe(message.id);

    fireEvent.change(input, { target: { value: "Costs" } });
    fireEvent.blur(input);
    expect(input.value).toBe("Costs");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows why this section's save was refused", () => {
    const registry = new SaveRegistry();
    const saver = {
      current: "saved" as SaveState,
      reason: null as string | null,
      state() {
        return this.current;
      },
      problem() {
        return this.reason;
      },
      flush: () => Promise.resolve(),
      retry: () => {},
      hasUnsavedChanges: () => true,
    };
    registry.register(SECTION_ID, saver);
    render(<Harness registry={registry} initial="Scope" />);
    expect(screen.queryByRole("alert")).toBeNull();

    const reason = SECTION_SAVE_TEXT.sectionTooLong("200,000", "228,000");
    act(() => {
      saver.current = "error";
      saver.reason = reason;
      registry.changed();
    });
    expect(screen.getByRole("alert").textContent).toBe(reason);
    expect(screen.getByRole("alert").textContent).toMatch(
      /^This section is over 200,000 characters/,
    );
  });
});
