// Diagrams in the browser: how long a plan with 20 Mermaid diagrams takes in Chromium until every
// diagram is drawn, next to the same plan with the diagrams as plain code blocks (same sections,
// same text, same sources), opened the same way in the same run. The ratio between the two is
// what drawing the diagrams adds to opening a plan: loading mermaid, the renderer's 150 ms delay,
// and twenty renders one after another through its queue.
//
// The account and both plans are seeded before the server starts (bench/seed/diagram-plans.ts,
// which also holds the diagram sources), then signed in through POST /api/auth/login; the
// session cookie goes into a headless Chromium context.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { runSeedScript } from "../lib/seed.mjs";

const EMAIL = "bench-diagrams@plansmith.test";
const PASSWORD = "bench-password-1234";
const PLANS = {
  target: "20 diagrams",
  baseline: "20 code blocks (baseline)",
};
/** ```mermaid blocks in the target plan; the seed refuses to run if its sources differ. */
const DIAGRAMS = 20;

/**
 * The DOM contract of a diagram block (see src/lib/diagrams/renderer-constants.ts; this plain
 * .mjs file cannot import TypeScript): a block is an element with class `mermaid` inside the
 * section editor's diagram node, and the renderer adds `rendered` to it once it is drawn, also
 * when the drawing is mermaid's error picture (then with `data-diagram-error`).
 */
const BLOCK_SELECTOR = "[data-diagram-node] .mermaid";
const RENDERED_CLASS = "rendered";
const ERROR_ATTRIBUTE = "data-diagram-error";
/** The section editors (Tiptap's content element carries the role; see section-rich-editor). */
const EDITOR_SELECTOR = '[role="textbox"]';

/** Debian's Chromium, as for the e2e suite (Playwright's own download cannot be reached here). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
/** Playwright's "Desktop Chrome" size, the one the e2e screenshots use. */
const VIEWPORT = { width: 1280, height: 720 };
/** One page load; far above a normal run, so only a hang or a broken page reaches it. */
const RUN_TIMEOUT_MS = 60_000;

const DEFAULTS = { runs: 5, warmupRuns: 1 };

/** BENCH_BROWSER_RUNS and BENCH_BROWSER_WARMUP_RUNS, checked like the HTTP settings are. */
function readBrowserSettings(env = process.env) {
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
    runs: read("BENCH_BROWSER_RUNS", DEFAULTS.runs, 1),
    warmupRuns: read("BENCH_BROWSER_WARMUP_RUNS", DEFAULTS.warmupRuns, 0),
  };
}

/**
 * Read when the case is loaded, like the HTTP settings: a typo in a variable fails the run before
 * the (slow) build rather than after it.
 */
const BROWSER_SETTINGS = readBrowserSettings();

/** Runs the seed script on the (not yet served) data directory; rejects with its output. */
function seed(context) {
  const spec = {
    email: EMAIL,
    password: PASSWORD,
    diagramsTitle: PLANS.target,
    baselineTitle: PLANS.baseline,
    diagrams: DIAGRAMS,
  };
  return runSeedScript(context, "diagram-plans.ts", spec);
}

/**
 * Signs in through the REST API; answers the session cookies in the shape of Playwright's
 * addCookies. Their attributes are kept: without APP_URL the production server issues a
 * `__Secure-` cookie, which Chromium accepts only with `secure` set (and then sends to
 * http://127.0.0.1, a secure context).
 */
