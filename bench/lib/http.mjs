// Load-tests one URL with autocannon's programmatic API and reduces its report to the few
// figures the benchmark compares.
import autocannon from "autocannon";

/**
 * Sends requests to `url` from `connections` concurrent connections for `durationSeconds` and
 * returns `{ requestsPerSecond, p50Ms, p99Ms, non2xx, errors, timeouts, requests }`.
 *
 * With `warmupSeconds`, a separate, discarded run comes first: the first requests to a Next.js
 * route load its code and fill caches, and would otherwise be counted as the route's speed.
 *
 * Throws when any request errored, timed out or answered outside 2xx: a fast 404, 500 or
 * redirect is not the route being measured, so its figures must not be reported as if it were.
 */
export async function measureHttp({
  url,
  connections = 10,
  durationSeconds = 5,
  warmupSeconds = 0,
  method = "GET",
  headers,
  body,
  timeoutSeconds,
}) {
  // autocannon's own default (10 s) unless a case that expects slow answers raises it.
  const options = { url, connections, method, headers, body, timeout: timeoutSeconds };
  if (warmupSeconds > 0) {
    const warmup = await runAutocannon({ ...options, duration: warmupSeconds });
    assertAllSucceeded(warmup, `${method} ${url} (warm-up)`);
  }
  const result = await runAutocannon({ ...options, duration: durationSeconds });
  assertAllSucceeded(result, `${method} ${url}`);
  return {
    // Mean of autocannon's per-second samples.
    requestsPerSecond: result.requests.average,
    // Latency percentiles of the 2xx responses, in milliseconds (autocannon's histogram has
    // 1 ms resolution, so a very fast URL can show 0 or 1 here).
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    requests: result.requests.total,
  };
}

/** autocannon returns a promise when no callback is given; it prints nothing on its own. */
function runAutocannon(options) {
  // `undefined` options would override autocannon's defaults, so leave them out entirely.
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  );
  return autocannon(defined);
}

function assertAllSucceeded(result, what) {
  const problems = [];
  if (result.errors > 0)
    problems.push(`${result.errors} errors (${result.timeouts} of them timeouts)`);
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, { count }]) => `${count}× ${code}`)
      .join(", ");
    problems.push(`${result.non2xx} non-2xx responses (${codes})`);
  }
  if (result["2xx"] === 0 && problems.length === 0) problems.push("no responses at all");
  if (problems.length > 0) {
    const error = new Error(`${what}: ${problems.join("; ")}`);
    error.autocannonResult = result;
    throw error;
  }
}
