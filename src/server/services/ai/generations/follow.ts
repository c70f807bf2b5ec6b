/**
 * Following a generation from any instance: the stored batches from `fromBatch`, then each new
 * batch as it is written (woken by NOTIFY, with a FOLLOW_POLL_MS re-read in case a notification
 * was lost), until the generation has ended and every batch is sent. A generation whose process
 * died (stale heartbeat) counts as ended. The follower going away never touches the generation.
 */
import type { UIMessageChunk } from "ai";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { AI_TEXT, ERROR_CODES } from "@/lib/error-catalogue";
import { aiGenerationChunks, aiGenerations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { subscribe } from "./channels";
import { FOLLOW_POLL_MS, STALE_HEARTBEAT_MS } from "./config";
import { ownedGeneration } from "./rows";

/** Status as the follower sees it: a running generation of a dead process has ended. */
async function readState(db: Database, generationId: string) {
  const [row] = await db
    .select({
      status: aiGenerations.status,
      stale: sql<boolean>`${aiGenerations.heartbeatAt} < now() - make_interval(secs => ${STALE_HEARTBEAT_MS / 1000})`,
    })
    .from(aiGenerations)
    .where(eq(aiGenerations.id, generationId));
  if (!row) return { ended: true, died: false };
  const died = row.status === "running" && row.stale;
  return { ended: row.status !== "running" || died, died };
}

async function readBatches(db: Database, generationId: string, fromSeq: number) {
  return db
    .select({ seq: aiGenerationChunks.seq, chunks: aiGenerationChunks.chunks })
    .from(aiGenerationChunks)
    .where(
      and(eq(aiGenerationChunks.generationId, generationId), gte(aiGenerationChunks.seq, fromSeq)),
    )
    .orderBy(asc(aiGenerationChunks.seq));
}

export async function followGeneration(
  db: Database,
  input: { userId: string; generationId: string; signal?: AbortSignal; fromBatch?: number },
): Promise<ReadableStream<UIMessageChunk>> {
  const { generationId, signal } = input;
  await ownedGeneration(db, input.userId, generationId);

  let nextSeq = Math.max(0, input.fromBatch ?? 0);
  let wakeUp: () => void = () => {};
  let woken = false;
  const wake = () => {
    woken = true;
    wakeUp();
  };
  // Subscribed before the first read: a batch committed in between still wakes us.
  const unsubscribe = await subscribe(db, generationId, wake);
  signal?.addEventListener("abort", wake, { once: true });
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    unsubscribe();
    signal?.removeEventListener("abort", wake);
  };

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
          // Status first: every batch of an ended generation is committed before its status.
          const state = await readState(db, generationId);
          const batches = await readBatches(db, generationId, nextSeq);
          for (const batch of batches) {
            if (batch.seq !== nextSeq) break; // a gap is a batch still being written
            for (const chunk of batch.chunks as UIMessageChunk[]) controller.enqueue(chunk);
            nextSeq += 1;
          }
          if (state.ended && (batches.length === 0 || state.died)) {
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
          if (batches.length > 0) return;
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
