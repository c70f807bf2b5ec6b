/**
 * The provider-failure mapping, fed with what the real provider packages raise against the local
 * fakes (not hand-built errors): each failure becomes its catalogue message and code, and no
 * provider text reaches the client.
 */
import { streamText } from "ai";
import { describe, expect, it } from "vitest";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import {
  describeProviderFailure,
  GenerationTimeout,
} from "@/server/services/ai/models/provider-errors";
import { drain, logNothing, useWireFake, wires } from "../../helpers/ai-wires";
import { ANTHROPIC_ERRORS } from "../../helpers/fake-anthropic-server";
import type { FakeReply } from "../../helpers/fake-llm-server";
import { OPENAI_ERRORS } from "../../helpers/fake-openai-server";

const providerTexts = [...Object.values(OPENAI_ERRORS), ...Object.values(ANTHROPIC_ERRORS)].map(
  (error) => (error as { message: string }).message,
);

describe.each(wires)("$name failures → catalogue", (wire) => {
  const live = useWireFake(wire);

  /** The failure as the runner sees it: an error part, or what the iteration threw. */
  async function failureOf(reply: FakeReply | null, key?: string) {
    if (reply) live.server.script(reply);
    const { errors, thrown } = await drain(
      streamText({
        onError: logNothing,
        model: key ? wire.model(live.server, key) : live.model,
        prompt: "Hi",
        maxRetries: 0,
      }),
    );
    const described = thrown
      ? describeProviderFailure(thrown, { thrownByStream: true })
      : describeProviderFailure(errors[0]);
    for (const text of providerTexts) expect(described.message).not.toContain(text);
    return described;
  }

  it("a wrong key → providerAuth", async () => {
    expect(await failureOf(null, "wrong-key")).toEqual({
      code: ERROR_CODES.aiProviderAuth,
      message: AI_TEXT.providerAuth,
    });
  });

  it("a 429 → providerRateLimited with its retry-after", async () => {
    expect(await failureOf({ kind: "rate-limited", retryAfterSeconds: 7 })).toEqual({
      code: ERROR_CODES.aiProviderRateLimited,
      message: AI_TEXT.providerRateLimited(7),
      retryAfterSeconds: 7,
    });
  });

  const unavailable = {
    code: ERROR_CODES.aiProviderUnavailable,
    message: AI_TEXT.providerUnavailable,
  };
  it.each<[string, FakeReply, { code: string; message: string }]>([
    ["a 500", { kind: "server-error", status: 500 }, unavailable],
    ["a 503", { kind: "server-error", status: 503 }, unavailable],
    ["a 529", { kind: "server-error", status: 529 }, unavailable],
    ["a dropped connection", { kind: "drop" }, unavailable],
    [
      "a stream cut mid-way (thrown by the iteration)",
      { kind: "cut", chunks: ["Half an"] },
      { code: ERROR_CODES.aiStreamInterrupted, message: AI_TEXT.streamInterrupted },
    ],
    [
      "a context overflow",
      { kind: "context-overflow" },
      { code: ERROR_CODES.aiContextTooLong, message: AI_TEXT.contextTooLong },
    ],
  ])("%s → its catalogue message", async (_name, reply, expected) => {
    expect(await failureOf(reply)).toEqual(expected);
  });
});

describe("provider failures outside a provider's answer", () => {
  it("retries spent on a 429 map from the last attempt (RetryError)", async () => {
    const server = await wires[0]!.start();
    try {
      server.script(
        { kind: "rate-limited", retryAfterSeconds: 1 },
        { kind: "rate-limited", retryAfterSeconds: 1 },
      );
      const { errors } = await drain(
        streamText({
          onError: logNothing,
          model: wires[0]!.model(server, server.apiKey),
          prompt: "Hi",
          maxRetries: 1,
        }),
      );
      expect((errors[0] as Error).name).toBe("AI_RetryError");
      expect(describeProviderFailure(errors[0])).toMatchObject({
        code: ERROR_CODES.aiProviderRateLimited,
        retryAfterSeconds: 1,
      });
    } finally {
      await server.close();
    }
  });

  it("the runner's timeout → providerTimeout", () => {
    expect(describeProviderFailure(new GenerationTimeout(), { timedOut: true })).toEqual({
      code: ERROR_CODES.aiProviderTimeout,
      message: AI_TEXT.providerTimeout,
    });
  });

  it("anything else → generationFailed, without its message", () => {
    const described = describeProviderFailure(new Error("relation ai_x does not exist"));
    expect(described).toEqual({
      code: ERROR_CODES.aiGenerationFailed,
      message: AI_TEXT.generationFailed,
    });
  });
});
