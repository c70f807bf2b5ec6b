/**
 * Provider failures end a generation `failed` with the catalogue's message (never the provider's
 * text), a `data-generation-error` part for the client, and the whole hold released: a
 * generation that fails is charged nothing.
 */
import type { UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { getGeneration } from "@/server/services/ai/generations";
import type { FakeReply } from "../../helpers/fake-llm-server";
import { OPENAI_ERRORS } from "../../helpers/fake-openai-server";
import { describeTarget } from "../../helpers/test-database";
import { followToEnd, registryFor, useGenerationsSetup } from "./generations-kit";

const cases: {
  name: string;
  reply?: FakeReply;
  wrongKey?: boolean;
  code: string;
  message: string;
}[] = [
  {
    name: "a wrong API key (401)",
    wrongKey: true,
    code: ERROR_CODES.aiProviderAuth,
    message: AI_TEXT.providerAuth,
  },
  {
    name: "a 429 with retry-after",
    reply: { kind: "rate-limited", retryAfterSeconds: 7 },
    code: ERROR_CODES.aiProviderRateLimited,
    message: AI_TEXT.providerRateLimited(7),
  },
  {
    name: "a 500",
    reply: { kind: "server-error" },
    code: ERROR_CODES.aiProviderUnavailable,
    message: AI_TEXT.providerUnavailable,
  },
  {
    name: "a stream cut mid-way",
    reply: { kind: "cut", chunks: ["The first half of an answer"] },
    code: ERROR_CODES.aiStreamInterrupted,
    message: AI_TEXT.streamInterrupted,
  },
  {
    name: "a context overflow",
    reply: { kind: "context-overflow" },
    code: ERROR_CODES.aiContextTooLong,
    message: AI_TEXT.contextTooLong,
  },
  {
    name: "a dropped connection",
    reply: { kind: "drop" },
    code: ERROR_CODES.aiProviderUnavailable,
    message: AI_TEXT.providerUnavailable,
  },
];

const providerTexts = Object.values(OPENAI_ERRORS).map((error) => error.message);

function errorParts(chunks: UIMessageChunk[]) {
  return {
    data: chunks.flatMap((chunk) => (chunk.type === "data-generation-error" ? [chunk.data] : [])),
    texts: chunks.flatMap((chunk) => (chunk.type === "error" ? [chunk.errorText] : [])),
  };
}

describe(`provider failures in the generation runner on ${describeTarget()}`, () => {
  const t = useGenerationsSetup();

  for (const failure of cases) {
    it(`${failure.name}: failed with the catalogue message, charged nothing`, async () => {
      const user = await t.newUser(100);
      if (failure.reply) t.fake.script(failure.reply);
      const options = failure.wrongKey
        ? t.options({ registry: registryFor(t.fake, "sk-wrong") })
        : t.options();
      const { generationId } = await t.start({ userId: user }, options);
      const chunks = await followToEnd(t.db, user, generationId);

      const { data, texts } = errorParts(chunks);
      expect(data).toEqual([
        expect.objectContaining({ code: failure.code, message: failure.message }),
      ]);
      expect(texts).toContain(failure.message);
      const everything = JSON.stringify(chunks);
      for (const text of providerTexts) expect(everything).not.toContain(text);
      expect(everything).not.toMatch(/at .+\.(ts|js):\d+/);

      const summary = await getGeneration(t.db, { userId: user, generationId });
      expect(summary).toMatchObject({
        status: "failed",
        creditsCharged: 0,
        error: { code: failure.code, message: failure.message },
      });
      await t.expectReleased(user, generationId);
    });
  }

  it("a 429 reports the retry-after seconds to the client", async () => {
    const user = await t.newUser(100);
    t.fake.script({ kind: "rate-limited", retryAfterSeconds: 12 });
    const { generationId } = await t.start({ userId: user });
    const { data } = errorParts(await followToEnd(t.db, user, generationId));
    expect(data[0]).toMatchObject({ retryAfterSeconds: 12 });
  });

  it("a generation that runs past its timeout fails with providerTimeout, charged nothing", async () => {
    const user = await t.newUser(100);
    t.fake.script({ kind: "hang", chunks: ["Slow"] });
    const calls = t.fake.requests.length;
    // The smallest whole timeout; the fake never ends, so only the timeout can end it.
    const { generationId } = await t.start({ userId: user }, t.options({ timeoutSeconds: 1 }));
    const chunks = await followToEnd(t.db, user, generationId);
    expect(errorParts(chunks).data[0]).toMatchObject({ code: ERROR_CODES.aiProviderTimeout });
    expect(await t.fake.requests[calls]?.outcome).toBe("disconnected");
    expect(await getGeneration(t.db, { userId: user, generationId })).toMatchObject({
      status: "failed",
      creditsCharged: 0,
    });
    expect(await t.balance(user)).toMatchObject({ balance: 100, held: 0 });
  });
});
