/**
 * Stores a generation's UI message chunks as they stream: batched (every CHUNK_FLUSH_MS or
 * CHUNK_FLUSH_MAX chunks) into ai_generation_chunks rows numbered from 0, consecutive text and
 * reasoning deltas of one part merged, each batch followed by a NOTIFY so followers on any
 * instance read it at once. Batches are written one at a time, in order.
 */
import type { UIMessageChunk } from "ai";
import { aiGenerationChunks } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { notify } from "./channels";
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
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly generationId: string,
    private readonly onStoreError: (error: unknown) => void,
  ) {}

  write(chunk: UIMessageChunk): void {
    this.written.push(chunk);
    this.pending.push(chunk);
    if (this.pending.length >= CHUNK_FLUSH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), CHUNK_FLUSH_MS);
  }

  /** Writes what is pending; resolves when every batch so far is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length > 0) {
      const chunks = coalesceChunks(this.pending.splice(0));
      const seq = this.nextSeq++;
      this.queue = this.queue.then(async () => {
        try {
          await this.db
            .insert(aiGenerationChunks)
            .values({ generationId: this.generationId, seq, chunks });
          await notify(this.db, CHUNKS_CHANNEL, this.generationId);
        } catch (error) {
          this.onStoreError(error);
        }
      });
    }
    return this.queue;
  }
}
