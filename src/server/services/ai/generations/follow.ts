/**
 * Following a generation from any instance: the stored batches from `fromBatch`, then each new
 * batch as it is written (woken by NOTIFY, with a FOLLOW_POLL_MS re-read in case a notification
 * was lost), until the generation has ended and every batch is sent. A generation whose process
 * died (stale heartbeat) counts as ended. The follower going away never touches the generation.
 * Each follower takes a place among the live followers (follower-limits.ts) for as long as it is
 * open; between reads it holds no pooled connection, only its place and a wake-up in channels.ts.
 */
import type { UIMessageChunk } from "ai";
import { sql } from "drizzle-orm";
import { AI_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { queryRows } from "@/server/db/query-rows";
import type { Database } from "@/server/db/types";
import { subscribe } from "./channels";
import { FOLLOW_PAGE_BATCHES, FOLLOW_POLL_MS, STALE_HEARTBEAT_MS } from "./config";
import { admitFollower, type FollowerPlace } from "./follower-limits";
import { ownedGeneration } from "./rows";

interface FollowRead {
  /** The generation has ended, or its process died (stale heartbeat). */
  ended: boolean;
  died: boolean;
  batches: { seq: number; chunks: UIMessageChunk[] }[];
}

/**
 * The status and up to FOLLOW_PAGE_BATCHES batches from `fromSeq`, in one statement (one
 * snapshot): if the status has ended there, every batch is there too, since the runner stores
 * them all before the status.
 */
async function readFrom(db: Database, generationId: string, fromSeq: number): Promise<FollowRead> {
  const [row] = await queryRows<{ status: string; stale: boolean; batches: unknown }>(
    db,
    sql`select g.status,
               g.heartbeat_at < now() - make_interval(secs => ${STALE_HEARTBEAT_MS / 1000}) as stale,
               coalesce((
                 select json_agg(json_build_object('seq', p.seq, 'chunks', p.chunks) order by p.seq)
                 from (
                   select c.seq, c.chunks from ai_generation_chunks c
                   where c.generation_id = g.id and c.seq >= ${fromSeq}
                   order by c.seq limit ${FOLLOW_PAGE_BATCHES}
                 ) p
               ), '[]'::json) as batches
        from ai_generations g where g.id = ${generationId}`,
  );
  if (!row) return { ended: true, died: false, batches: [] };
  const batches = (
    typeof row.batches === "string" ? JSON.parse(row.batches) : row.batches
  ) as FollowRead["batches"];
  const died = row.status === "running" && row.stale;
  return { ended: row.status !== "running" || died, died, batches };
}

/**
 * The generation's chunks as a stream. Refused with 429 AI_TOO_MANY_STREAMS when the user or the
 * process has too many live followers; `place` is one the caller took already (the chat route
 * takes it before it starts the generation, so a refusal starts nothing).
 */
export async function followGeneration(
  db: Database,
  input: {
    userId: string;
    generationId: string;
    signal?: AbortSignal;
    fromBatch?: number;
    place?: FollowerPlace;
  },
): Promise<ReadableStream<UIMessageChunk>> {
  const { generationId, signal } = input;
  const place = input.place ?? admitFollower(input.userId);
  // Declared before subscribing: a NOTIFY may call wake() while subscribe() is still settling.
  let wakeUp: () => void = () => {};
  let woken = false;
  function wake() {
    woken = true;
    wakeUp();
  }
  let unsubscribe: () => void;
  try {
    await ownedGeneration(db, input.userId, generationId);
    // Subscribed before the first read: a batch committed in between still wakes us.
    unsubscribe = await subscribe(db, generationId, wake);
  } catch (error) {
    place.release();
    throw error;
  }

  let nextSeq = Math.max(0, input.fromBatch ?? 0);
  let finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    unsubscribe();
    signal?.removeEventListener("abort", gone);
    place.release();
  }
  // A client that went away gives its place back at once, even while the stream waits for it to
  // read (backpressure: no pull is running to notice the abort).
  function gone() {
    finish();
    wake();
  }
  if (signal?.aborted) finish();
  else signal?.addEventListener("abort", gone, { once: true });

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || signal?.aborted) return resolve();
      const timer = setTimeout(resolve, FOLLOW_POLL_MS);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      try {
        for (;;) {
          if (signal?.aborted) {
            finish();
            controller.close();
            return;
          }
          woken = false;
          const state = await readFrom(db, generationId, nextSeq);
          const { batches } = state;
          let delivered = 0;
          for (const batch of batches) {
            if (batch.seq !== nextSeq) break; // a gap is a batch still being written
            for (const chunk of batch.chunks) controller.enqueue(chunk);
            nextSeq += 1;
            delivered += 1;
          }
          // A full page may have more behind it: read on before deciding the stream is over.
          const more = delivered === FOLLOW_PAGE_BATCHES;
          if (state.ended && !more && (delivered === 0 || state.died)) {
            if (state.died) {
              const failure = {
                code: ERROR_CODES.aiStreamInterrupted,
                message: AI_TEXT.streamInterrupted,
              };
              controller.enqueue({ type: "error", errorText: failure.message });
              controller.enqueue({ type: "data-generation-error", data: failure });
            }
            finish();
            controller.close();
            return;
          }
          if (delivered > 0) return;
          await sleep();
        }
      } catch (error) {
        finish();
        controller.error(error);
      }
    },
    cancel() {
      finish();
    },
  });
}
