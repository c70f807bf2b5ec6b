/**
 * Issue 23, A1: one user could starve the instance with 300 live follows of their own generation.
 * Through the app's real route handlers (on PostgreSQL with TEST_DATABASE_URL, else PGlite):
 * live followers are limited per user (LIVE_FOLLOWERS_PER_USER_MAX) and per process
 * (AI_STREAMS_PER_PROCESS, 25 here), the excess answered 429 with the catalogue's text; a place
 * is given back when its follower is aborted, cancelled, finished or refused; and GET
 * /api/health answers ok while followers are held (and, on PostgreSQL, while every pooled
 * connection is busy: stream-followers-pool.postgres.test.ts).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GENERATION_ID_HEADER, THREAD_ID_HEADER } from "@/lib/ai/chat-schemas";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { aiGenerations } from "@/server/db/schema";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { describeTarget } from "../../helpers/test-database";
import { chatRequest, followRequest, submitBody } from "./chat-http-kit";
import { grantTestCredits, startAppWithFakeOpenAi } from "./fake-openai-app";

const PER_PROCESS = 25;
/** How long a closed follower may take to give its place back (a loaded machine is slow). */
const RELEASED = { timeout: 10_000 };
const POOL_SIZE = 4;
const FLOOD = 300;

const { fake, appDb, confirmedUserCookie } = await startAppWithFakeOpenAi({
  AI_STREAMS_PER_PROCESS: String(PER_PROCESS),
  DATABASE_POOL_SIZE: String(POOL_SIZE),
});
const streamRoute = await import("@/app/api/ai/generations/[id]/stream/route");
const threadStreamRoute = await import("@/app/api/ai/chat/[threadId]/stream/route");
const chatRoute = await import("@/app/api/ai/chat/route");
const healthRoute = await import("@/app/api/health/route");
const { startGeneration, stopGeneration, liveFollowerCount, LIVE_FOLLOWERS_PER_USER_MAX } =
  await import("@/server/services/ai/generations");

const PASSWORD = "follower password 1";
const MODEL_ID = "openai:gpt-5-mini";
let userCount = 0;

async function signedIn() {
  userCount += 1;
  const email = `follower-${userCount}@example.com`;
  const cookie = await confirmedUserCookie(email, PASSWORD);
  const db = await appDb();
  const userId = await grantTestCredits(db, email);
  return { cookie, userId };
}

/** A generation that keeps running (the provider never answers) until it is stopped. */
async function runningGeneration(userId: string) {
  fake.script({ kind: "hang", chunks: [] });
  const { generationId } = await startGeneration(await appDb(), {
    userId,
    purpose: "chat",
    mode: "chat",
    modelId: MODEL_ID,
    system: "You are a planning assistant.",
    messages: [{ role: "user", content: "Hello" }],
    offlineTask: { kind: "chat" },
    description: "AI chat",
  });
  return generationId;
}

