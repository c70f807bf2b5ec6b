// Diagrams in the browser: how long plans with 20 and 100 Mermaid diagrams take in Chromium until
// the diagrams of the first screen are drawn and until every diagram is drawn (without
// scrolling: the rest are drawn when the browser is idle), next to the same plans with the
// diagrams as plain code blocks (same sections, same text, same sources), opened the same way in
// the same run. A third load of the 100-diagram plan jumps to its end as soon as the editors are
// there and times the diagrams of that screen: the renderer draws what is in view first.
//
// The account and the plans are seeded before the server starts (bench/seed/diagram-plans.ts,
// which also holds the diagram sources), then signed in through POST /api/auth/login; the
// session cookie goes into a headless Chromium context.
import {
  CHROMIUM_PATH,
  cookieHeader,
  launchChromium,
  ratio,
  readBrowserSettings,
  signInCookies,
  summarise,
} from "../lib/browser.mjs";
import { runSeedScript } from "../lib/seed.mjs";

const EMAIL = "bench-diagrams@plansmith.test";
const PASSWORD = "bench-password-1234";
/** ```mermaid blocks in one copy of the seed's sections; the seed refuses to run if they differ. */
const DIAGRAMS_PER_COPY = 20;
/**
 * The plans: a 20-diagram plan (one copy of the sections) and a 100-diagram one (five copies),
 * each with its code-block baseline. `diagrams` is what a load waits for (0: a baseline).
 */
const PLANS = {
  baseline20: { title: "20 code blocks (baseline)", copies: 1, diagrams: 0 },
  target20: { title: "20 diagrams", copies: 1, diagrams: 20 },
  baseline100: { title: "100 code blocks (baseline)", copies: 5, diagrams: 0 },
  target100: { title: "100 diagrams", copies: 5, diagrams: 100 },
};

/**
 * The DOM contract of a diagram block (see src/lib/diagrams/renderer-constants.ts; this plain
 * .mjs file cannot import TypeScript): a block is an element with class `mermaid` inside the
 * section editor's diagram node, and the renderer adds `rendered` to it once it is drawn, also
 * when the drawing is mermaid's error picture (then with `data-diagram-error`).
 */
const BLOCK_SELECTOR = "[data-diagram-node] .mermaid";
const RENDERED_CLASS = "rendered";
/**
 * The renderer's User Timing measures (DIAGRAM_BLOCK_MEASURE and DIAGRAM_MERMAID_MEASURE in
 * renderer-constants.ts): a block's whole turn, and the part of it inside mermaid.render. Their
 * ratio is what the renderer adds around mermaid; a build without them reports null.
 */
const MEASURES = { block: "plansmith:diagram-block", mermaid: "plansmith:mermaid-render" };
const ERROR_ATTRIBUTE = "data-diagram-error";
/** The section editors (Tiptap's content element carries the role; see section-rich-editor). */
const EDITOR_SELECTOR = '[role="textbox"]';

/** Playwright's "Desktop Chrome" size, the one the e2e screenshots use. */
const VIEWPORT = { width: 1280, height: 720 };
/** One page load; far above a normal run, so only a hang or a broken page reaches it. */
const RUN_TIMEOUT_MS = 120_000;

const DEFAULTS = { runs: 5, warmupRuns: 1 };

/**
 * Read when the case is loaded, like the HTTP settings: a typo in a variable fails the run before
 * the (slow) build rather than after it.
 */
const BROWSER_SETTINGS = readBrowserSettings(DEFAULTS);

/** Runs the seed script on the (not yet served) data directory; rejects with its output. */
function seed(context) {
  const spec = {
    email: EMAIL,
    password: PASSWORD,
    diagramsPerCopy: DIAGRAMS_PER_COPY,
    plans: Object.values(PLANS).map(({ title, copies, diagrams }) => ({
      title,
      copies,
      asDiagrams: diagrams > 0,
    })),
  };
  return runSeedScript(context, "diagram-plans.ts", spec);
}

/** The seeded plans (id and number of sections) by key of PLANS, found by title in the owner's list. */
async function findPlans(baseUrl, cookies) {
  const cookie = cookieHeader(cookies);
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
  return Object.fromEntries(
    Object.entries(PLANS).map(([key, { title, diagrams }]) => [
      key,
      { ...byTitle(title), diagrams },
    ]),
  );
}

/**
 * Runs in the page on every animation frame until it answers something other than false. The
 * readiness of a baseline is "every section editor is there"; a diagram plan adds "and every
 * diagram is drawn", and notes on the way when the diagrams on screen were all drawn (the first
 * screen, or — with `jump` — the screen at the end of the plan, scrolled to as soon as every
 * editor is there). performance.now() counts from the navigation's start (the document's time
 * origin), so the figures include the server's answer, the scripts and hydration.
 */
