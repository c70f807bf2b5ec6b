/**
 * Autosave of the plan editor: edits are saved a moment after the typing stops (debounced), one
 * request at a time, and the newest text always wins. The saver knows nothing about tRPC or
 * React: it is given a `save` function that reports how the attempt went, and it tells its owner
 * the visible save state. A network failure or a server-side outage (any 5xx: the database is
 * down) keeps the changes and tries again, backing off while it lasts; a version conflict stops
 * saving until the person has chosen a version, so nothing is overwritten silently.
 */

/** Quiet time after the last keystroke before a save starts. */
export const AUTOSAVE_DEBOUNCE_MS = 800;
/**
 * After a network failure or an outage, the first new attempt waits this long (or for the browser
 * to be online); each further failure doubles the wait, up to OFFLINE_RETRY_MAX_MS, so a long
 * outage is not hammered and a short one is over quickly.
 */
export const OFFLINE_RETRY_MS = 1_000;
export const OFFLINE_RETRY_MAX_MS = 10_000;

/** The wait before the next attempt after `failures` failed attempts in a row (1 or more). */
export function offlineRetryDelayMs(failures: number, firstMs = OFFLINE_RETRY_MS): number {
  return Math.min(firstMs * 2 ** Math.max(0, failures - 1), OFFLINE_RETRY_MAX_MS);
}

export type SaveState = "saved" | "saving" | "offline" | "conflict" | "error";

/** What the indicator says for each state (the first three are the product's exact words). */
export const SAVE_STATE_TEXT: Record<SaveState, string> = {
  saved: "Saved",
  saving: "Saving…",
  offline: "Offline — changes kept on this device",
  conflict: "Changed elsewhere — choose a version",
  error: "Not saved — changes kept on this device",
};

export type SaveFailure = "offline" | "conflict" | "error";
/**
 * How one attempt went. A refusal ("error") may carry its reason in words (see save-refusal.ts),
 * shown next to the save status and the section until a save succeeds.
 */
export type SaveOutcome =
  { ok: true } | { ok: false; failure: SaveFailure; reason?: string | null };

export interface AutosaverOptions<T> {
  /** Sends one value to the server; must not throw (report failures in the outcome). */
  save: (value: T) => Promise<SaveOutcome>;
  /** Called when the state, or the reason of a refusal, changes. */
  onStateChange?: (state: SaveState) => void;
  delayMs?: number;
  retryMs?: number;
}

export interface Autosaver<T> {
  /** A new value from the editor: saved once the typing pauses for `delayMs`. */
  change(value: T): void;
  /** Saves a waiting value now; resolves once nothing is being saved any more. */
  flush(): Promise<void>;
  /** Tries a failed save again now (the browser came back online, or the person asked). */
  retry(): void;
  /**
   * Ends a conflict: `keep` saves that value (the caller has taken the server's version as the
   * base), `null` drops the local value because the server's version was taken instead.
   */
  resolveConflict(keep: T | null): void;
  state(): SaveState;
  /** Why the last attempt was refused (kept while a new attempt runs), or null. */
  problem(): string | null;
  /** True while a value is waiting, being sent, or kept after a failure. */
  hasUnsavedChanges(): boolean;
  /** Stops the timers (the editor unmounts); waiting values stay with the caller's draft store. */
  dispose(): void;
}