/** A live follow the test can end: by aborting its request, or by cancelling its body. */
async function follow(cookie: string, generationId: string) {
  const controller = new AbortController();
  const request = new Request(`${APP_ORIGIN}/api/ai/generations/${generationId}/stream`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const response = await streamRoute.GET(request, {
    params: Promise.resolve({ id: generationId }),
  });
  return { response, abort: () => controller.abort() };
}

type Follow = Awaited<ReturnType<typeof follow>>;

const tooManyForUser = {
  error: {
    code: ERROR_CODES.aiTooManyStreams,
    message: AI_TEXT.tooManyStreams(LIVE_FOLLOWERS_PER_USER_MAX),
  },
};
const processBusy = {
  error: { code: ERROR_CODES.aiTooManyStreams, message: AI_TEXT.streamsBusy },
};

/** Splits answers into the accepted (200, kept open) and the refused (status and body read). */
async function sort(follows: Follow[]) {
  const accepted = follows.filter((f) => f.response.status === 200);
  const refused = await Promise.all(
    follows
      .filter((f) => f.response.status !== 200)
      .map(async (f) => ({ status: f.response.status, body: await f.response.json() })),
  );
  return { accepted, refused };
}

async function health() {
  const response = await healthRoute.GET();
  return { status: response.status, body: (await response.json()) as { status: string } };
}

/** Ends every follow, half by aborting the request and half by cancelling the body. */
async function closeAll(follows: Follow[]) {
  await Promise.all(follows.map((f, i) => (i % 2 === 0 ? f.abort() : f.response.body?.cancel())));
}

describe(`live followers of AI streams on ${describeTarget()}`, () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let generationId: string;
  beforeAll(async () => {
    owner = await signedIn();
    generationId = await runningGeneration(owner.userId);
  });
  afterAll(async () => {
    await stopGeneration(await appDb(), { userId: owner.userId, generationId });
  });

  it(`${FLOOD} concurrent follows: ${LIVE_FOLLOWERS_PER_USER_MAX} live, the rest 429 with the catalogue text; health ok meanwhile`, async () => {
    const flood = await Promise.all(
      Array.from({ length: FLOOD }, () => follow(owner.cookie, generationId)),
    );
    const { accepted, refused } = await sort(flood);
    expect(accepted).toHaveLength(LIVE_FOLLOWERS_PER_USER_MAX);
    expect(refused).toHaveLength(FLOOD - LIVE_FOLLOWERS_PER_USER_MAX);
    for (const answer of refused) expect(answer).toEqual({ status: 429, body: tooManyForUser });
    expect(liveFollowerCount(owner.userId)).toBe(LIVE_FOLLOWERS_PER_USER_MAX);

    // While they are held, the instance still answers its load balancer…
    expect(await health()).toMatchObject({ status: 200, body: { status: "ok" } });
    // …and the waiting followers hold no pooled connection: more of them than the pool has
    // connections wait, yet a query gets one at once.
    expect(LIVE_FOLLOWERS_PER_USER_MAX).toBeGreaterThan(POOL_SIZE);
    const db = await appDb();
    expect(await db.execute(sql`select 1 as one`)).toBeTruthy();

    await closeAll(accepted);
    await vi.waitFor(() => expect(liveFollowerCount(owner.userId)).toBe(0), RELEASED);
    const again = await follow(owner.cookie, generationId);
    expect(again.response.status).toBe(200);
    await closeAll([again]);
    await vi.waitFor(() => expect(liveFollowerCount()).toBe(0), RELEASED);
  });

  it("opening and closing many followers (aborted, cancelled, finished, refused) leaks no place", async () => {
    const stranger = await signedIn();
    const finished = await (async () => {
      fake.script({ kind: "text", chunks: ["Done."] });
      const { generationId: id } = await startGeneration(await appDb(), {
        userId: owner.userId,
        purpose: "chat",
        mode: "chat",
        modelId: MODEL_ID,
        system: "You are a planning assistant.",
        messages: [{ role: "user", content: "Hello" }],
        offlineTask: { kind: "chat" },
        description: "AI chat",
      });
      return id;
    })();
    for (let round = 0; round < 5; round += 1) {
      const open = await Promise.all(
        Array.from({ length: LIVE_FOLLOWERS_PER_USER_MAX }, () =>
          follow(owner.cookie, generationId),
        ),
      );
      expect(open.map((f) => f.response.status)).toEqual(
        Array(LIVE_FOLLOWERS_PER_USER_MAX).fill(200),
      );
      await closeAll(open);
      await vi.waitFor(() => expect(liveFollowerCount(owner.userId)).toBe(0), RELEASED);
      // Followers that read a finished generation to its end give their place back too.
      const done = await Promise.all(
        Array.from({ length: LIVE_FOLLOWERS_PER_USER_MAX }, () => follow(owner.cookie, finished)),
      );
      for (const f of done) expect(await f.response.text()).toContain('"type":"finish"');
      await vi.waitFor(() => expect(liveFollowerCount(owner.userId)).toBe(0), RELEASED);
      // Someone else's generation is a 404, and a refused follow holds no place.
      const foreign = await follow(stranger.cookie, generationId);
      expect(foreign.response.status).toBe(404);
      expect(liveFollowerCount(stranger.userId)).toBe(0);
    }
    const full = await Promise.all(
      Array.from({ length: LIVE_FOLLOWERS_PER_USER_MAX }, () => follow(owner.cookie, generationId)),
    );
    expect(full.every((f) => f.response.status === 200)).toBe(true);
    await closeAll(full);
    await vi.waitFor(() => expect(liveFollowerCount()).toBe(0), RELEASED);
  });

  it(`the process serves ${PER_PROCESS} live followers at most, whoever they belong to`, async () => {
    const second = await signedIn();
    const third = await signedIn();
    const secondGeneration = await runningGeneration(second.userId);
    const thirdGeneration = await runningGeneration(third.userId);
    const ownerFollows = await Promise.all(
      Array.from({ length: LIVE_FOLLOWERS_PER_USER_MAX }, () => follow(owner.cookie, generationId)),
    );
    const secondFollows = await Promise.all(
      Array.from({ length: LIVE_FOLLOWERS_PER_USER_MAX }, () =>
        follow(second.cookie, secondGeneration),
      ),
    );
    const thirdFlood = await sort(
      await Promise.all(Array.from({ length: 100 }, () => follow(third.cookie, thirdGeneration))),
    );
    const room = PER_PROCESS - 2 * LIVE_FOLLOWERS_PER_USER_MAX;
    expect(thirdFlood.accepted).toHaveLength(room);
    expect(thirdFlood.refused).toHaveLength(100 - room);
    for (const answer of thirdFlood.refused) {
      expect(answer).toEqual({ status: 429, body: processBusy });
    }
    expect(liveFollowerCount()).toBe(PER_PROCESS);
    expect(await health()).toMatchObject({ status: 200, body: { status: "ok" } });

    const held = [...ownerFollows, ...secondFollows, ...thirdFlood.accepted];
    expect(held.every((f) => f.response.status === 200)).toBe(true);
    await closeAll(held);
    await vi.waitFor(() => expect(liveFollowerCount()).toBe(0), RELEASED);
    for (const [user, id] of [
      [second, secondGeneration],
      [third, thirdGeneration],
    ] as const) {
      await stopGeneration(await appDb(), { userId: user.userId, generationId: id });
    }
  });

  it("the chat's reply and its reconnect stream count as live followers too", async () => {
    const chatter = await signedIn();
    fake.script({ kind: "hang", chunks: [] });
    const reply = await chatRoute.POST(
      chatRequest(chatter.cookie, submitBody("Hello", { modelId: MODEL_ID })),
    );
    expect(reply.status).toBe(200);
    const threadId = reply.headers.get(THREAD_ID_HEADER)!;
    const chatGeneration = reply.headers.get(GENERATION_ID_HEADER)!;
    const reconnects = await Promise.all(
      Array.from({ length: LIVE_FOLLOWERS_PER_USER_MAX }, () =>
        threadStreamRoute.GET(followRequest(chatter.cookie, threadId)),
      ),
    );
    const statuses = reconnects.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      LIVE_FOLLOWERS_PER_USER_MAX - 1,
    );
    const refused = reconnects.find((response) => response.status === 429)!;
    expect(await refused.json()).toEqual(tooManyForUser);

    // At the ceiling a new question is refused before it starts a generation.
    const generationsBefore = await generationsOf(chatter.userId);
    const second = await chatRoute.POST(
      chatRequest(chatter.cookie, submitBody("Hello again", { modelId: MODEL_ID, threadId })),
    );
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual(tooManyForUser);
    expect(await generationsOf(chatter.userId)).toEqual(generationsBefore);

    await Promise.all([
      reply.body?.cancel(),
      ...reconnects.filter((r) => r.status === 200).map((response) => response.body?.cancel()),
    ]);
    await vi.waitFor(() => expect(liveFollowerCount(chatter.userId)).toBe(0), RELEASED);
    await stopGeneration(await appDb(), { userId: chatter.userId, generationId: chatGeneration });
  });
});

async function generationsOf(userId: string) {
  const rows = await (
    await appDb()
  )
    .select({ id: aiGenerations.id })
    .from(aiGenerations)
    .where(eq(aiGenerations.userId, userId));
  return rows.map((row) => row.id).sort();
}
