// The `stream-flood` case's load balancer: GET the health URL one request after another, in a
// process of its own, and print one JSON line with the figures. Slow answers (over 100 ms) are
// listed with when they started, so a stall can be placed against the flood.
//
//   node bench/workloads/health-probe.mjs '{"url":…,"seconds":5,"warmupSeconds":2,"timeoutMs":10000}'
const { url, seconds, warmupSeconds, timeoutMs } = JSON.parse(process.argv[2] ?? "{}");
const samples = [];
const statuses = {};
const slow = [];
const origin = performance.now();

async function probe(untilMs, record) {
  while (performance.now() < untilMs) {
    const started = performance.now();
    let status;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      status = String(response.status);
    } catch {
      status = "timeout";
    }
    const took = performance.now() - started;
    if (took > 100) slow.push({ atMs: Math.round(started - origin), ms: Math.round(took), record });
    if (record) {
      samples.push(took);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
}

await probe(performance.now() + warmupSeconds * 1000, false);
await probe(performance.now() + seconds * 1000, true);
const sorted = [...samples].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
console.log(
  JSON.stringify({
    requests: samples.length,
    requestsPerSecond: samples.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1) ?? 0,
    statuses,
    slow,
  }),
);
