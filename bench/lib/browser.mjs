// Headless Chromium for the browser cases (`diagrams`, `public`): the binary and its launch
// arguments, the run counts from BENCH_BROWSER_*, a signed-in session as Playwright cookies, and
// the summary of a series of timings.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's Chromium, as for the e2e suite (Playwright's own download cannot be reached here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** playwright.config.ts's launch arguments: no sandbox (containers), no GPU, no background traffic. */
const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Starts headless Chromium; a missing binary fails with what to do about it. */
export async function launchChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium) ` +
        "or set CHROMIUM_PATH",
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: LAUNCH_ARGS });
}

/**
 * BENCH_BROWSER_RUNS and BENCH_BROWSER_WARMUP_RUNS, checked like the HTTP settings are; each
 * case passes its own defaults. Read when a case is loaded, so a typo fails the run before the
 * (slow) build rather than after it.
 */
export function readBrowserSettings(defaults, env = process.env) {
  const read = (name, fallback, min) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`${name}=${raw} is not valid: expected an integer ≥ ${min}`);
    }
    return value;
  };
  return {
    runs: read("BENCH_BROWSER_RUNS", defaults.runs, 1),
    warmupRuns: read("BENCH_BROWSER_WARMUP_RUNS", defaults.warmupRuns, 0),
  };
}

/**
 * Signs in through the REST API; answers the session cookies in the shape of Playwright's
 * addCookies. Their attributes are kept: without APP_URL the production server issues a
 * `__Secure-` cookie, which Chromium accepts only with `secure` set (and then sends to
 * http://127.0.0.1, a secure context).
 */
export async function signInCookies(baseUrl, email, password) {
  const response = await fetch(new URL("/api/auth/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`sign-in of ${email} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  const { hostname } = new URL(baseUrl);
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    const equals = pair.indexOf("=");
    const cookie = {
      name: pair.slice(0, equals),
      value: pair.slice(equals + 1),
      domain: hostname,
      path: "/",
      secure: false,
      httpOnly: false,
      sameSite: "Lax",
    };
    for (const attribute of attributes) {
      const [key, value = ""] = attribute.split("=");
      const name = key.toLowerCase();
      if (name === "secure") cookie.secure = true;
      else if (name === "httponly") cookie.httpOnly = true;
      else if (name === "path") cookie.path = value;
      else if (name === "samesite") {
        cookie.sameSite = { strict: "Strict", none: "None" }[value.toLowerCase()] ?? "Lax";
      }
    }
    return cookie;
  });
  if (cookies.length === 0) throw new Error(`sign-in of ${email} set no cookie`);
  return cookies;
}

/** The Cookie header for Playwright-shaped cookies (for fetch calls next to the browser). */
export const cookieHeader = (cookies) =>
  cookies.map(({ name, value }) => `${name}=${value}`).join("; ");

/** p50 (the mean of the middle two for an even count), min, max and mean of the samples, in ms. */
export function summarise(samplesMs) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const p50 = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  // performance.now() is coarsened to 0.1 ms or so in the page; one decimal is honest.
  const round = (value) => Math.round(value * 10) / 10;
  return {
    samplesMs: samplesMs.map(round),
    p50Ms: round(p50),
    minMs: round(sorted[0]),
    maxMs: round(sorted[sorted.length - 1]),
    meanMs: round(mean),
  };
}

/** target ÷ baseline, three decimals (as compare.mjs does); null when the baseline is 0. */
export const ratio = (value, base) =>
  Number.isFinite(value) && Number.isFinite(base) && base > 0
    ? Math.round((value / base) * 1000) / 1000
    : null;