function pageReady({
  editorSelector,
  editors,
  blockSelector,
  diagrams,
  renderedClass,
  errorAttribute,
  jump,
  measures,
}) {
  if (document.querySelectorAll(editorSelector).length < editors) return false;
  // Only HTML elements: an SVG inside a drawn block could carry a class of the same name.
  const blocks = [...document.querySelectorAll(blockSelector)].filter(
    (element) => element instanceof HTMLElement,
  );
  // A baseline is ready with its editors; it answers its block count, which must be 0.
  if (diagrams === 0) {
    const ms = performance.now();
    return { ms, screenMs: ms, blocks: blocks.length, errors: [] };
  }
  if (blocks.length !== diagrams) return false;
  const state = (window.__benchDiagrams ??= { screenMs: null, jumpedAt: null });
  if (jump && state.jumpedAt === null) {
    blocks[blocks.length - 1].scrollIntoView({ block: "end" });
    state.jumpedAt = performance.now();
    return false;
  }
  if (state.screenMs === null) {
    const onScreen = blocks.filter((block) => {
      const box = block.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    if (onScreen.length > 0 && onScreen.every((block) => block.classList.contains(renderedClass))) {
      state.screenMs = performance.now() - (state.jumpedAt ?? 0);
    }
  }
  if (!blocks.every((block) => block.classList.contains(renderedClass))) return false;
  if (state.screenMs === null) return false;
  const errors = blocks.map((block) => block.getAttribute(errorAttribute)).filter(Boolean);
  const total = (name) => {
    const entries = performance.getEntriesByName(name, "measure");
    return entries.length === 0 ? null : entries.reduce((sum, entry) => sum + entry.duration, 0);
  };
  return {
    ms: performance.now(),
    screenMs: state.screenMs,
    blocks: blocks.length,
    errors,
    blockMs: total(measures.block),
    mermaidMs: total(measures.mermaid),
  };
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
 * readiness (`ms`) and until the diagrams on screen were drawn (`screenMs`; with `jump`, from
 * the jump to the end of the plan). A new page each time (same context, so the HTTP cache is warm after the warm-up):
 * every run starts from a fresh document, with mermaid loaded and initialised again.
 */
async function timePageLoad(context, baseUrl, plan, { jump = false } = {}) {
  const { diagrams } = plan;
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
    jump,
    measures: MEASURES,
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
    const { ms, screenMs, blockMs, mermaidMs } = result;
    return { ms, screenMs, blockMs, mermaidMs };
  } finally {
    await page.close();
  }
}

const msFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const ratioFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2 });
const formatMs = (value) => msFormat.format(value);
const formatRatio = (value) => (value === null ? "n/a" : `${ratioFormat.format(value)}x`);

/** The loads of one run, in order (alternating, so a slow moment falls on all of them). */
const LOADS = [
  { name: "baseline20", plan: "baseline20" },
  { name: "target20", plan: "target20" },
  { name: "baseline100", plan: "baseline100" },
  { name: "target100", plan: "target100" },
  { name: "jump100", plan: "target100", jump: true },
];

