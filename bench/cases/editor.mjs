// The plan editor with a big plan: does opening a plan and typing in it stay as fast with 40
// sections (5 diagrams) as with 10 (1 diagram)? Chromium opens each plan, signed in, on the
// production build, and the case reports the 40-section figures as ratios to the 10-section
// ones measured in the same run:
// - time to interactive: the first section's editor accepts input and the main thread has then
//   been free of long tasks for 500 ms (the end of the last long task before that quiet window);
// - last section ready: a fresh load, a jump to the last section as soon as it is in the page,
//   a click into its text (again, until the caret is in an editor), one character typed: the
//   time from navigation start until that character is in the editor's DOM;
// - typing latency in the last section, once the page is interactive: 35 characters typed
//   without pauses, each from its keydown to the end of the first frame that showed it.
//
// The account and the plans are seeded before the server starts (bench/seed/editor-plans.ts,
// through the app's createPlan service); the page steps are in bench/lib/editor-page.mjs, the
// arithmetic in bench/lib/editor-metrics.mjs.
import {
  CHROMIUM_PATH,
  cookieHeader,
  launchChromium,
  ratio,
  readBrowserSettings,
  signInCookies,
  summarise,
} from "../lib/browser.mjs";
import {
  blockingMs,
  diagramPositions,
  diagramsFor,
  interactiveAt,
  keystrokeLatencies,
  latencySummary,
} from "../lib/editor-metrics.mjs";
import {
  QUIET_MS,
  STEP_TIMEOUT_MS,
  clickIntoSection,
  installLongTaskRecorder,
  openPlan,
  typeAndRecord,
  typeOneCharacter,
  waitInteractive,
  waitQuiet,
  waitSaved,
} from "../lib/editor-page.mjs";
import { runSeedScript } from "../lib/seed.mjs";
import { trpcQueryPath } from "../lib/trpc.mjs";

const EMAIL = "bench-editor@plansmith.test";
const PASSWORD = "bench-password-1234";
const LAST_SECTION_TITLE = "Next steps";
/** The baseline and the plan the issue names (aim: 40 ÷ 10 ≤ 1.5). */
const PLANS = {
  small: { title: "Editor bench: 10 sections", sections: 10 },
  large: { title: "Editor bench: 40 sections", sections: 40 },
};
/** 35 characters (as in the issue), lower case and spaces: no Markdown shortcut or input rule. */
const TYPED_TEXT = "the booking form opens on weekdays ";
/** The character typed to tell that the last section takes input. */
const PROBE_CHARACTER = "k";
/** Playwright's "Desktop Chrome" size, as the diagrams case: the section list is a sidebar. */
const VIEWPORT = { width: 1280, height: 720 };
const DEFAULTS = { runs: 5, warmupRuns: 1 };
const BROWSER_SETTINGS = readBrowserSettings(DEFAULTS);

if (TYPED_TEXT.length !== 35) throw new Error("TYPED_TEXT must be 35 characters");

function seed(context) {
  return runSeedScript(context, "editor-plans.ts", {
    email: EMAIL,
    password: PASSWORD,
    lastSectionTitle: LAST_SECTION_TITLE,
    plans: Object.values(PLANS).map(({ title, sections }) => ({
      title,
      sections,
      diagramSections: diagramPositions(sections, diagramsFor(sections)),
    })),
  });
}

async function getJson(baseUrl, cookies, procedure, input) {
  const response = await fetch(new URL(trpcQueryPath(procedure, input), baseUrl), {
    headers: { cookie: cookieHeader(cookies) },
  });
  const data = (await response.json().catch(() => null))?.result?.data?.json;
  if (response.status !== 200 || !data) {
    throw new Error(`${procedure} answered ${response.status} without data`);
  }
  return data;
}

/** Each seeded plan's URL, its first and last section ids, checked against the seed's shape. */
async function findPlans(baseUrl, cookies) {
  const { items } = await getJson(baseUrl, cookies, "plan.list", {});
  const found = {};
  for (const [key, { title, sections }] of Object.entries(PLANS)) {
    const item = items.find((plan) => plan.title === title);
    if (!item) throw new Error(`the seeded plan "${title}" is not in ${EMAIL}'s list`);
    const plan = await getJson(baseUrl, cookies, "plan.get", { id: item.id });
    const last = plan.sections.at(-1);
    if (plan.sections.length !== sections || last.title !== LAST_SECTION_TITLE) {
      throw new Error(`"${title}" has ${plan.sections.length} sections ending in "${last?.title}"`);
    }
    found[key] = {
      id: plan.id,
      url: new URL(`/plan/${plan.id}`, baseUrl).href,
      sections,
      diagrams: diagramsFor(sections),
      firstSectionId: plan.sections[0].id,
      lastSectionId: last.id,
    };
  }
  return found;
}

/**
 * Load 1: time to interactive without touching the page; then, in the same page, the typing
 * latency in the last section (scrolled to, clicked, the page left to settle, then typed into).
 */
