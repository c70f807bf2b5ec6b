/**
 * A NOTIFY for a generation can reach its follower while the follower is still subscribing: the
 * process's LISTEN answers in the same network read as a notification, and node-postgres hands
 * the notification over before the follower's code after `await subscribe()` runs. The follower
 * read its state there (a ReferenceError thrown from the database client's event handler: an
 * uncaught exception, seen under load). Staged here by delivering the notification the moment
 * the LISTEN is in place, on the database handle the follower uses.
 */
import { describe, expect, it } from "vitest";
import { handleOfDatabase } from "@/server/db/open";
import { CHUNKS_CHANNEL } from "@/server/services/ai/generations/config";
import { followToEnd, offlineModelId, textOf, useGenerationsSetup } from "./generations-kit";

describe("a follower woken while it subscribes", () => {
  const kit = useGenerationsSetup();

  it("takes the wake-up without an error and reads the generation to its end", async () => {
    const userId = await kit.newUser();
    const { generationId } = await kit.start({ userId, modelId: offlineModelId });

    const handle = handleOfDatabase(kit.db)!;
    const listen = handle.listen.bind(handle);
    const thrown: unknown[] = [];
    handle.listen = async (channel, onNotify) => {
      const unlisten = await listen(channel, onNotify);
      if (channel === CHUNKS_CHANNEL) {
        try {
          onNotify(generationId);
        } catch (error) {
          thrown.push(error);
        }
      }
      return unlisten;
    };

    const chunks = await followToEnd(kit.db, userId, generationId);
    expect(thrown).toEqual([]);
    expect(textOf(chunks).length).toBeGreaterThan(0);
  });
});
