// Measures a URL next to the baseline static file and expresses the result as ratios.
//
// Absolute requests per second depend on the machine, its load and the Node version, so they
// cannot be compared across runs or machines. The ratio to a trivial request served by the same
// server, in the same run, with the same settings mostly cancels those out: it tells how much
// more work the route does than the server's cheapest answer.
import { measureHttp } from "./http.mjs";

/** Served from public/ by the same `next start`; see public/bench-baseline.txt. */
export const BASELINE_PATH = "/bench-baseline.txt";

/**
 * Measures one path (plus optional method, headers, body) with the run's HTTP settings, after
 * its own warm-up. Returns the measurement with the path as `url` (and the method, if given).
 */
export async function measurePath({ baseUrl, settings, path, method, headers, body }) {
  const measured = await measureHttp({
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
    timeoutSeconds: settings.timeoutSeconds,
    url: new URL(path, baseUrl).href,
    method,
    headers,
    body,
  });
  return { url: path, ...(method ? { method } : {}), ...measured };
}

/**
 * measurePath for a slow target at many connections: the warm-up, then one more request awaited,
 * then the measurement. autocannon stops the warm-up with its last requests still being served
 * (one per connection); the extra request ends about when they do, so the measurement starts
 * from the load it keeps up itself rather than twice that.
 */
export async function measureSettled({ baseUrl, settings, path, headers }) {
  const measure = (durationSeconds) =>
    measurePath({
      baseUrl,
      settings: { ...settings, durationSeconds, warmupSeconds: 0 },
      path,
      headers,
    });
  if (settings.warmupSeconds > 0) await measure(settings.warmupSeconds);
  await (await fetch(new URL(path, baseUrl), { headers })).arrayBuffer();
  return measure(settings.durationSeconds);
}

/**
 * Measures the baseline and then the target (`path` plus optional method, headers, body) with
 * identical settings, each after its own warm-up. Returns `{ baseline, target, ratios }`.
 */
export async function measureAgainstBaseline({ baseUrl, settings, path, method, headers, body }) {
  const baseline = await measurePath({ baseUrl, settings, path: BASELINE_PATH });
  const target = await measurePath({ baseUrl, settings, path, method, headers, body });
  return { baseline, target, ratios: httpRatios(baseline, target) };
}

/**
 * target ÷ baseline for each figure. rpsRatio below 1 means the target is slower; p50Ratio and
 * p99Ratio above 1 mean it is slower. null when the baseline figure is 0 (a ratio to 0 is
 * meaningless; autocannon's 1 ms latency resolution makes that possible for the static file).
 */
export function httpRatios(baseline, target) {
  return {
    rpsRatio: ratio(target.requestsPerSecond, baseline.requestsPerSecond),
    p50Ratio: ratio(target.p50Ms, baseline.p50Ms),
    p99Ratio: ratio(target.p99Ms, baseline.p99Ms),
  };
}

/** One line, e.g. `health: 4,210 req/s (0.62x baseline), p50 2.1 ms (1.5x), p99 7.9 ms (1.8x)`. */
export function formatHttpSummary(name, { target, ratios }) {
  return (
    `${name}: ${formatInteger(target.requestsPerSecond)} req/s (${formatRatio(ratios.rpsRatio)} baseline), ` +
    `p50 ${formatMs(target.p50Ms)} ms (${formatRatio(ratios.p50Ratio)}), ` +
    `p99 ${formatMs(target.p99Ms)} ms (${formatRatio(ratios.p99Ratio)})`
  );
}

function ratio(value, base) {
  if (!Number.isFinite(value) || !Number.isFinite(base) || base === 0) return null;
  // Three decimals is well below the run-to-run noise; more would only suggest false precision.
  return Math.round((value / base) * 1000) / 1000;
}

const integerFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const msFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const ratioFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2 });

const formatInteger = (value) => integerFormat.format(value);
const formatMs = (value) => msFormat.format(value);
const formatRatio = (value) => (value === null ? "n/a" : `${ratioFormat.format(value)}x`);