async function openAndType(context, plan) {
  const { page, pageErrors, cpuMs } = await openPlan(context, plan.url);
  try {
    const ready = await waitInteractive(page, pageErrors, plan.firstSectionId);
    if (!ready.supported) throw new Error("this Chromium does not report long tasks");
    const cpuUntilQuietMs = (await cpuMs())?.taskMs ?? null;
    const ttiMs = interactiveAt(ready.readyMs, ready.longTasks, QUIET_MS);
    await clickIntoSection(page, pageErrors, plan.lastSectionId);
    await waitQuiet(page);
    const typing = await timeTyping(page, pageErrors, plan, cpuMs);
    await waitSaved(page);
    return {
      ttiMs,
      firstEditorMs: ready.readyMs,
      blockingMs: blockingMs(ready.longTasks, ttiMs),
      cpuUntilQuietMs,
      editorsAtInteractive: ready.editors,
      typing,
    };
  } finally {
    await page.close();
  }
}

/** TYPED_TEXT typed into the focused editor: each key's latency, the burst, the CPU per key. */
async function timeTyping(page, pageErrors, plan, cpuMs) {
  const before = await cpuMs();
  const typed = await typeAndRecord(page, pageErrors, plan.lastSectionId, TYPED_TEXT);
  const after = await cpuMs();
  const perKey = (key) =>
    before === null || after === null ? null : (after[key] - before[key]) / TYPED_TEXT.length;
  return {
    latencies: keystrokeLatencies(typed.keydownMs, typed.paintedMs),
    burstMs: typed.paintedMs.at(-1) - typed.keydownMs[0],
    cpuPerKeyMs: perKey("taskMs"),
    cpuSplitPerKeyMs: {
      script: perKey("scriptMs"),
      layout: perKey("layoutMs"),
      style: perKey("styleMs"),
    },
  };
}

/**
 * Load 2: from navigation start until a character typed into the last section shows; then, at
 * once (the page may still be busy opening), the same typing as in load 1.
 */
async function jumpAndType(context, plan) {
  const { page, pageErrors, cpuMs } = await openPlan(context, plan.url);
  try {
    const clicks = await clickIntoSection(page, pageErrors, plan.lastSectionId);
    const shownMs = await typeOneCharacter(page, pageErrors, plan.lastSectionId, PROBE_CHARACTER);
    const typing = await timeTyping(page, pageErrors, plan, cpuMs);
    await waitSaved(page);
    return { lastSectionMs: shownMs, clicks, typing };
  } finally {
    await page.close();
  }
}

/**
 * The typing went where it was meant to and was saved: every plan's last section holds the typed
 * text (the case would otherwise have timed typing somewhere else).
 */
async function checkSaved(baseUrl, cookies, plans) {
  for (const plan of Object.values(plans)) {
    const { sections } = await getJson(baseUrl, cookies, "plan.get", { id: plan.id });
    if (!sections.at(-1).body.includes(TYPED_TEXT.trim())) {
      throw new Error(
        `the last section of ${plan.url} does not hold the typed text after the runs`,
      );
    }
  }
}

const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const ratioFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2 });
const ms = (value) => `${oneDecimal.format(value)} ms`;
const x = (value) => (value === null ? "n/a" : `${ratioFormat.format(value)}x`);

/** Latencies, burst and CPU per key of one kind of typing over the measured runs. */
function describeTyping(typings) {
  const cpu = typings.map((typing) => typing.cpuPerKeyMs);
  return {
    characters: TYPED_TEXT.length,
    ...latencySummary(typings.flatMap((typing) => typing.latencies)),
    burst: summarise(typings.map((typing) => typing.burstMs)),
    cpuPerKey: cpu.includes(null) ? null : summarise(cpu),
    // Where each key's CPU went (p50 over the runs): script, layout and style recalculation.
    cpuSplitPerKeyP50Ms: cpu.includes(null)
      ? null
      : Object.fromEntries(
          ["script", "layout", "style"].map((part) => [
            part,
            summarise(typings.map((typing) => typing.cpuSplitPerKeyMs[part])).p50Ms,
          ]),
        ),
  };
}

/** The figures of one plan over the measured runs. */
function describe(plan, opens, jumps) {
  return {
    url: new URL(plan.url).pathname,
    sections: plan.sections,
    diagrams: plan.diagrams,
    timeToInteractive: summarise(opens.map((sample) => sample.ttiMs)),
    firstEditor: summarise(opens.map((sample) => sample.firstEditorMs)),
    blockingUntilInteractive: summarise(opens.map((sample) => sample.blockingMs)),
    cpuUntilQuiet: opens.some((sample) => sample.cpuUntilQuietMs === null)
      ? null
      : summarise(opens.map((sample) => sample.cpuUntilQuietMs)),
    editorsAtInteractive: opens.map((sample) => sample.editorsAtInteractive),
    lastSectionReady: summarise(jumps.map((sample) => sample.lastSectionMs)),
    lastSectionClicks: jumps.map((sample) => sample.clicks),
    typing: describeTyping(opens.map((sample) => sample.typing)),
    typingAtOnce: describeTyping(jumps.map((sample) => sample.typing)),
  };
}

