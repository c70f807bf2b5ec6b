// @vitest-environment happy-dom
/**
 * The actions on a chat message: Edit on the user's message, Copy and Regenerate under a finished
 * reply — each an icon button named (and titled) by its catalogue label, disabled while a reply
 * is being written, and none under a reply that is still streaming.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatMessage, type ChatMessageProps } from "@/components/chat/chat-message";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";

afterEach(cleanup);

const question: PlansmithUIMessage = {
  id: "u1",
  role: "user",
  parts: [{ type: "text", text: "Plan a bakery website" }],
};
const reply: PlansmithUIMessage = {
  id: "a1",
  role: "assistant",
  parts: [{ type: "text", text: "Here is the plan." }],
};

function show(props: Partial<ChatMessageProps> & Pick<ChatMessageProps, "message">) {
  const handlers = { onRegenerate: vi.fn(), onEdit: vi.fn() };
  render(<ChatMessage streaming={false} canRegenerate busy={false} {...handlers} {...props} />);
  return handlers;
}

const action = (label: string) => screen.queryByRole("button", { name: label });

describe("chat message actions", () => {
  it("Edit opens the user's text for editing and sends the new text", () => {
    const { onEdit } = show({ message: question });
    const edit = action(AI_CHAT_TEXT.edit)!;
    expect(edit.getAttribute("title")).toBe(AI_CHAT_TEXT.edit);
    fireEvent.click(edit);
    const box = screen.getByRole("textbox", { name: AI_CHAT_TEXT.editLabel });
    expect((box as HTMLTextAreaElement).value).toBe("Plan a bakery website");
    fireEvent.change(box, { target: { value: "Plan a florist website" } });
    fireEvent.click(screen.getByRole("button", { name: AI_CHAT_TEXT.editAndRegenerate }));
    expect(onEdit).toHaveBeenCalledWith("u1", "Plan a florist website");
  });

  it("a finished reply offers Copy and Regenerate, each named and titled by its label", () => {
    const { onRegenerate } = show({ message: reply });
    for (const label of [AI_CHAT_TEXT.copy, AI_CHAT_TEXT.regenerate]) {
      expect(action(label)?.getAttribute("title")).toBe(label);
    }
    fireEvent.click(action(AI_CHAT_TEXT.regenerate)!);
    expect(onRegenerate).toHaveBeenCalledTimes(1);
  });

  it("while busy, Edit and Regenerate are disabled; Copy is not", () => {
    show({ message: question, busy: true });
    expect(action(AI_CHAT_TEXT.edit)!.hasAttribute("disabled")).toBe(true);
    cleanup();
    show({ message: reply, busy: true });
    expect(action(AI_CHAT_TEXT.regenerate)!.hasAttribute("disabled")).toBe(true);
    expect(action(AI_CHAT_TEXT.copy)!.hasAttribute("disabled")).toBe(false);
  });

  it("no Regenerate on an older reply, and no actions while a reply streams", () => {
    show({ message: reply, canRegenerate: false });
    expect(action(AI_CHAT_TEXT.regenerate)).toBeNull();
    expect(action(AI_CHAT_TEXT.copy)).not.toBeNull();
    cleanup();
    show({ message: reply, streaming: true });
    expect(action(AI_CHAT_TEXT.copy)).toBeNull();
    expect(action(AI_CHAT_TEXT.regenerate)).toBeNull();
  });
});
