/**
 * The chat transport's reconnect after a reload: a running reply is followed; when none is
 * running (204: it may have finished between the page load and the reconnect) the conversation
 * is told to read the stored thread again — else the finished reply would not show.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatSession, createChatTransport } from "@/components/chat/chat-transport";

let server: http.Server;
let origin = "";
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    // A thread whose reply already finished: nothing to resume.
    response.writeHead(request.url === "/api/ai/chat/finished-thread/stream" ? 204 : 404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The transport calls same-origin paths, as in the browser: resolve them against the server.
  globalThis.fetch = (input, init) =>
    realFetch(typeof input === "string" && input.startsWith("/") ? origin + input : input, init);
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise((resolve) => server.close(resolve));
});

describe("chat transport reconnect", () => {
  it("a 204 (no reply running) resumes nothing and asks for the stored thread", async () => {
    let resyncs = 0;
    const session = new ChatSession({
      threadId: "finished-thread",
      planId: null,
      modelId: "offline-planner",
      mode: "chat",
      onThread: () => undefined,
    });
    session.whenNothingToResume(() => (resyncs += 1));
    const transport = createChatTransport(session);
    const stream = await transport.reconnectToStream({ chatId: "finished-thread" });
    expect(stream).toBeNull();
    expect(resyncs).toBe(1);
    expect(session.generationId()).toBeNull();
  });
});
