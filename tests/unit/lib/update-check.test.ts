import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fetchLiveVersion,
  LAST_RELOAD_STORAGE_KEY,
  RELOAD_GUARD_MS,
  reloadWithGuard,
  VERSION_CHECK_INTERVAL_MS,
  versionManifestUrl,
  watchForNewBuild,
} from "@/lib/build-version/update-check";

class FakeStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = "visible";
  return target;
}

describe("reloadWithGuard", () => {
  it("uses the spec's 10 second guard", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it("reloads, then refuses a second reload within 10 s, then allows it again", () => {
    const storage = new FakeStorage();
    const reload = vi.fn();
    expect(reloadWithGuard(storage, reload, 1_000_000)).toBe(true);
    expect(storage.getItem(LAST_RELOAD_STORAGE_KEY)).toBe("1000000");
    expect(reloadWithGuard(storage, reload, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadWithGuard(storage, reload, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("watchForNewBuild", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(liveVersions: (string | null)[]) {
    const fetchLive = vi.fn(async () => liveVersions.shift() ?? null);
    const onUpdateAvailable = vi.fn();
    const windowTarget = new EventTarget();
    const documentTarget = fakeDocument();
    const stop = watchForNewBuild({
      currentVersion: "build-1",
      fetchLiveVersion: fetchLive,
      onUpdateAvailable,
      windowTarget: windowTarget as unknown as Window,
      documentTarget: documentTarget as unknown as Document,
    });
    return { fetchLive, onUpdateAvailable, windowTarget, documentTarget, stop };
  }

  it("checks on the interval and announces a newer build once", async () => {
    const watcher = start(["build-1", "build-2", "build-2"]);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(watcher.fetchLive).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(watcher.fetchLive).toHaveBeenCalledTimes(1);
    expect(watcher.onUpdateAvailable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(watcher.onUpdateAvailable).toHaveBeenCalledWith("build-2");
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(watcher.fetchLive).toHaveBeenCalledTimes(3);
    expect(watcher.onUpdateAvailable).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it("checks when the tab regains focus or becomes visible", async () => {
    const watcher = start(["build-1", "build-3"]);
    watcher.windowTarget.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.fetchLive).toHaveBeenCalledTimes(1);
    watcher.documentTarget.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.onUpdateAvailable).toHaveBeenCalledWith("build-3");
    watcher.stop();
  });

  it("ignores a hidden tab's visibility change and unreadable manifests", async () => {
    const watcher = start([null]);
    watcher.documentTarget.visibilityState = "hidden";
    watcher.documentTarget.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.fetchLive).not.toHaveBeenCalled();
    watcher.windowTarget.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.onUpdateAvailable).not.toHaveBeenCalled();
    watcher.stop();
  });

  it("stops polling and listening when stopped", async () => {
    const watcher = start(["build-2"]);
    watcher.stop();
    watcher.windowTarget.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(watcher.fetchLive).not.toHaveBeenCalled();
  });
});

describe("fetchLiveVersion", () => {
  it("asks /version.json with a timestamp, uncached", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ version: "b-9" }));
    expect(await fetchLiveVersion(() => 1234, fetchImpl)).toBe("b-9");
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(versionManifestUrl(1234));
    expect(versionManifestUrl(1234)).toBe("/version.json?t=1234");
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({ cache: "no-store" });
  });

  it("answers null for a broken manifest instead of throwing", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ nope: true }));
    expect(await fetchLiveVersion(() => 1, fetchImpl)).toBeNull();
  });
});
