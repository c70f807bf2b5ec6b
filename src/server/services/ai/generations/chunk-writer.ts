/**
 * Stores a generation's UI message chunks as they stream: batched (every CHUNK_FLUSH_MS or
 * CHUNK_FLUSH_MAX chunks) into ai_generation_chunks rows numbered from 0, consecutive text and
 * reasoning deltas of one part merged, each batch followed by a NOTIFY so followers on any
 * instance read it at once. Batches are written one at a time, in order.
 */
import type { UIMessageChunk } from "ai";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { CHUNK_FLUSH_MAX, CHUNK_FLUSH_MS, CHUNKS_CHANNEL } from "./config";

/** Merges consecutive deltas of the same text or reasoning part into one chunk. */
export function coalesceChunks(chunks: readonly UIMessageChunk[]): UIMessageChunk[] {
  const merged: UIMessageChunk[] = [];
  for (const chunk of chunks) {
    const last = merged.at(-1);
    if (
      last &&
      (chunk.type === "text-delta" || chunk.type === "reasoning-delta") &&
      last.type === chunk.type &&
      last.id === chunk.id
    ) {
      merged[merged.length - 1] = { ...last, delta: last.delta + chunk.delta };
    } else {
      merged.push(chunk);
    }
  }
  return merged;
}

export class ChunkWriter {
  /** Every chunk written, in order (the final message is built from them). */
  readonly written: UIMessageChunk[] = [];
  private pending: UIMessageChunk[] = [];
  private nextSeq = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private draining: Promise<void> | null = null;
  private lastContentFlushAt = -Infinity;

  constructor(
    private readonly db: Database,
    private readonly generationId: string,
    private readonly onStoreError: (error: unknown) => void,
  ) {}

  write(chunk: UIMessageChunk): void {
    this.written.push(chunk);
    this.pending.push(chunk);
    const content = chunk.type === "text-delta" || chunk.type === "reasoning-delta";
    // Leading edge: text after a quiet spell (the first token, say) goes out at once; during a
    // burst, at most one batch per CHUNK_FLUSH_MS.
    if (
      this.pending.length >= CHUNK_FLUSH_MAX ||
      (content && performance.now() - this.lastContentFlushAt >= CHUNK_FLUSH_MS)
    ) {
      void this.flush();
    } else {
      this.timer ??= setTimeout(() => void this.flush(), CHUNK_FLUSH_MS);
    }
  }

  /** Writes what is pending; resolves when every chunk written so far is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    // One insert at a time: chunks written meanwhile join the next batch (so a slow database
    // gets bigger batches, not a growing queue of small ones).
    if (this.draining) return this.draining.then(() => this.flush());
    if (this.pending.length === 0) return Promise.resolve();
    this.draining = this.drain();
    return this.draining;
  }

  private async drain(): Promise<void> {
    try {
      do {
        if (this.pending.some((chunk) => chunk.type.endsWith("-delta"))) {
          this.lastContentFlushAt = performance.now();
        }
        const chunks = coalesceChunks(this.pending.splice(0));
        const seq = this.nextSeq++;
        try {
          // One round trip: the NOTIFY is sent when the insert commits.
          await this.db.execute(
            sql`with inserted as (
                  insert into ai_generation_chunks (generation_id, seq, chunks)
                  values (${this.generationId}, ${seq}, ${JSON.stringify(chunks)}::jsonb)
                  returning generation_id
                )
                select pg_notify(${CHUNKS_CHANNEL}, generation_id::text) from inserted`,
          );
        } catch (error) {
          // Kept for the next flush under the same number: followers never see a gap.
          this.pending.unshift(...chunks);
          this.nextSeq = seq;
          this.onStoreError(error);
          break;
        }
        // More arrived while inserting: go on at once if its window has passed (no timer left).
      } while (this.pending.length > 0 && !this.timer);
    } finally {
      this.draining = null;
    }
  }
}
