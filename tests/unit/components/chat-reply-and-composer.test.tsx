// @vitest-environment happy-dom
/**
 * The chat's Markdown replies (no raw HTML, safe links, highlighted code with a copy button,
 * Mermaid blocks handed to the diagram renderer once complete) and the composer's keyboard
 * (Enter sends, Shift+Enter does not) and cost.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatComposer } from "@/components/chat/chat-composer";
import { ChatRequestError } from "@/components/chat/chat-transport";
import { MarkdownReply } from "@/components/chat/markdown-reply";
import { OFFLINE_MODEL_ID, type AiModelInfo } from "@/lib/ai/models";
import { INSUFFICIENT_CREDITS } from "@/lib/credits/credit-rules";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { AI_CHAT_TEXT, AI_TEXT } from "@/lib/errors/ai";

afterEach(cleanup);

describe("MarkdownReply", () => {
  it("never renders raw HTML from the reply", () => {
    const { container } = render(
      <MarkdownReply
        text={'Hi <img src="x" onerror="alert(1)"> <script>alert(2)</script> **bold**'}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("strong")?.textContent).toBe("bold");
  });

  it("opens links in a new tab without passing the page on", () => {
    render(<MarkdownReply text="See [the docs](https://example.com/docs)." />);
    const link = screen.getByRole("link", { name: "the docs" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
  });

  it("highlights code and offers to copy it", () => {
    const { container } = render(<MarkdownReply text={"```ts\nconst answer = 42;\n```"} />);
    expect(container.querySelector("pre code .hljs-keyword")?.textContent).toBe("const");
    expect(screen.getByRole("button", { name: AI_CHAT_TEXT.copyCode })).toBeTruthy();
  });

  it("shows a Mermaid block as code while it streams, and hands it to the renderer once complete", () => {
    const text = "```mermaid\nflowchart TD\n  A --> B\n```";
    const streaming = render(<MarkdownReply text={text} streaming />);
    expect(streaming.container.querySelector("pre code.language-mermaid")).not.toBeNull();
    streaming.unmount();
    const done = render(<MarkdownReply text={text} />);
    expect(done.container.querySelector("pre")).toBeNull();
  });
});

const MODELS: AiModelInfo[] = [
  {
    id: OFFLINE_MODEL_ID,
    label: "Offline planner",
    provider: "offline",
    capabilities: { vision: false, files: false, tools: true, reasoning: false },
    contextTokens: 100_000,
    maxOutputTokens: 4_000,
    price: { inputPer1k: 0, outputPer1k: 0 },
  },
  {
    id: "openai:gpt-5",
    label: "GPT-5",
    provider: "openai",
    capabilities: { vision: true, files: true, tools: true, reasoning: true },
    contextTokens: 400_000,
    maxOutputTokens: 2_000,
    price: { inputPer1k: 1, outputPer1k: 5 },
  },
];

function renderComposer(modelId = OFFLINE_MODEL_ID) {
  const onSend = vi.fn();
  render(
    <ChatComposer
      models={MODELS}
      modelId={modelId}
      mode="chat"
      onModelChange={() => {}}
      onModeChange={() => {}}
      busy={false}
      onSend={onSend}
      onStop={() => {}}
    />,
  );
  return { onSend, box: screen.getByLabelText(AI_CHAT_TEXT.composerLabel) };
}

describe("ChatComposer", () => {
  it("Enter sends the message, Shift+Enter does not", () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: "Hello" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("Hello", []);
  });

  it("does not send an empty message", () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows the cost next to the model: free for the offline planner, the hold for a paid one", () => {
    renderComposer();
    expect(screen.getByTestId("chat-cost").textContent).toBe(AI_TEXT.costEstimate(0));
    cleanup();
    renderComposer("openai:gpt-5");
    // 2,000 output tokens at 5 credits per 1,000 (no text yet).
    expect(screen.getByTestId("chat-cost").textContent).toBe(AI_TEXT.costEstimate(10));
  });
});

describe("ChatRequestError", () => {
  it("carries a 402 refusal so the insufficient-credits dialog can read its figures", () => {
    const details = { balance: 3, available: 3, needed: 64 };
    const error = new ChatRequestError(402, {
      code: INSUFFICIENT_CREDITS,
      message: "Not enough credits",
      details,
    });
    expect(insufficientCreditsDetailsOf(error)).toEqual(details);
    expect(
      insufficientCreditsDetailsOf(
        new ChatRequestError(429, { code: "AI_TOO_MANY_REQUESTS", message: "Wait" }),
      ),
    ).toBeNull();
  });
});
