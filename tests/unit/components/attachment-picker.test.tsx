// @vitest-environment happy-dom
/**
 * The attachment picker in a browser DOM, uploading to a local HTTP server started by the test
 * (it answers like POST /api/ai/attachments): files chosen with the paperclip, dropped on the
 * composer, or pasted into it become chips; a refusal is a toast with the server's message; a
 * removed chip is deleted on the server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { Toaster } from "sonner";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AttachmentPicker, type UploadedAttachment } from "@/components/ai/attachment-picker";
import { ATTACHMENT_ACCEPT } from "@/lib/ai/ai-rules";
import { ATTACHMENT_TEXT } from "@/lib/errors/ai";

const REFUSAL = ATTACHMENT_TEXT.contentMismatch;

interface Received {
  method: string;
  url: string;
  filename: string | null;
}

const received: Received[] = [];
let held: (() => void) | null = null;
let holdNext = false;
let nextId = 1;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("latin1");
}

function answer(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Access-Control-Allow-Origin": "*",
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const server = createServer((request, response) => {
  void readBody(request).then((body) => {
    const filename = /filename="([^"]*)"/.exec(body)?.[1] ?? null;
    received.push({ method: request.method ?? "", url: request.url ?? "", filename });
    if (request.method === "DELETE") return answer(response, 204);
    const reply = () => {
      if (filename?.endsWith(".png") && !body.includes("\x89PNG")) {
        return answer(response, 415, { error: { code: "ATTACHMENT_REJECTED", message: REFUSAL } });
      }
      const size = Number(/x-size:(\d+)/.exec(body)?.[1] ?? 4);
      answer(response, 201, {
        data: { id: `att-${nextId++}`, name: filename, mediaType: "text/plain", sizeBytes: size },
      });
    };
    if (holdNext) {
      holdNext = false;
      held = reply;
    } else reply();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${port}/ai`,
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
});

const changes: UploadedAttachment[][] = [];

function Composer({ withTarget = false }: { withTarget?: boolean }) {
  const [value, setValue] = useState<UploadedAttachment[]>([]);
  return (
    <>
      <Toaster />
      <div id="composer" data-testid="composer">
        <textarea aria-label="Message" />
      </div>
      <AttachmentPicker
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        dropTargetId={withTarget ? "composer" : undefined}
      />
    </>
  );
}

const textFile = (name: string, content = "x-size:4") =>
  new File([content], name, { type: "text/plain" });

describe("AttachmentPicker", () => {
  it("offers a labelled paperclip and a hidden file input accepting the allowed types", () => {
    const { container } = render(<Composer />);
    expect(screen.getByRole("button", { name: ATTACHMENT_TEXT.attach })).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe(ATTACHMENT_ACCEPT);
    expect(input.multiple).toBe(true);
  });

  it("uploads a chosen file, shows its progress chip, then its chip with name and size", async () => {
    const { container } = render(<Composer />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    holdNext = true;
    fireEvent.change(input, { target: { files: [textFile("notes.txt", "x-size:2048")] } });
    await waitFor(() => expect(held).not.toBeNull());
    expect(screen.getByRole("progressbar").getAttribute("aria-label")).toMatch(
      /^Uploading notes.txt/,
    );
    act(() => {
      held!();
      held = null;
    });
    await screen.findByRole("button", { name: ATTACHMENT_TEXT.remove("notes.txt") });
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("2 KB")).toBeTruthy();
    expect(received).toEqual([
      { method: "POST", url: "/api/ai/attachments", filename: "notes.txt" },
    ]);
  });

  it("takes files dropped on the drop target", async () => {
    render(<Composer withTarget />);
    const dataTransfer = { files: [textFile("dropped.txt")], types: ["Files"] };
    fireEvent.dragOver(screen.getByTestId("composer"), { dataTransfer });
    fireEvent.drop(screen.getByTestId("composer"), { dataTransfer });
    await screen.findByRole("button", { name: ATTACHMENT_TEXT.remove("dropped.txt") });
  });

  it("takes files pasted into the drop target, and leaves text pastes alone", async () => {
    render(<Composer withTarget />);
    const textarea = screen.getByRole("textbox", { name: "Message" });
    fireEvent.paste(textarea, { clipboardData: { files: [], types: ["text/plain"] } });
    fireEvent.paste(textarea, {
      clipboardData: { files: [textFile("pasted.txt")], types: ["Files"] },
    });
    await screen.findByRole("button", { name: ATTACHMENT_TEXT.remove("pasted.txt") });
    expect(received.map((r) => r.filename)).toEqual(["pasted.txt"]);
  });

  it("shows the server's refusal as a toast and adds no chip", async () => {
    const { container } = render(<Composer />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [textFile("photo.png", "not a png")] } });
    await screen.findByText(REFUSAL);
    expect(screen.queryByRole("button", { name: ATTACHMENT_TEXT.remove("photo.png") })).toBeNull();
  });

  it("removes a chip and deletes the unsent upload on the server", async () => {
    const { container } = render(<Composer />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [textFile("draft.txt")] } });
    const remove = await screen.findByRole("button", { name: ATTACHMENT_TEXT.remove("draft.txt") });
    const id = changes.at(-1)!.at(-1)!.id;
    fireEvent.click(remove);
    expect(changes.at(-1)).toEqual([]);
    await waitFor(() =>
      expect(received.at(-1)).toEqual({
        method: "DELETE",
        url: `/api/ai/attachments/${id}`,
        filename: null,
      }),
    );
  });

  it("cancels an upload in progress: no chip, no change", async () => {
    const { container } = render(<Composer />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const before = changes.length;
    holdNext = true;
    fireEvent.change(input, { target: { files: [textFile("slow.txt")] } });
    await waitFor(() => expect(held).not.toBeNull());
    fireEvent.click(screen.getByRole("button", { name: ATTACHMENT_TEXT.cancelUpload("slow.txt") }));
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    held = null;
    expect(screen.queryByRole("button", { name: ATTACHMENT_TEXT.remove("slow.txt") })).toBeNull();
    expect(changes.length).toBe(before);
  });
});