export const cases = [
  {
    name: "diagrams",
    description:
      "Chromium opens plans with 20 and 100 Mermaid diagrams: time until the first screen's and all diagrams are drawn ÷ the same plans with code blocks",
    prepare: seed,
    async run({ baseUrl, log }) {
      const settings = BROWSER_SETTINGS;
      const cookies = await signInCookies(baseUrl, EMAIL, PASSWORD);
      const plans = await findPlans(baseUrl, cookies);

      const browser = await launchChromium();
      try {
        const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
        await context.addCookies(cookies);
        const load = ({ plan, jump }) => timePageLoad(context, baseUrl, plans[plan], { jump });

        // The first loads fill the server's and the browser's caches (route code, chunks,
        // mermaid's diagram modules); they are not what a returning user waits for.
        for (let i = 0; i < settings.warmupRuns; i++) {
          log(`diagrams: warm-up ${i + 1} of ${settings.warmupRuns}…`);
          for (const spec of LOADS) await load(spec);
        }
        const samples = Object.fromEntries(LOADS.map(({ name }) => [name, []]));
        for (let i = 0; i < settings.runs; i++) {
          log(`diagrams: run ${i + 1} of ${settings.runs}…`);
          for (const spec of LOADS) samples[spec.name].push(await load(spec));
        }

        const describe = (name, readyWhen, screenWhen) => {
          const { plan } = LOADS.find((spec) => spec.name === name);
          const all = summarise(samples[name].map((sample) => sample.ms));
          const screen = summarise(samples[name].map((sample) => sample.screenMs));
          // Per diagram, over all samples: a block's turn, and mermaid.render's part of it.
          const perDiagram = (key) => {
            const values = samples[name].map((sample) => sample[key]);
            if (plans[plan].diagrams === 0 || values.some((value) => value === null)) return null;
            const sum = values.reduce((total, value) => total + value, 0);
            return Math.round((sum / values.length / plans[plan].diagrams) * 10) / 10;
          };
          return {
            url: plans[plan].url,
            sections: plans[plan].sections,
            diagrams: plans[plan].diagrams,
            readyWhen,
            screenWhen,
            ...all,
            screen,
            blockMsPerDiagram: perDiagram("blockMs"),
            mermaidMsPerDiagram: perDiagram("mermaidMs"),
          };
        };
        const editorsWhen = (plan) => `all ${plans[plan].sections} section editors exist`;
        const drawnWhen = (plan) =>
          `${editorsWhen(plan)} and all ${plans[plan].diagrams} diagrams have class "${RENDERED_CLASS}" (no scrolling)`;
        const screenWhen = `every diagram block in the ${VIEWPORT.height} px viewport has class "${RENDERED_CLASS}"`;
        const figures = {
          baseline20: describe("baseline20", editorsWhen("baseline20"), null),
          target20: describe("target20", drawnWhen("target20"), `${screenWhen} (top of the plan)`),
          baseline100: describe("baseline100", editorsWhen("baseline100"), null),
          target100: describe(
            "target100",
            drawnWhen("target100"),
            `${screenWhen} (top of the plan)`,
          ),
          jump100: describe(
            "jump100",
            drawnWhen("target100"),
            `${screenWhen}, counted from the jump to the last diagram once the editors exist`,
          ),
        };
        const { baseline20, target20, baseline100, target100, jump100 } = figures;
        const ratios = {
          // Each diagram plan ÷ its code-block baseline (above 1 = slower), p50.
          firstScreen20: ratio(target20.screen.p50Ms, baseline20.p50Ms),
          allDrawn20: ratio(target20.p50Ms, baseline20.p50Ms),
          firstScreen100: ratio(target100.screen.p50Ms, baseline100.p50Ms),
          allDrawn100: ratio(target100.p50Ms, baseline100.p50Ms),
          // The aim: the first screen of 100 diagrams no slower than that of 20.
          firstScreen100To20: ratio(target100.screen.p50Ms, target20.screen.p50Ms),
          // Drawing the screen at the end after a jump, ÷ drawing the first screen.
          jumpScreenToFirstScreen100: ratio(jump100.screen.p50Ms, target100.screen.p50Ms),
          // A block's whole turn ÷ the part inside mermaid.render (100-diagram plan).
          blockToMermaid100: ratio(target100.blockMsPerDiagram, target100.mermaidMsPerDiagram),
          // Kept from the 20-diagram case's earlier reports: all drawn ÷ baseline.
          p50Ratio: ratio(target20.p50Ms, baseline20.p50Ms),
          minRatio: ratio(target20.minMs, baseline20.minMs),
          maxRatio: ratio(target20.maxMs, baseline20.maxMs),
        };
        const summary =
          `diagrams: 20 → first screen p50 ${formatMs(target20.screen.p50Ms)} ms ` +
          `(${formatRatio(ratios.firstScreen20)}), all ${formatMs(target20.p50Ms)} ms ` +
          `(${formatRatio(ratios.allDrawn20)}) vs code ${formatMs(baseline20.p50Ms)} ms; ` +
          `100 → first screen ${formatMs(target100.screen.p50Ms)} ms ` +
          `(${formatRatio(ratios.firstScreen100)}; ${formatRatio(ratios.firstScreen100To20)} the 20-plan's), ` +
          `all ${formatMs(target100.p50Ms)} ms (${formatRatio(ratios.allDrawn100)}) ` +
          `vs code ${formatMs(baseline100.p50Ms)} ms; ` +
          `screen after a jump to the end ${formatMs(jump100.screen.p50Ms)} ms; ` +
          (target100.blockMsPerDiagram === null
            ? ""
            : `per diagram ${formatMs(target100.blockMsPerDiagram)} ms, ` +
              `${formatMs(target100.mermaidMsPerDiagram)} in mermaid.render `) +
          `(${settings.runs} runs)`;
        return {
          settings: {
            ...settings,
            viewport: VIEWPORT,
            chromium: CHROMIUM_PATH,
            runTimeoutMs: RUN_TIMEOUT_MS,
          },
          measured: {
            browser: `chromium ${browser.version()}`,
            // The 20-diagram plan under its earlier names, so older result files compare.
            baseline: baseline20,
            target: target20,
            ...figures,
            ratios,
          },
          summary,
        };
      } finally {
        await browser.close();
      }
    },
  },
];
