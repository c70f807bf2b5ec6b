/**
 * New-build detection (spec sections 4 and 7). The client knows the build it was served with;
 * it asks `/version.json?t=<timestamp>` on an interval and when the tab regains focus, and when
 * a different build is live it offers a reload. A reload guard stops reload loops when a stale
 * cache keeps serving the old build.
 */
import { fetchWithRetry } from "@/lib/http/fetch-with-retry";

export const VERSION_MANIFEST_PATH = "/version.json";
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;
/** No second automatic reload within this window (spec: 10 seconds, 10000 ms). */
export const RELOAD_GUARD_MS = 10_000;
export const LAST_RELOAD_STORAGE_KEY = "plansmith:last-build-reload";

export function versionManifestUrl(now: number): string {
  return `${VERSION_MANIFEST_PATH}?t=${now}`;
}

/** The live build's version, or null when it cannot be read right now (offline, server down). */
export async function fetchLiveVersion(
  now: () => number = Date.now,
  fetchImpl?: typeof fetch,
): Promise<string | null> {
  try {
    const response = await fetchWithRetry(versionManifestUrl(now()), {
      cache: "no-store",
      headers: { Accept: "application/json" },
      fetchImpl,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === "string" && body.version ? body.version : null;
  } catch {
    return null;
  }
}

export interface UpdateWatcherOptions {
  currentVersion: string;
  fetchLiveVersion: () => Promise<string | null>;
  /** Called once per newly seen build. */
  onUpdateAvailable: (liveVersion: string) => void;
  /** Where focus and visibility events come from (window/document in the browser). */
  windowTarget: Pick<Window, "addEventListener" | "removeEventListener">;
  documentTarget: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  intervalMs?: number;
}

/** Starts watching for a newer build; returns the function that stops it. */
export function watchForNewBuild(options: UpdateWatcherOptions): () => void {
  const { currentVersion, windowTarget, documentTarget } = options;
  let announced: string | null = null;
  let checking = false;
  let stopped = false;

  async function check() {
    if (checking || stopped) return;
    checking = true;
    try {
      const live = await options.fetchLiveVersion();
      if (!stopped && live && live !== currentVersion && live !== announced) {
        announced = live;
        options.onUpdateAvailable(live);
      }
    } finally {
      checking = false;
    }
  }

  const onFocus = () => void check();
  const onVisibility = () => {
    if (documentTarget.visibilityState === "visible") void check();
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? VERSION_CHECK_INTERVAL_MS);
  windowTarget.addEventListener("focus", onFocus);
  documentTarget.addEventListener("visibilitychange", onVisibility);

  return () => {
    stopped = true;
    clearInterval(timer);
    windowTarget.removeEventListener("focus", onFocus);
    documentTarget.removeEventListener("visibilitychange", onVisibility);
  };
}

/**
 * Reloads unless a reload already happened within RELOAD_GUARD_MS. Returns whether it reloaded.
 * The timestamp lives in session storage so it survives the reload itself.
 */
export function reloadWithGuard(
  storage: Pick<Storage, "getItem" | "setItem">,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_STORAGE_KEY, String(now));
  reload();
  return true;
}
