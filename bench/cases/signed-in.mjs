// What a signed-in read costs next to GET /api/health (which runs `select 1`), in the same run:
// `profile.get` (identity + one profile row) and `plan.list` on an account with 1,000 plans
// (identity + the first page). The aim: an authenticated read at ≥ 0.6x health.
import { httpRatios, measurePath } from "../lib/compare.mjs";
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

/** A case: health, then the signed-in target, with the same settings; ratio target ÷ health. */
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
    async run({ baseUrl, httpSettings }) {
      const settings = httpSettings;
      const health = await measurePath({ baseUrl, settings, path: HEALTH_PATH });
      const cookie = await signIn(baseUrl, email, PASSWORD);
      await expectOk(new URL(path, baseUrl).href, cookie, expectedTotal);
      const target = await measurePath({ baseUrl, settings, path, headers: { cookie } });
      const ratios = httpRatios(health, target);
      const summary =
        `${name}: ${rps(target.requestsPerSecond)} req/s, ${formatRatio(ratios.rpsRatio)} health ` +
        `(${rps(health.requestsPerSecond)} req/s); p50 ${target.p50Ms} ms vs ${health.p50Ms} ms`;
      return {
        settings: httpSettings,
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
