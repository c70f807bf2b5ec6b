import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUTOSAVE_DEBOUNCE_MS,
  OFFLINE_RETRY_MAX_MS,
  OFFLINE_RETRY_MS,
  SAVE_STATE_TEXT,
  classifySaveFailure,
  combineSaveStates,
  createAutosaver,
  type SaveOutcome,
  type SaveState,
} from "@/lib/plans/editor-autosave";

/** A save function whose answers the test hands out one by one. */
function controlledSave() {
  const calls: { value: string; answer: (outcome: SaveOutcome) => void }[] = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<SaveOutcome>((resolve) => calls.push({ value, answer: resolve })),
  );
  return { save, calls };
}

function setup(options: { retryMs?: number } = {}) {
  const { save, calls } = controlledSave();
  const states: SaveState[] = [];
  const saver = createAutosaver<string>({
    save,
    onStateChange: (state) => states.push(state),
    ...options,
  });
  return { saver, save, calls, states };
}

/** Lets the saver's promise callbacks run (fake timers do not flush microtasks). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("autosave rules", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("names its numbers and the product's words", () => {
    expect(AUTOSAVE_DEBOUNCE_MS).toBe(800);
    expect(SAVE_STATE_TEXT.saving).toBe("Saving…");
    expect(SAVE_STATE_TEXT.saved).toBe("Saved");
    expect(SAVE_STATE_TEXT.offline).toBe("Offline — changes kept on this device");
  });

  it("saves once, after the typing pauses for the debounce time, with the newest value", async () => {
    const { saver, save, calls, states } = setup();
    saver.change("a");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS - 1);
    saver.change("ab");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    expect(saver.state()).toBe("saving");

    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls[0]!.value).toBe("ab");
    expect(saver.hasUnsavedChanges()).toBe(true);

    calls[0]!.answer({ ok: true });
    await settle();
    expect(saver.state()).toBe("saved");
    expect(saver.hasUnsavedChanges()).toBe(false);
    expect(states).toEqual(["saving", "saved"]);
  });

  it("sends one request at a time and saves what was typed meanwhile afterwards", async () => {
    const { saver, save, calls } = setup();
    saver.change("first");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    saver.change("second");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS); // the debounce ends while "first" is out
    expect(save).toHaveBeenCalledTimes(1);

    calls[0]!.answer({ ok: true });
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]!.value).toBe("second");
    expect(saver.state()).toBe("saving");

    calls[1]!.answer({ ok: true });
    await settle();
    expect(saver.state()).toBe("saved");
  });

  it("keeps the changes when offline and tries again later", async () => {
    const { saver, save, calls } = setup();
    saver.change("offline text");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    calls[0]!.answer({ ok: false, failure: "offline" });
    await settle();
    expect(saver.state()).toBe("offline");
    expect(saver.hasUnsavedChanges()).toBe(true);

    vi.advanceTimersByTime(OFFLINE_RETRY_MS - 1);
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]!.value).toBe("offline text");
    calls[1]!.answer({ ok: true });
    await settle();
    expect(saver.state()).toBe("saved");
  });

  it("backs off while the outage lasts, then saves once the server is back", async () => {
    const { saver, save, calls } = setup();
    saver.change("typed during the outage");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    // Each failed try waits twice as long as the one before, up to the maximum.
    const waits: number[] = [];
    for (let failure = 0; failure < 6; failure++) {
      calls[failure]!.answer({ ok: false, failure: "offline" });
      await settle();
      expect(saver.state()).toBe("offline");
      let waited = 0;
      while (save.mock.calls.length === failure + 1 && waited < OFFLINE_RETRY_MAX_MS * 2) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    const first = OFFLINE_RETRY_MS;
    expect(waits).toEqual(
      [first, first * 2, first * 4, first * 8, first * 16, first * 32].map((ms) =>
        Math.min(ms, OFFLINE_RETRY_MAX_MS),
      ),
    );
    expect(OFFLINE_RETRY_MS).toBeLessThan(OFFLINE_RETRY_MAX_MS);
    // The database is back: the waiting text is saved, and the next failure starts over.
    calls[6]!.answer({ ok: true });
    await settle();
    expect(saver.state()).toBe("saved");
    expect(saver.hasUnsavedChanges()).toBe(false);
    saver.change("later");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    calls[7]!.answer({ ok: false, failure: "offline" });
    await settle();
    vi.advanceTimersByTime(OFFLINE_RETRY_MS);
    expect(save).toHaveBeenCalledTimes(9);
  });

  it("saves the newest text after a failure, not the text that failed", async () => {
    const { saver, calls } = setup();
    saver.change("old");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    saver.change("new");
    calls[0]!.answer({ ok: false, failure: "offline" });
    await settle();
    saver.retry();
    expect(calls[1]!.value).toBe("new");
  });

  it("stops on a conflict until the person chooses, then saves their choice", async () => {
    const { saver, save, calls } = setup();
    saver.change("mine");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    calls[0]!.answer({ ok: false, failure: "conflict" });
    await settle();
    expect(saver.state()).toBe("conflict");

    // Typing or time passing does not overwrite the server's version.
    saver.change("mine, edited");
    vi.advanceTimersByTime(OFFLINE_RETRY_MS * 3);
    saver.retry();
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);

    saver.resolveConflict("mine, edited");
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]!.value).toBe("mine, edited");
    calls[1]!.answer({ ok: true });
    await settle();
    expect(saver.state()).toBe("saved");
  });

  it("drops the local value when the server's version is taken", async () => {
    const { saver, save, calls } = setup();
    saver.change("mine");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    calls[0]!.answer({ ok: false, failure: "conflict" });
    await settle();
    saver.resolveConflict(null);
    expect(saver.state()).toBe("saved");
    expect(saver.hasUnsavedChanges()).toBe(false);
    vi.advanceTimersByTime(OFFLINE_RETRY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("does not retry a refused save on its own, but does when asked", async () => {
    const { saver, save, calls } = setup();
    saver.change("x");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    calls[0]!.answer({ ok: false, failure: "error" });
    await settle();
    expect(saver.state()).toBe("error");
    vi.advanceTimersByTime(OFFLINE_RETRY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    saver.retry();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("flush() saves at once and resolves when the save is done", async () => {
    const { saver, save, calls } = setup();
    saver.change("now");
    const flushed = vi.fn();
    void saver.flush().then(flushed);
    expect(save).toHaveBeenCalledTimes(1);
    await settle();
    expect(flushed).not.toHaveBeenCalled();
    calls[0]!.answer({ ok: true });
    await settle();
    expect(flushed).toHaveBeenCalled();
  });

  it("flush() does not hang while offline", async () => {
    const { saver, calls } = setup();
    saver.change("x");
    const flushed = vi.fn();
    void saver.flush().then(flushed);
    calls[0]!.answer({ ok: false, failure: "offline" });
    await settle();
    expect(flushed).toHaveBeenCalled();
  });

  it("stops its timers when disposed", () => {
    const { saver, save } = setup();
    saver.change("x");
    saver.dispose();
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });
});

describe("combineSaveStates", () => {
  it("shows the most urgent state of all savers", () => {
    expect(combineSaveStates([])).toBe("saved");
    expect(combineSaveStates(["saved", "saving"])).toBe("saving");
    expect(combineSaveStates(["saving", "offline", "saved"])).toBe("offline");
    expect(combineSaveStates(["offline", "conflict"])).toBe("conflict");
    expect(combineSaveStates(["error", "saving"])).toBe("error");
  });
});

describe("classifySaveFailure", () => {
  it("recognises a version conflict", () => {
    expect(classifySaveFailure({ data: { code: "CONFLICT", httpStatus: 409 } }, true)).toBe(
      "conflict",
    );
  });

  it("treats no answer, any 5xx (a database outage) or an offline browser as offline", () => {
    expect(classifySaveFailure(new TypeError("Failed to fetch"), true)).toBe("offline");
    for (const httpStatus of [500, 502, 503, 504]) {
      expect(classifySaveFailure({ data: { httpStatus } }, true)).toBe("offline");
    }
    expect(classifySaveFailure({ data: { httpStatus: 400 } }, false)).toBe("offline");
  });

  it("treats the server's refusals (4xx: 401 signed out, 400, 403) as errors, not offline", () => {
    expect(classifySaveFailure({ data: { code: "BAD_REQUEST", httpStatus: 400 } }, true)).toBe(
      "error",
    );
    expect(classifySaveFailure({ data: { code: "UNAUTHORIZED", httpStatus: 401 } }, true)).toBe(
      "error",
    );
    expect(classifySaveFailure({ data: { httpStatus: 403 } }, true)).toBe("error");
  });
});

describe("autosave: the reason of a refused save", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps the reason while the person fixes the text, clears it once a save succeeds", async () => {
    const { saver, calls, states } = setup();
    saver.change("too long");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    calls[0]!.answer({ ok: false, failure: "error", reason: "Too long." });
    await settle();
    expect(saver.state()).toBe("error");
    expect(saver.problem()).toBe("Too long.");
    expect(saver.hasUnsavedChanges()).toBe(true);

    // Typing again: the next attempt runs with the reason still shown (no flicker).
    saver.change("short");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    expect(saver.state()).toBe("saving");
    expect(saver.problem()).toBe("Too long.");
    calls[1]!.answer({ ok: true });
    await settle();
    expect(saver.state()).toBe("saved");
    expect(saver.problem()).toBeNull();
    expect(states).toEqual(["saving", "error", "saving", "saved"]);
  });

  it("tells its owner when only the reason changes", async () => {
    const { save, calls } = controlledSave();
    const onStateChange = vi.fn();
    const saver = createAutosaver<string>({ save, onStateChange });
    saver.change("a");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    calls[0]!.answer({ ok: false, failure: "error", reason: "First." });
    await settle();
    const before = onStateChange.mock.calls.length;
    saver.retry();
    calls[1]!.answer({ ok: false, failure: "error", reason: "Second." });
    await settle();
    expect(saver.problem()).toBe("Second.");
    expect(onStateChange.mock.calls.length).toBeGreaterThan(before);
  });

  it("an offline failure has no reason to show", async () => {
    const { saver, calls } = setup();
    saver.change("a");
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    calls[0]!.answer({ ok: false, failure: "offline" });
    await settle();
    expect(saver.problem()).toBeNull();
  });
});
