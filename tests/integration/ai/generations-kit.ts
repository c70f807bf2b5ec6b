/**
 * Set-up shared by the generation runner suites: a fresh database, users with credits, a model
 * registry whose OpenAI models are served by the local fake, and readers for the chunk stream.
 */
import type { UIMessageChunk } from "ai";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { OFFLINE_MODEL_ID } from "@/lib/ai/models";
import { creditHolds, creditLedger, creditUsageShortfalls, users } from "@/server/db/schema";
import type { Database, DatabaseHandle } from "@/server/db/types";
import {
  followGeneration,
  getGeneration,
  startGeneration,
  type GenerationOptions,
  type GenerationRequest,
} from "@/server/services/ai/generations";
import { buildModelRegistry, type ModelRegistry } from "@/server/services/ai/models/registry";
import { getCreditBalance, grantCredits } from "@/server/services/credits";
import type { FakeLlmServer } from "../../helpers/fake-llm-server";
import { startFakeOpenAiServer } from "../../helpers/fake-openai-server";
import { createTestDatabase, type TestDatabase } from "../../helpers/test-database";

/** The credits suites' helper: the AppError a call failed with. */
export { appErrorOf } from "../credits/credits-test-kit";

export const NO_BONUS = { signupBonus: 0 } as const;
/** The fake's model as the registry offers it (GPT-5 mini: 0.2 / 1 credit per 1k tokens). */
export const FAKE_MODEL_ID = "openai:gpt-5-mini";

export function registryFor(server: FakeLlmServer, apiKey = server.apiKey): ModelRegistry {
  return buildModelRegistry({
    openai: { apiKey, baseURL: server.url, models: ["gpt-5-mini"] },
    prices: {},
    contextTokens: {},
  });
}

let counter = 0;

export function useGenerationsSetup() {
  let database: TestDatabase | undefined;
  let fake: FakeLlmServer | undefined;
  beforeAll(async () => {
    [database, fake] = await Promise.all([createTestDatabase(), startFakeOpenAiServer()]);
  });
  afterAll(async () => {
    await fake?.close();
    await database?.dispose();
  });
  const kit = {
    get database(): TestDatabase {
      if (!database) throw new Error("created in beforeAll");
      return database;
    },
    get handle(): DatabaseHandle {
      return kit.database.handle;
    },
    get db(): Database {
      return kit.handle.db;
    },
    get fake(): FakeLlmServer {
      if (!fake) throw new Error("created in beforeAll");
      return fake;
    },
    options(overrides: GenerationOptions = {}): GenerationOptions {
      return { registry: registryFor(kit.fake), credits: NO_BONUS, maxRetries: 0, ...overrides };
    },
    async newUser(credits = 100): Promise<string> {
      counter += 1;
      const id = `ai-user-${counter}-${Math.random().toString(36).slice(2, 8)}`;
      await kit.db
        .insert(users)
        .values({ id, name: `User ${counter}`, email: `${id}@example.com` });
      if (credits > 0) {
        await grantCredits(
          kit.db,
          {
            userId: id,
            amount: credits,
            kind: "admin_grant",
            reference: { type: "admin_action", id: "test" },
            idempotencyKey: `grant-${id}`,
            description: "Test credits",
          },
          NO_BONUS,
        );
      }
      return id;
    },
    balance: (userId: string) => getCreditBalance(kit.db, userId, NO_BONUS),
    /** Charged nothing: the balance is whole, nothing held, the generation's hold released. */
    async expectReleased(userId: string, generationId: string, credits = 100): Promise<void> {
      expect(await kit.balance(userId)).toMatchObject({ balance: credits, held: 0 });
      const [hold] = await kit.db
        .select()
        .from(creditHolds)
        .where(eq(creditHolds.referenceId, generationId));
      expect(hold?.status).toBe("released");
    },
    /**
     * The generation charged exactly `credits` and nothing else moved: its summary, the user's
     * balance (from `opening`, nothing left held), its one usage row (none when 0), its hold
     * settled at that amount (released when 0), and no usage shortfall unless `shortfall` says.
     */
    async expectCharged(
      userId: string,
      generationId: string,
      credits: number,
      { opening = 100, shortfall = 0 }: { opening?: number; shortfall?: number } = {},
    ): Promise<void> {
      expect((await getGeneration(kit.db, { userId, generationId })).creditsCharged).toBe(credits);
      expect(await kit.balance(userId)).toEqual({
        balance: opening - credits,
        held: 0,
        available: opening - credits,
      });
      const rows = await kit.db
        .select({ amount: creditLedger.amount, kind: creditLedger.kind })
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, userId), eq(creditLedger.referenceId, generationId)));
      expect(rows).toEqual(credits > 0 ? [{ amount: -credits, kind: "usage" }] : []);
      const [hold] = await kit.db
        .select()
        .from(creditHolds)
        .where(eq(creditHolds.referenceId, generationId));
      expect(hold).toMatchObject(
        credits > 0
          ? { status: "settled", settledAmount: credits }
          : { status: "released", settledAmount: null },
      );
      const shortfalls = await kit.db
        .select({ amount: creditUsageShortfalls.amount })
        .from(creditUsageShortfalls)
        .where(eq(creditUsageShortfalls.referenceId, generationId));
      expect(shortfalls).toEqual(shortfall > 0 ? [{ amount: shortfall }] : []);
    },
    start(request: Partial<GenerationRequest> & { userId: string }, options?: GenerationOptions) {
      return startGeneration(kit.db, chatRequest(request), options ?? kit.options());
    },
  };
  return kit;
}

export function chatRequest(
  overrides: Partial<GenerationRequest> & { userId: string },
): GenerationRequest {
  return {
    purpose: "chat",
    mode: "chat",
    modelId: FAKE_MODEL_ID,
    system: "You are a planning assistant.",
    messages: [{ role: "user", content: "Say hello." }],
    offlineTask: { kind: "chat" },
    description: "AI chat",
    ...overrides,
  };
}

export const offlineModelId = OFFLINE_MODEL_ID;

/** Reads a follow stream to its end. */
export async function readAll(stream: ReadableStream<UIMessageChunk>): Promise<UIMessageChunk[]> {
  const chunks: UIMessageChunk[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

export function textOf(chunks: readonly UIMessageChunk[]): string {
  return chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");
}

/** Follows a generation to its end (the runner has written everything when this resolves). */
export async function followToEnd(db: Database, userId: string, generationId: string) {
  return readAll(await followGeneration(db, { userId, generationId }));
}

/** Reads a follow stream until `until` holds for the chunks so far; cancels the rest. */
export async function readUntil(
  stream: ReadableStream<UIMessageChunk>,
  until: (chunks: UIMessageChunk[]) => boolean,
): Promise<UIMessageChunk[]> {
  const chunks: UIMessageChunk[] = [];
  const reader = stream.getReader();
  while (!until(chunks)) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  await reader.cancel();
  return chunks;
}

/** Waits until the fake has received `count` requests (the provider call is under way). */
export async function providerCalled(fake: FakeLlmServer, count: number): Promise<void> {
  // Up to 20 s: on a loaded machine the detached runner can take seconds to reach the provider.
  for (let i = 0; i < 2_000 && fake.requests.length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (fake.requests.length < count) throw new Error("the provider was never called");
}
