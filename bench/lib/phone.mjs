// A first visit on a phone, in headless Chromium: a phone's screen and user agent, a throttled
// network and a throttled CPU (through the DevTools protocol), an empty cache. Answers what the
// visit cost (requests, bytes) and when it was ready, by the page's own clock.
import { devices } from "@playwright/test";

/**
 * Lighthouse's mobile profile as DevTools applies it ("Slow 4G", formerly "Fast 3G"): 562.5 ms
 * request latency, 1.47 Mbit/s down, 675 kbit/s up, and the CPU slowed 4x. The device is
 * Playwright's Pixel 7 (412×839 CSS pixels, 2.625 device pixels each, touch, Android Chrome).
 */
export const PHONE_PROFILE = Object.freeze({
  device: "Pixel 7",
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
});

/** One load; far above a throttled load of a small page, so only a hang or a broken page reaches it. */
const LOAD_TIMEOUT_MS = 120_000;
/** After readiness, wait until no request has been in flight for this long before counting. */
const QUIET_MS = 1_000;

const kbpsToBytesPerSecond = (kbps) => Math.round((kbps * 1024) / 8);

/**
 * Opens `url` in a new context (empty cache and cookies: a first visit) with the phone profile,
 * waits for `ready` (a function run in the page, polled until it answers a number: the
 * performance.now() at which the page was ready by its own definition, or throws with a reason),
 * then for the network to go quiet, and answers:
 * - `readyMs`: what `ready` answered (from navigation start);
 * - `requests`, `encodedBodyBytes`, `wireBytes`: every request the page made (data: URLs are
 *   part of the document and cost none), the bodies as sent (compressed), and everything received
 *   including headers, as DevTools counts "transferred";
 * - `responses`: each response's URL (path), status, type and sizes, for the result file;
 * - `timings`: the navigation's responseStart, first and largest contentful paint,
 *   domContentLoaded and load, in ms.
 */
export async function loadOnPhone(browser, url, { ready, readyArgs }) {
  const context = await browser.newContext({ ...devices[PHONE_PROFILE.device] });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: kbpsToBytesPerSecond(PHONE_PROFILE.downloadKbps),
      uploadThroughput: kbpsToBytesPerSecond(PHONE_PROFILE.uploadKbps),
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_PROFILE.cpuSlowdown });

    const requests = new Map();
    let lastActivity = performance.now();
    cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
      if (request.url.startsWith("data:")) return;
      lastActivity = performance.now();
      requests.set(requestId, { url: request.url, type, status: null, done: false });
    });
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.status = response.status;
      entry.mimeType = response.mimeType;
      entry.contentEncoding =
        Object.entries(response.headers).find(
          ([name]) => name.toLowerCase() === "content-encoding",
        )?.[1] ?? null;
    });
    const finish = (requestId, encodedDataLength, failed) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      lastActivity = performance.now();
      entry.done = true;
      entry.wireBytes = encodedDataLength ?? 0;
      if (failed) entry.failed = failed;
    };
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) =>
      finish(requestId, encodedDataLength, null),
    );
    cdp.on("Network.loadingFailed", ({ requestId, errorText }) =>
      finish(requestId, 0, errorText ?? "failed"),
    );
    const pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));

    const response = await page.goto(url, { waitUntil: "commit", timeout: LOAD_TIMEOUT_MS });
    if (!response || response.status() !== 200) {
      throw new Error(`${url} answered ${response?.status() ?? "nothing"} on the phone`);
    }
    let readyMs;
    try {
      readyMs = await (
        await page.waitForFunction(ready, readyArgs, { polling: "raf", timeout: LOAD_TIMEOUT_MS })
      ).jsonValue();
    } catch (error) {
      const errors =
        pageErrors.length > 0 ? `; page errors: ${pageErrors.slice(0, 3).join(" | ")}` : "";
      throw new Error(
        `${url} was not ready on the phone: ${error.message.split("\n")[0]}${errors}`,
      );
    }
    await page.waitForLoadState("load", { timeout: LOAD_TIMEOUT_MS });
    // Whatever the page fetches after it looks ready (prefetches, lazy chunks) is part of the visit.
    const quietSince = () => performance.now() - lastActivity;
    const pending = () => [...requests.values()].some((entry) => !entry.done);
    const deadline = performance.now() + LOAD_TIMEOUT_MS;
    while ((pending() || quietSince() < QUIET_MS) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Resource Timing holds the body sizes as sent (encodedBodySize); CDP the bytes on the wire.
    const { entries, timings } = await page.evaluate(async () => {
      const [navigation] = performance.getEntriesByType("navigation");
      const all = [navigation, ...performance.getEntriesByType("resource")].filter(Boolean);
      // The largest paint so far (buffered entries arrive in the observer's first callback).
      const largestPaint = await new Promise((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(list.getEntries().at(-1)?.startTime ?? null);
        });
        observer.observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(null), 1_000);
      });
      return {
        entries: all.map((entry) => ({ url: entry.name, encodedBodySize: entry.encodedBodySize })),
        timings: {
          responseStartMs: navigation.responseStart,
          firstContentfulPaintMs:
            performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
          largestContentfulPaintMs: largestPaint,
          domContentLoadedMs: navigation.domContentLoadedEventEnd,
          loadMs: navigation.loadEventEnd,
        },
      };
    });
    const bodySizes = new Map(entries.map((entry) => [entry.url, entry.encodedBodySize]));
    const responses = [...requests.values()].map((entry) => ({
      path: pathOf(entry.url, url),
      type: entry.type,
      status: entry.status,
      contentEncoding: entry.contentEncoding ?? null,
      encodedBodyBytes: bodySizes.get(entry.url) ?? null,
      wireBytes: entry.wireBytes ?? null,
      ...(entry.failed ? { failed: entry.failed } : {}),
    }));
    const sum = (key) => responses.reduce((total, entry) => total + (entry[key] ?? 0), 0);
    return {
      readyMs: Math.round(readyMs * 10) / 10,
      requests: responses.length,
      encodedBodyBytes: sum("encodedBodyBytes"),
      wireBytes: sum("wireBytes"),
      timings,
      responses,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

/** The path (and query) of a same-origin URL, the whole URL otherwise. */
function pathOf(requestUrl, pageUrl) {
  const parsed = new URL(requestUrl);
  return parsed.origin === new URL(pageUrl).origin ? parsed.pathname + parsed.search : requestUrl;
}
