/**
 * Stop: a real cancel of the provider call. The instance running the generation holds its
 * AbortController; this process aborts it directly when it is here, and NOTIFYs CANCEL_CHANNEL so
 * any other instance does. Answers the summary once the generation has ended (or STOP_WAIT_MS).
 */
import type { Database } from "@/server/db/types";
import { GenerationStopped, notify, runningHere, subscribe } from "./channels";
import { CANCEL_CHANNEL, FOLLOW_POLL_MS, STOP_WAIT_MS } from "./config";
import { ownedGeneration, toSummary } from "./rows";
import type { GenerationSummary } from "./types";

export async function stopGeneration(
  db: Database,
  input: { userId: string; generationId: string },
): Promise<GenerationSummary> {
  const { generationId } = input;
  let row = await ownedGeneration(db, input.userId, generationId);
  if (row.status !== "running") return toSummary(row);

  let wakeUp = () => {};
  const unsubscribe = await subscribe(db, generationId, () => wakeUp());
  try {
    const local = runningHere.get(generationId);
    if (local) local.abort(new GenerationStopped());
    else await notify(db, CANCEL_CHANNEL, generationId);
    const deadline = Date.now() + STOP_WAIT_MS;
    while (row.status === "running" && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(FOLLOW_POLL_MS, STOP_WAIT_MS));
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      row = await ownedGeneration(db, input.userId, generationId);
    }
    return toSummary(row);
  } finally {
    unsubscribe();
  }
}
