/**
 * How the real provider packages surface each provider failure (error class, statusCode,
 * isRetryable, which callback and promise see it) — the facts the assistant's error mapping and
 * credit release are built on; docs/wip-ai-wire-fakes.md lists them. If an SDK upgrade changes
 * one, a test here fails first.
 */
import { APICallError, NoOutputGeneratedError, RetryError, streamText } from "ai";
import { describe, expect, it } from "vitest";

import { drain, logNothing, useWireFake, wires } from "../../helpers/ai-wires";

describe.each(wires)("$name", (wire) => {
  const live = useWireFake(wire);

  it("surfaces a wrong key as a non-retryable APICallError 401, sent once", async () => {
    const before = live.server.requests.length;
    const result = streamText({
      onError: logNothing,
      model: wire.model(live.server, "wrong-key"),
      prompt: "Hi",
      maxRetries: 2,
    });
    const { errors, thrown } = await drain(result);

    // A failed call (before any stream) arrives as an error part; fullStream itself ends normally.
    expect(thrown).toBeNull();
    expect(errors).toHaveLength(1);
    const error = errors[0];
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 401, isRetryable: false });
    expect(live.server.requests.slice(before).map((request) => request.authorized)).toEqual([
      false,
    ]);
    // Nothing was generated: the result's promises reject with NoOutputGeneratedError, not the 401.
    await expect(result.usage).rejects.toSatisfy(NoOutputGeneratedError.isInstance);
  });

  it("surfaces a 429 as a retryable APICallError carrying retry-after when retries are off", async () => {
    live.server.script({ kind: "rate-limited", retryAfterSeconds: 7 });
    const { errors } = await drain(
      streamText({ onError: logNothing, model: live.model, prompt: "Hi", maxRetries: 0 }),
    );

    const error = errors[0] as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 429, isRetryable: true });
    expect(error.responseHeaders?.["retry-after"]).toBe("7");
  });

  it("retries a 429 after its retry-after and then streams the answer", async () => {
    live.server.script(
      { kind: "rate-limited", retryAfterSeconds: 0 },
      { kind: "text", chunks: ["Second", " try"] },
    );
    const before = live.server.requests.length;
    const { texts, errors } = await drain(
      streamText({ onError: logNothing, model: live.model, prompt: "Hi", maxRetries: 1 }),
    );

    expect(errors).toEqual([]);
    expect(texts.join("")).toBe("Second try");
    expect(live.server.requests.length - before).toBe(2);
  });

  it("wraps the last failure in a RetryError once the retries are spent", async () => {
    live.server.script(
      { kind: "rate-limited", retryAfterSeconds: 0 },
      { kind: "rate-limited", retryAfterSeconds: 0 },
    );
    const { errors } = await drain(
      streamText({ onError: logNothing, model: live.model, prompt: "Hi", maxRetries: 1 }),
    );

    const error = errors[0] as RetryError;
    expect(RetryError.isInstance(error)).toBe(true);
    expect(error.reason).toBe("maxRetriesExceeded");
    expect(error.errors).toHaveLength(2);
    expect(error.lastError).toMatchObject({ statusCode: 429 });
  });

  it("surfaces a 500 as a retryable APICallError", async () => {
    live.server.script({ kind: "server-error" });
    const { errors } = await drain(
      streamText({ onError: logNothing, model: live.model, prompt: "Hi", maxRetries: 0 }),
    );
    expect(APICallError.isInstance(errors[0])).toBe(true);
    expect(errors[0]).toMatchObject({ statusCode: 500, isRetryable: true });
  });

  it.runIf(wire.path === "/v1/messages")(
    "surfaces Anthropic's 529 overloaded as a retryable APICallError with its error type",
    async () => {
      live.server.script({ kind: "server-error", status: 529 });
      const { errors } = await drain(
        streamText({ onError: logNothing, model: live.model, prompt: "Hi", maxRetries: 0 }),
      );
      expect(errors[0]).toMatchObject({ statusCode: 529, isRetryable: true });
      expect((errors[0] as APICallError).responseBody).toContain("overloaded_error");
    },
  );

  it("surfaces a context overflow as a non-retryable APICallError 400 with the provider's message", async () => {
    live.server.script({ kind: "context-overflow" });
    const { errors } = await drain(
      streamText({
        onError: logNothing,
        model: live.model,
        prompt: "A very long brief",
        maxRetries: 2,
      }),
    );
    const error = errors[0] as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 400, isRetryable: false });
    expect(error.message).toContain(wire.overflowText);
    expect(error.data).toMatchObject(wire.overflowData);
  });

  it("throws a stream cut mid-way from fullStream as a retryable APICallError, not retried", async () => {
    live.server.script({ kind: "cut", chunks: ["Half", " an"] });
    const before = live.server.requests.length;
    const seenByOnError: unknown[] = [];
    const result = streamText({
      onError: ({ error }) => void seenByOnError.push(error),
      model: live.model,
      prompt: "Hi",
      maxRetries: 2,
    });
    const { texts, errors, thrown } = await drain(result);

    expect(texts.join("")).toBe("Half an");
    expect(errors).toEqual([]);
    const error = thrown as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      statusCode: 200,
      isRetryable: true,
      message: "Failed to process successful response",
    });
    // maxRetries covers only the call before the stream starts: a cut stream is sent once.
    expect(live.server.requests.length - before).toBe(1);
    // onError never hears of it, and the usage is lost: only the thrown error tells.
    expect(seenByOnError).toEqual([]);
    await expect(result.usage).rejects.toBe(error);
    expect(await live.lastRequest().outcome).toBe("disconnected");
  });

  it("surfaces a connection dropped before any answer as a retryable APICallError without status", async () => {
    live.server.script({ kind: "drop" });
    const { errors } = await drain(
      streamText({ onError: logNothing, model: live.model, prompt: "Hi", maxRetries: 0 }),
    );

    const error = errors[0] as APICallError;
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: undefined, isRetryable: true });
    expect(error.message).toMatch(/^Cannot connect to API/);
  });

  it("cancels the provider call when the caller aborts mid-stream", async () => {
    live.server.script({ kind: "hang", chunks: ["Still", " writing"] });
    const controller = new AbortController();
    let onAbortCalled = false;
    const result = streamText({
      onError: logNothing,
      onAbort: () => void (onAbortCalled = true),
      model: live.model,
      prompt: "Hi",
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const { texts, errors, aborted } = await drain(result, () => controller.abort());

    expect(texts[0]).toBe("Still");
    expect(onAbortCalled).toBe(true);
    // No usage arrives for a stopped stream: the result's promises reject with the AbortError.
    await expect(result.usage).rejects.toMatchObject({ name: "AbortError" });
    expect(aborted).toBe(true);
    expect(errors).toEqual([]);
    // The fake saw the connection close before its answer ended: the provider call was cancelled.
    expect(await live.lastRequest().outcome).toBe("disconnected");
  });

  it("stops a paced stream's provider from writing when the caller stops after the first chunk", async () => {
    const chunks = Array.from({ length: 200 }, (_, index) => ` word${index}`);
    live.server.script({ kind: "text", chunks, delayMs: 5 });
    const controller = new AbortController();
    const result = streamText({
      onError: logNothing,
      model: live.model,
      prompt: "Hi",
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const { texts, aborted } = await drain(result, () => controller.abort());

    expect(aborted).toBe(true);
    expect(texts).toEqual([" word0"]);
    const request = live.lastRequest();
    expect(await request.outcome).toBe("disconnected");
    expect(request.chunksSent).toBeLessThan(chunks.length);
  });
});
