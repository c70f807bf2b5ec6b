// What a signed-in read costs next to GET /api/health (which runs `select 1`), in the same run:
// `profile.get` (identity + one profile row) and `plan.list` on an account with 1,000 plans
// (identity + the first page). The aim: an authenticated read at ≥ 0.6x health.
import { httpRatios, measurePath } from "../lib/compare.mjs";
import { groupCpuMs } from "../lib/process-cpu.mjs";
import { runSeedScript } from "../lib/seed.mjs";
import { signIn, trpcQueryPath } from "../lib/trpc.mjs";

const PASSWORD = "bench-password-1234";
const HEALTH_PATH = "/api/health";
const PROFILE_EMAIL = "bench-profile@plansmith.test";
const LIST_EMAIL = "bench-plans-1k@plansmith.test";
const LIST_PLANS = 1_000;

const formatRatio = (value) => (value === null ? "n/a" : `${value.toFixed(2)}x`);
const rps = (value) => Math.round(value).toLocaleString("en-US");

/** Checks the target answers 200 (and, for a list, the expected total) before timing it. */
async function expectOk(url, cookie, expectedTotal) {
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.json().catch(() => null);
  const total = body?.result?.data?.json?.total;
  if (response.status !== 200 || (expectedTotal !== undefined && total !== expectedTotal)) {
    throw new Error(`${url} answered ${response.status} (total ${total}); expected 200`);
  }
}

/** Health and the target are each measured this many times, in turn, and their rounds summed. */
const ROUNDS = 2;

/**
 * measurePath (no warm-up) plus the server's CPU time per request during it: on a machine shared
 * with other work, requests per second follow the CPU the server is given, while its CPU per
 * request shows what the route itself costs.
 */
async function measureWithServerCpu({ serverPid, ...target }) {
  const before = groupCpuMs(serverPid);
  const measured = await measurePath(target);
  const after = groupCpuMs(serverPid);
  const serverCpuMs = before === null || after === null ? null : after - before;
  return { ...measured, serverCpuMs };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round3 = (value) => Math.round(value * 1000) / 1000;

/** One measurement from several rounds of the same path: means, sums, and CPU per request. */
function combineRounds(rounds) {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const cpu = rounds.every((r) => r.serverCpuMs !== null)
    ? rounds.reduce((sum, r) => sum + r.serverCpuMs, 0)
    : null;
  return {
    url: rounds[0].url,
    requestsPerSecond: mean(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: mean(rounds.map((r) => r.p50Ms)),
    p99Ms: mean(rounds.map((r) => r.p99Ms)),
    requests,
    serverCpuMsPerRequest: cpu === null || requests === 0 ? null : round3(cpu / requests),
    rounds: rounds.map(({ requestsPerSecond, p50Ms, p99Ms, requests: n, serverCpuMs }) => ({
      requestsPerSecond,
      p50Ms,
      p99Ms,
      requests: n,
      serverCpuMs,
    })),
  };
}

/**
 * A case: health and the signed-in target, both warmed up first (the first requests after the
 * server starts pay for loading and compiling Next.js's own code, which would count against
 * whichever is measured first), then measured in turn ROUNDS times with the same settings, so a
 * busy moment of a shared machine falls on both; ratio target ÷ health.
 */
function signedInCase({ name, description, email, plans, path, expectedTotal }) {
  return {
    name,
    description,
    prepare: (context) =>
      runSeedScript(context, "plan-list.ts", {
        accounts: [{ plans, email, password: PASSWORD }],
        searchWord: "lighthouse",
        searchMatches: Math.min(30, Math.max(1, plans)),
      }),
    async run({ baseUrl, httpSettings, server }) {
      const settings = { ...httpSettings, warmupSeconds: 0 };
      const healthTarget = { baseUrl, settings, path: HEALTH_PATH };
      let cookie = await signIn(baseUrl, email, PASSWORD);
      await expectOk(new URL(path, baseUrl).href, cookie, expectedTotal);
      if (httpSettings.warmupSeconds > 0) {
        const warmup = { ...settings, durationSeconds: httpSettings.warmupSeconds };
        await measurePath({ ...healthTarget, settings: warmup });
        await measurePath({ baseUrl, settings: warmup, path, headers: { cookie } });
      }
      const healthRounds = [];
      const targetRounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        healthRounds.push(await measureWithServerCpu({ ...healthTarget, serverPid: server.pid }));
        // Signed in afresh each round: the signed cache cookie lives 30 s (session-cache.ts), as
        // a browser's would be refreshed.
        cookie = await signIn(baseUrl, email, PASSWORD);
        targetRounds.push(
          await measureWithServerCpu({
            baseUrl,
            settings,
            path,
            headers: { cookie },
            serverPid: server.pid,
          }),
        );
      }
      const health = combineRounds(healthRounds);
      const target = combineRounds(targetRounds);
      const ratios = {
        ...httpRatios(health, target),
        serverCpuRatio:
          health.serverCpuMsPerRequest && target.serverCpuMsPerRequest !== null
            ? Math.round((target.serverCpuMsPerRequest / health.serverCpuMsPerRequest) * 100) / 100
            : null,
      };
      const cpu =
        ratios.serverCpuRatio === null
          ? ""
          : `; server CPU ${target.serverCpuMsPerRequest} ms/request vs ` +
            `${health.serverCpuMsPerRequest} ms (${formatRatio(ratios.serverCpuRatio)})`;
      const summary =
        `${name}: ${rps(target.requestsPerSecond)} req/s, ${formatRatio(ratios.rpsRatio)} health ` +
        `(${rps(health.requestsPerSecond)} req/s); p50 ${target.p50Ms} ms vs ${health.p50Ms} ms` +
        cpu;
      return {
        settings: { ...httpSettings, rounds: ROUNDS },
        measured: { health, target, ratiosToHealth: ratios },
        summary,
      };
    },
  };
}

export const cases = [
  signedInCase({
    name: "profile-get",
    description: "tRPC profile.get, signed in: req/s as a ratio to GET /api/health in the same run",
    email: PROFILE_EMAIL,
    plans: 1,
    path: trpcQueryPath("profile.get"),
  }),
  signedInCase({
    name: "plan-list-1k",
    description: "tRPC plan.list first page, 1,000 plans, signed in: ratio to GET /api/health",
    email: LIST_EMAIL,
    plans: LIST_PLANS,
    path: trpcQueryPath("plan.list", {}),
    expectedTotal: LIST_PLANS,
  }),
];
