// @vitest-environment happy-dom
import type { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  activateSection,
  focusSection,
  registerSectionBody,
  sectionAnchorId,
} from "@/components/plan/section-focus";

function fakeEditor() {
  const focus = vi.fn();
  return {
    editor: { isDestroyed: false, isFocused: false, commands: { focus } } as unknown as Editor,
    focus,
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("focusSection(id, 'body') with lazily mounted editors", () => {
  it("asks the section's body to mount its editor, then puts the caret in it", async () => {
    const section = document.createElement("section");
    section.id = sectionAnchorId("s1");
    document.body.append(section);
    const { editor, focus } = fakeEditor();
    let mounted = false;
    const unregister = registerSectionBody("s1", {
      activate: async () => {
        mounted = true;
        return editor;
      },
    });
    focusSection("s1", "body");
    await vi.waitFor(() => expect(focus).toHaveBeenCalledWith("start", { scrollIntoView: false }));
    expect(mounted).toBe(true);
    unregister();
  });

  it("waits a few frames for a section that is just being added", async () => {
    const { editor } = fakeEditor();
    const pending = activateSection("late");
    const unregister = registerSectionBody("late", { activate: async () => editor });
    await expect(pending).resolves.toBe(editor);
    unregister();
  });

  it("answers null for a section that is not on the page", async () => {
    await expect(activateSection("missing")).resolves.toBeNull();
  });
});