async function signIn(baseUrl) {
  const response = await fetch(new URL("/api/auth/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`sign-in of ${EMAIL} answered ${response.status}: ${body.slice(0, 200)}`);
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
  if (cookies.length === 0) throw new Error(`sign-in of ${EMAIL} set no cookie`);
  return cookies;
}

/** The two seeded plans (id and number of sections), found by title in the owner's list. */
async function findPlans(baseUrl, cookies) {
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const input = encodeURIComponent(JSON.stringify({ json: {} }));
  const response = await fetch(new URL(`/api/trpc/plan.list?input=${input}`, baseUrl), {
    headers: { cookie },
  });
  const items = (await response.json())?.result?.data?.json?.items;
  if (response.status !== 200 || !Array.isArray(items)) {
    throw new Error(`plan.list answered ${response.status} without a list of plans`);
  }
  const byTitle = (title) => {
    const plan = items.find((item) => item.title === title);
    if (!plan) throw new Error(`the seeded plan "${title}" is not in ${EMAIL}'s list`);
    return { id: plan.id, url: `/plan/${plan.id}`, sections: plan.sectionCount };
  };
  return { target: byTitle(PLANS.target), baseline: byTitle(PLANS.baseline) };
}

/**
 * Runs in the page on every animation frame until it answers something other than false. The
 * readiness of the baseline is "every section editor is there"; the target adds "and every
 * diagram is drawn". performance.now() counts from the navigation's start (the document's time
 * origin), so the figure includes the server's answer, the scripts and hydration.
 */
function pageReady({
  editorSelector,
  editors,
  blockSelector,
  diagrams,
  renderedClass,
  errorAttribute,
}) {
  if (document.querySelectorAll(editorSelector).length < editors) return false;
  // Only HTML elements: an SVG inside a drawn block could carry a class of the same name.
  const blocks = [...document.querySelectorAll(blockSelector)].filter(
    (element) => element instanceof HTMLElement,
  );
  // The baseline is ready with its editors; it answers its block count, which must be 0.
  if (diagrams === 0) return { ms: performance.now(), blocks: blocks.length, errors: [] };
  if (blocks.length !== diagrams) return false;
  if (!blocks.every((block) => block.classList.contains(renderedClass))) return false;
  const errors = blocks.map((block) => block.getAttribute(errorAttribute)).filter(Boolean);
  return { ms: performance.now(), blocks: blocks.length, errors };
}

/** What the page shows when it did not get ready in time, for the failure message. */
function pageState({ editorSelector, blockSelector, renderedClass }) {
  const blocks = [...document.querySelectorAll(blockSelector)];
  return {
    path: location.pathname,
    editors: document.querySelectorAll(editorSelector).length,
    blocks: blocks.length,
    rendered: blocks.filter((block) => block.classList.contains(renderedClass)).length,
    mermaidElements: document.querySelectorAll(".mermaid").length,
  };
}

/**
 * Opens `plan` in a new page of `context` and answers the milliseconds from navigation start to
 * readiness. A new page each time (same context, so the HTTP cache is warm after the warm-up):
 * every run starts from a fresh document, with mermaid loaded and initialised again.
 */
async function timePageLoad(context, baseUrl, plan, diagrams) {
  const page = await context.newPage();
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const args = {
    editorSelector: EDITOR_SELECTOR,
    editors: plan.sections,
    blockSelector: BLOCK_SELECTOR,
    diagrams,
    renderedClass: RENDERED_CLASS,
    errorAttribute: ERROR_ATTRIBUTE,
  };
  try {
    // "commit": start watching as soon as the document exists; the clock is the page's own.
    const response = await page.goto(new URL(plan.url, baseUrl).href, {
      waitUntil: "commit",
      timeout: RUN_TIMEOUT_MS,
    });
    const landed = response ? new URL(response.url()).pathname : null;
    if (!response || response.status() !== 200 || landed !== plan.url) {
      throw new Error(
        `${plan.url} answered ${response?.status() ?? "nothing"} at ${landed} (signed out?)`,
      );
    }
    let result;
    try {
      const handle = await page.waitForFunction(pageReady, args, {
        polling: "raf",
        timeout: RUN_TIMEOUT_MS,
      });
      result = await handle.jsonValue();
    } catch (error) {
      const state = await page.evaluate(pageState, args).catch(() => null);
      const details = [
        state ? `page state ${JSON.stringify(state)}` : null,
        pageErrors.length > 0 ? `page errors: ${pageErrors.slice(0, 3).join(" | ")}` : null,
      ].filter(Boolean);
      throw new Error(
        `${plan.url} was not ready within ${RUN_TIMEOUT_MS / 1000} s: ${error.message.split("\n")[0]}` +
          (details.length > 0 ? `\n${details.join("\n")}` : ""),
      );
    }
    // Code blocks drawn as diagrams would make the baseline measure the wrong thing.
    if (result.blocks !== diagrams) {
      throw new Error(`${plan.url} shows ${result.blocks} diagram blocks, expected ${diagrams}`);
    }
    // An error picture is "rendered" too, but then the figure is not the one we want to report.
    if (result.errors.length > 0) {
      throw new Error(
        `${result.errors.length} of ${diagrams} diagrams drew mermaid's error picture; ` +
          `first: ${result.errors[0]}`,
      );
    }
    return result.ms;
  } finally {
    await page.close();
  }
}

/** p50 (the mean of the middle two for an even count), min, max and mean of the samples, in ms. */
function summarise(samplesMs) {
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
const ratio = (value, base) =>
  Number.isFinite(value) && Number.isFinite(base) && base > 0
    ? Math.round((value / base) * 1000) / 1000
    : null;

const msFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const ratioFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2 });
const formatMs = (value) => msFormat.format(value);
const formatRatio = (value) => (value === null ? "n/a" : `${ratioFormat.format(value)}x`);

export const cases = [
  {
    name: "diagrams",
    description:
      "Chromium opens a plan with 20 Mermaid diagrams: time until all are drawn ÷ the same plan with code blocks",
    prepare: seed,
    async run({ baseUrl, log }) {
      const settings = BROWSER_SETTINGS;
      if (!existsSync(CHROMIUM_PATH)) {
        throw new Error(
          `Chromium is not at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium) ` +
            "or set CHROMIUM_PATH",
        );
      }
      const cookies = await signIn(baseUrl);
      const plans = await findPlans(baseUrl, cookies);

      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: LAUNCH_ARGS,
      });
      try {
        const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
        await context.addCookies(cookies);
        const load = (kind) =>
          timePageLoad(context, baseUrl, plans[kind], kind === "target" ? DIAGRAMS : 0);

        // The first loads fill the server's and the browser's caches (route code, chunks,
        // mermaid's diagram modules); they are not what a returning user waits for.
        for (let i = 0; i < settings.warmupRuns; i++) {
          log(`diagrams: warm-up ${i + 1} of ${settings.warmupRuns}…`);
          await load("baseline");
          await load("target");
        }
        // Alternating, so a slow patch of the machine (another process, a GC in the server)
        // falls on both plans rather than on one.
        const samples = { baseline: [], target: [] };
        for (let i = 0; i < settings.runs; i++) {
          log(`diagrams: run ${i + 1} of ${settings.runs}…`);
          samples.baseline.push(await load("baseline"));
          samples.target.push(await load("target"));
        }

        const baseline = {
          url: plans.baseline.url,
          sections: plans.baseline.sections,
          readyWhen: `all ${plans.baseline.sections} section editors exist`,
          ...summarise(samples.baseline),
        };
        const target = {
          url: plans.target.url,
          sections: plans.target.sections,
          diagrams: DIAGRAMS,
          readyWhen: `all section editors exist and all ${DIAGRAMS} diagrams have class "${RENDERED_CLASS}"`,
          ...summarise(samples.target),
        };
        const ratios = {
          p50Ratio: ratio(target.p50Ms, baseline.p50Ms),
          minRatio: ratio(target.minMs, baseline.minMs),
          maxRatio: ratio(target.maxMs, baseline.maxMs),
        };
        const summary =
          `diagrams: ${DIAGRAMS} drawn in p50 ${formatMs(target.p50Ms)} ms ` +
          `(min ${formatMs(target.minMs)}, max ${formatMs(target.maxMs)}), ` +
          `${formatRatio(ratios.p50Ratio)} the code-block plan's p50 ${formatMs(baseline.p50Ms)} ms ` +
          `(${settings.runs} runs)`;
        return {
          settings: {
            ...settings,
            viewport: VIEWPORT,
            chromium: CHROMIUM_PATH,
            runTimeoutMs: RUN_TIMEOUT_MS,
          },
          measured: { browser: `chromium ${browser.version()}`, baseline, target, ratios },
          summary,
        };
      } finally {
        await browser.close();
      }
    },
  },
];
