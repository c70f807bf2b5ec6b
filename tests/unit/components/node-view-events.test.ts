// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { keepsEventFromEditor } from "@/components/plan/editor/node-view-events";

/** A node view as Tiptap builds it: wrapper, an interface part, and the editable content. */
function nodeView() {
  document.body.innerHTML = `
    <div class="ProseMirror" contenteditable="true" tabindex="0">
      <div data-node-view-wrapper="">
        <div contenteditable="false" class="toolbar">
          <button type="button"><svg><path></path></svg><span>Full screen</span></button>
          <details><summary>Details</summary><p>message</p></details>
        </div>
        <pre><code data-node-view-content=""><span class="line">flowchart LR</span></code></pre>
        <div contenteditable="false" class="picture"><svg><text>A</text></svg></div>
      </div>
    </div>`;
  const find = (selector: string) => document.querySelector(selector)!;
  return { find };
}

function eventOn(target: Element, type: string): Event {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, "target", { value: target });
  return event;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("keepsEventFromEditor", () => {
  it("keeps a mousedown on a summary, and on the icon or label inside a button (Tiptap's default let the editor take them)", () => {
    const { find } = nodeView();
    expect(keepsEventFromEditor({ event: eventOn(find("button path"), "mousedown") })).toBe(true);
    expect(keepsEventFromEditor({ event: eventOn(find("button span"), "mousedown") })).toBe(true);
    expect(keepsEventFromEditor({ event: eventOn(find("button"), "click") })).toBe(true);
    expect(keepsEventFromEditor({ event: eventOn(find("summary"), "mousedown") })).toBe(true);
  });

  it("leaves the editable source to the editor", () => {
    const { find } = nodeView();
    for (const type of ["mousedown", "keydown", "paste", "input"]) {
      expect(keepsEventFromEditor({ event: eventOn(find(".line"), type) })).toBe(false);
    }
  });

  it("lets the editor select the node from its picture, and take clipboard and drop events", () => {
    const { find } = nodeView();
    const picture = find(".picture text");
    expect(keepsEventFromEditor({ event: eventOn(picture, "mousedown") })).toBe(false);
    expect(keepsEventFromEditor({ event: eventOn(picture, "copy") })).toBe(false);
    expect(keepsEventFromEditor({ event: eventOn(picture, "drop") })).toBe(false);
    expect(keepsEventFromEditor({ event: eventOn(picture, "keydown") })).toBe(true);
  });

  it("does not count the editor's own focusable root as a control of the node", () => {
    const { find } = nodeView();
    expect(keepsEventFromEditor({ event: eventOn(find(".picture svg"), "mousedown") })).toBe(false);
  });
});