export function createAutosaver<T>(options: AutosaverOptions<T>): Autosaver<T> {
  const delayMs = options.delayMs ?? AUTOSAVE_DEBOUNCE_MS;
  const retryMs = options.retryMs ?? OFFLINE_RETRY_MS;
  let current: SaveState = "saved";
  let problem: string | null = null;
  let pending: { value: T } | null = null;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Failed attempts in a row (offline or outage); sets the back-off, reset by a success. */
  let failuresInRow = 0;
  /** A debounce timer will save on its own; a retry timer waits for the network to return. */
  let timerKind: "debounce" | "retry" | null = null;
  let disposed = false;
  let idleWaiters: (() => void)[] = [];

  function setState(next: SaveState, reason: string | null = null) {
    // A refusal's reason stays shown while the next attempt runs (no flicker while the person
    // fixes the text); a success or another kind of failure clears it.
    const nextProblem = next === "error" ? reason : next === "saving" ? problem : null;
    if (next === current && nextProblem === problem) return;
    current = next;
    problem = nextProblem;
    options.onStateChange?.(next);
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    timerKind = null;
  }

  function schedule(kind: "debounce" | "retry", ms: number) {
    clearTimer();
    if (disposed) return;
    timerKind = kind;
    timer = setTimeout(() => void run(), ms);
  }

  /**
   * Whether waiting is over: nothing is being sent and no save is about to start. A retry after a
   * network failure does not count, so flush() never hangs while the device is offline.
   */
  function settled() {
    return !inFlight && timerKind !== "debounce";
  }

  function notifyIdle() {
    if (!settled()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  async function run() {
    timer = null;
    timerKind = null;
    if (inFlight || !pending || disposed) return notifyIdle();
    const { value } = pending;
    pending = null;
    inFlight = true;
    setState("saving");
    const outcome = await options.save(value);
    inFlight = false;
    if (outcome.ok) {
      failuresInRow = 0;
      if (pending) {
        // Typed while the request was out: its own timer saves it, or save it now if that
        // timer already fired during the request.
        if (timer === null) void run();
      } else {
        setState("saved");
      }
    } else {
      // Keep the newest text: a value typed during the failed request replaces this one.
      pending ??= { value };
      setState(outcome.failure, outcome.reason ?? null);
      clearTimer();
      if (outcome.failure === "offline") {
        failuresInRow += 1;
        schedule("retry", offlineRetryDelayMs(failuresInRow, retryMs));
      }
    }
    notifyIdle();
  }

  return {
    change(value) {
      pending = { value };
      if (current === "conflict") return; // the dialog decides what is saved next
      if (current === "saved") setState("saving");
      schedule("debounce", delayMs);
    },
    flush() {
      if (pending && !inFlight && current !== "conflict") {
        clearTimer();
        void run();
      }
      if (settled() || current === "conflict") return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    retry() {
      if (!pending || inFlight || current === "conflict") return;
      clearTimer();
      void run();
    },
    resolveConflict(keep) {
      pending = keep === null ? null : { value: keep };
      // Leave the conflict state first, so run() is allowed to send again.
      setState(keep === null ? "saved" : "saving");
      if (keep !== null) {
        clearTimer();
        void run();
      }
    },
    state: () => current,
    problem: () => problem,
    hasUnsavedChanges: () => pending !== null || inFlight,
    dispose() {
      disposed = true;
      clearTimer();
      notifyIdle();
    },
  };
}

/** The page's one indicator for many savers: the most urgent state wins. */
const URGENCY: SaveState[] = ["conflict", "offline", "error", "saving", "saved"];
export function combineSaveStates(states: Iterable<SaveState>): SaveState {
  let best = URGENCY.length - 1;
  for (const state of states) best = Math.min(best, URGENCY.indexOf(state));
  return URGENCY[best]!;
}

/** What a failed tRPC call tells about the attempt (status codes from the error's data). */
export interface FailedCall {
  data?: { httpStatus?: number; code?: string } | null;
}

/**
 * Sorts a failed save: a version conflict; "offline" for anything that may pass (no answer at
 * all, or any 5xx: a gateway, a database outage — the server could not do it now); or "error"
 * for what the server refused (4xx, including 401: a database outage answers 503, never 401, so
 * a 401 really means signed out). Offline saves are retried; errors wait for the person.
 */
export function classifySaveFailure(error: unknown, online: boolean): SaveFailure {
  const data = (error as FailedCall | null)?.data ?? null;
  if (data?.code === "CONFLICT" || data?.httpStatus === 409) return "conflict";
  if (!online) return "offline";
  if (!data?.httpStatus || data.httpStatus >= 500) return "offline";
  return "error";
}