export const cases = [
  {
    name: "editor",
    description:
      "Chromium opens plans of 10 and 40 sections: time to interactive, until the last section takes input, typing latency there — 40 ÷ 10",
    prepare: seed,
    async run({ baseUrl, log }) {
      const settings = BROWSER_SETTINGS;
      const cookies = await signInCookies(baseUrl, EMAIL, PASSWORD);
      const plans = await findPlans(baseUrl, cookies);
      const browser = await launchChromium();
      try {
        const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
        await context.addCookies(cookies);
        await context.addInitScript(installLongTaskRecorder);
        const samples = { small: { opens: [], jumps: [] }, large: { opens: [], jumps: [] } };
        // Alternating, so a slow moment of the machine falls on both sizes.
        const round = async (keep) => {
          for (const key of ["small", "large"]) {
            const open = await openAndType(context, plans[key]);
            if (keep) samples[key].opens.push(open);
          }
          for (const key of ["small", "large"]) {
            const jump = await jumpAndType(context, plans[key]);
            if (keep) samples[key].jumps.push(jump);
          }
        };
        // The first loads fill the server's and the browser's caches (route code, chunks,
        // mermaid's diagram modules); they are not what a returning writer waits for.
        for (let i = 0; i < settings.warmupRuns; i++) {
          log(`editor: warm-up ${i + 1} of ${settings.warmupRuns}…`);
          await round(false);
        }
        for (let i = 0; i < settings.runs; i++) {
          log(`editor: run ${i + 1} of ${settings.runs}…`);
          await round(true);
        }

        await checkSaved(baseUrl, cookies, plans);
        const small = describe(plans.small, samples.small.opens, samples.small.jumps);
        const large = describe(plans.large, samples.large.opens, samples.large.jumps);
        // 40 ÷ 10 of the p50s (p95 for the latency's tail); above 1 = slower with more sections.
        const ratios = {
          timeToInteractive: ratio(large.timeToInteractive.p50Ms, small.timeToInteractive.p50Ms),
          lastSectionReady: ratio(large.lastSectionReady.p50Ms, small.lastSectionReady.p50Ms),
          typingP50: ratio(large.typing.p50Ms, small.typing.p50Ms),
          typingP95: ratio(large.typing.p95Ms, small.typing.p95Ms),
          typingBurst: ratio(large.typing.burst.p50Ms, small.typing.burst.p50Ms),
          typingAtOnceP50: ratio(large.typingAtOnce.p50Ms, small.typingAtOnce.p50Ms),
          typingAtOnceP95: ratio(large.typingAtOnce.p95Ms, small.typingAtOnce.p95Ms),
          // Main-thread CPU time (thread time: not inflated by waiting for a core).
          cpuUntilQuiet: ratio(large.cpuUntilQuiet?.p50Ms, small.cpuUntilQuiet?.p50Ms),
          cpuPerKey: ratio(large.typing.cpuPerKey?.p50Ms, small.typing.cpuPerKey?.p50Ms),
          cpuPerKeyAtOnce: ratio(
            large.typingAtOnce.cpuPerKey?.p50Ms,
            small.typingAtOnce.cpuPerKey?.p50Ms,
          ),
        };
        const pair = (figure, key) =>
          `${ms(figure(small))} → ${ms(figure(large))} (${x(ratios[key])})`;
        const summary =
          `editor: 10 → 40 sections: interactive ${pair((p) => p.timeToInteractive.p50Ms, "timeToInteractive")}, ` +
          `last section takes input ${pair((p) => p.lastSectionReady.p50Ms, "lastSectionReady")}; ` +
          `typing there p50 ${pair((p) => p.typing.p50Ms, "typingP50")}, ` +
          `p95 ${pair((p) => p.typing.p95Ms, "typingP95")}, ` +
          `35 characters on screen ${pair((p) => p.typing.burst.p50Ms, "typingBurst")}; ` +
          `typing at once after the jump p50 ${pair((p) => p.typingAtOnce.p50Ms, "typingAtOnceP50")}, ` +
          `p95 ${pair((p) => p.typingAtOnce.p95Ms, "typingAtOnceP95")}; ` +
          `main-thread CPU until quiet ${pair((p) => p.cpuUntilQuiet?.p50Ms, "cpuUntilQuiet")}, ` +
          `per key ${pair((p) => p.typing.cpuPerKey?.p50Ms, "cpuPerKey")} ` +
          `(${settings.runs} runs; aim ≤ 1.5x)`;
        return {
          settings: {
            ...settings,
            viewport: VIEWPORT,
            chromium: CHROMIUM_PATH,
            quietMs: QUIET_MS,
            stepTimeoutMs: STEP_TIMEOUT_MS,
            typedText: TYPED_TEXT,
          },
          measured: { browser: `chromium ${browser.version()}`, small, large, ratios },
          summary,
        };
      } finally {
        await browser.close();
      }
    },
  },
];
