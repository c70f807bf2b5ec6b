// What the `editor` case does in a plan page (bench/cases/editor.mjs): the in-page recorders
// (long tasks, keystrokes and the frames that showed them) and the steps of a load — wait until
// the page is interactive, go to the last section and type into it, wait for the save.
//
// Only DOM facts that exist before and after the editors are mounted lazily are used:
// - a section is `<section id="section-<id>">` (sectionAnchorId in
//   src/components/plan/section-focus.ts), found by the section id from plan.get;
// - a mounted editor is a `[contenteditable="true"]` element inside it (ProseMirror sets it once
//   its view exists and is editable); a read-only rendering is not contenteditable="true";
// - the text is in `.plan-prose` (the editor's and the read-only rendering's class); the seeded
//   sections end with a paragraph, so the last `p` in it is the end of the section's text;
// - an element in the section with `data-editor-ready="false"` (if the app ever marks an editor
//   that is still loading that way) holds readiness back; without the attribute nothing changes.
// - the page's save state is `[data-testid="save-status"]`'s `data-state` (save-status.tsx).

/** The main thread counts as idle after this long without a long task (≥ 50 ms). */
export const QUIET_MS = 500;
/** One load, or one step of it; far above a normal run, so only a hang or a broken page reaches it. */
export const STEP_TIMEOUT_MS = 120_000;
/** A click that did not put the caret in the section's editor is repeated after this long. */
const CLICK_RETRY_MS = 1_500;
/** How long the save after the typing may take (the autosave waits 800 ms after the last key). */
const SAVE_TIMEOUT_MS = 30_000;

export const sectionSelector = (sectionId) => `[id="section-${sectionId}"]`;

/**
 * Runs in every page before its scripts (context.addInitScript): records each long task's start
 * and end on window.__benchEditor. takeRecords() in flush() picks up tasks whose observer
 * callback has not run yet, so a check never misses a task that just ended.
 */
export function installLongTaskRecorder() {
  const state = { longTasks: [], supported: true, flush: () => {} };
  window.__benchEditor = state;
  const add = (entries) => {
    for (const entry of entries) {
      state.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }
  };
  try {
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "longtask", buffered: true });
    state.flush = () => add(observer.takeRecords());
  } catch {
    state.supported = false;
  }
}

/**
 * Polled every frame: false until the section's editor accepts input and then no long task has
 * run for `quietMs`; then the time the editor was first seen ready, the long tasks so far and
 * how many editors the page has.
 */
function interactiveCheck({ selector, quietMs }) {
  const state = window.__benchEditor;
  state.flush();
  const section = document.querySelector(selector);
  if (state.readyMs === undefined) {
    const editable = section?.querySelector('[contenteditable="true"]');
    if (!editable || section.querySelector('[data-editor-ready="false"]')) return false;
    state.readyMs = performance.now();
  }
  const lastEnd = Math.max(state.readyMs, ...state.longTasks.map((task) => task.end));
  if (performance.now() - lastEnd < quietMs) return false;
  return {
    readyMs: state.readyMs,
    longTasks: state.longTasks,
    editors: document.querySelectorAll('[contenteditable="true"]').length,
    supported: state.supported,
  };
}

/** Polled: false until no long task has run for `quietMs` (from the moment it is first asked). */
function quietCheck({ quietMs }) {
  const state = window.__benchEditor;
  state.flush();
  state.quietFrom ??= performance.now();
  const lastEnd = Math.max(state.quietFrom, ...state.longTasks.map((task) => task.end));
  return performance.now() - lastEnd >= quietMs;
}

/** What the section looks like, for a failure message. */
function sectionState({ selector }) {
  const section = document.querySelector(selector);
  const active = document.activeElement;
  return {
    path: location.pathname,
    section: Boolean(section),
    editors: document.querySelectorAll('[contenteditable="true"]').length,
    sectionEditors: section?.querySelectorAll('[contenteditable="true"]').length ?? 0,
    paragraphs: section?.querySelectorAll(".plan-prose p").length ?? 0,
    focus: active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""}` : null,
    focusInSection: Boolean(section && active && section.contains(active)),
  };
}

async function failWith(page, selector, what, error, pageErrors) {
  const state = await page.evaluate(sectionState, { selector }).catch(() => null);
  const details = [
    state ? `page state ${JSON.stringify(state)}` : null,
    pageErrors.length > 0 ? `page errors: ${pageErrors.slice(0, 3).join(" | ")}` : null,
  ].filter(Boolean);
  throw new Error(
    `${what}: ${error.message.split("\n")[0]}` +
      (details.length > 0 ? `\n${details.join("\n")}` : ""),
  );
}

/**
 * Opens `url` in a new page and checks it is the plan (not the sign-in page). Answers the page,
 * the list its errors are collected in, and `cpuMs()`: the main thread's CPU time so far (the
 * DevTools Performance domain's TaskDuration in thread time, without DevTools' own commands, and
 * its script, layout and style parts): less sensitive to a loaded machine than wall-clock
 * figures, since time the thread waits for a core is not counted.
 */
export async function openPlan(context, url) {
  const page = await context.newPage();
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const cpuMs = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const value = (name) => metrics.find((metric) => metric.name === name)?.value;
    const task = value("TaskDuration");
    if (task === undefined) return null;
    // The parts of it that say where the time went (seconds, as DevTools reports them).
    return {
      // DevTools commands (the bench's own key dispatch and evaluations) are not the page's work.
      taskMs: (task - (value("DevToolsCommandDuration") ?? 0)) * 1000,
      scriptMs: (value("ScriptDuration") ?? 0) * 1000,
      layoutMs: (value("LayoutDuration") ?? 0) * 1000,
      styleMs: (value("RecalcStyleDuration") ?? 0) * 1000,
    };
  };
  // "commit": the clock is the page's own (performance.now() from navigation start).
  const response = await page.goto(url, { waitUntil: "commit", timeout: STEP_TIMEOUT_MS });
  const landed = response ? new URL(response.url()).pathname : null;
  if (!response || response.status() !== 200 || landed !== new URL(url).pathname) {
    await page.close();
    throw new Error(
      `${url} answered ${response?.status() ?? "nothing"} at ${landed} (signed out?)`,
    );
  }
  return { page, pageErrors, cpuMs };
}

/** Waits until the first section's editor accepts input and the main thread is quiet. */
export async function waitInteractive(page, pageErrors, firstSectionId) {
  const selector = sectionSelector(firstSectionId);
  try {
    const handle = await page.waitForFunction(
      interactiveCheck,
      { selector, quietMs: QUIET_MS },
      { polling: "raf", timeout: STEP_TIMEOUT_MS },
    );
    return await handle.jsonValue();
  } catch (error) {
    return failWith(
      page,
      selector,
      "the first section's editor never became interactive",
      error,
      pageErrors,
    );
  }
}

/**
 * Goes to the section as a reader does (scrolled to its start), clicks into its last paragraph
 * until the caret is in an editor inside it (a read-only rendering may need a moment to turn
 * into one), and answers how many clicks it took.
 */
export async function clickIntoSection(page, pageErrors, sectionId) {
  const selector = sectionSelector(sectionId);
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  try {
    await page.waitForSelector(selector, { state: "attached", timeout: STEP_TIMEOUT_MS });
    await page.evaluate(
      (s) => document.querySelector(s).scrollIntoView({ block: "start" }),
      selector,
    );
    const paragraph = page.locator(`${selector} .plan-prose p`).last();
    for (let clicks = 1; ; clicks++) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no editor took the caret after ${clicks - 1} clicks`);
      await paragraph.click({ timeout: left });
      const focused = await page
        .waitForFunction(
          (s) => {
            const active = document.activeElement;
            return Boolean(active?.closest(`${s} [contenteditable="true"]`));
          },
          selector,
          { polling: "raf", timeout: Math.min(CLICK_RETRY_MS, left) },
        )
        .then(() => true)
        .catch(() => false);
      if (focused) return clicks;
    }
  } catch (error) {
    return failWith(
      page,
      selector,
      "could not put the caret in the last section",
      error,
      pageErrors,
    );
  }
}

/** Types one character and answers when (page clock) the focused editor's text showed it. */
export async function typeOneCharacter(page, pageErrors, sectionId, character) {
  const selector = sectionSelector(sectionId);
  const count = (text) => text.split(character).length - 1;
  const before = await page.evaluate(
    ({ s }) => document.activeElement.closest(`${s} [contenteditable="true"]`).textContent,
    { s: selector },
  );
  await page.keyboard.type(character);
  try {
    const handle = await page.waitForFunction(
      ({ s, c, expected }) => {
        const editable = document.activeElement?.closest(`${s} [contenteditable="true"]`);
        return editable && editable.textContent.split(c).length - 1 >= expected
          ? performance.now()
          : false;
      },
      { s: selector, c: character, expected: count(before) + 1 },
      { polling: "raf", timeout: STEP_TIMEOUT_MS },
    );
    return await handle.jsonValue();
  } catch (error) {
    return failWith(page, selector, `the typed "${character}" never showed`, error, pageErrors);
  }
}

/** Waits until no long task has run for QUIET_MS (the page settled after a click, say). */
export async function waitQuiet(page) {
  await page.evaluate(() => {
    window.__benchEditor.quietFrom = undefined;
  });
  await page.waitForFunction(
    quietCheck,
    { quietMs: QUIET_MS },
    {
      polling: "raf",
      timeout: STEP_TIMEOUT_MS,
    },
  );
}

/**
 * Starts the keystroke recorder on the focused editor: each keydown's timeStamp, and for the
 * k-th character the end of the first frame whose editor text had grown by k (a message posted
 * from that frame's requestAnimationFrame runs after the frame is painted).
 */
function startKeystrokeRecorder({ expected }) {
  const editable = document.activeElement.closest('[contenteditable="true"]');
  const base = editable.textContent.length;
  const record = { keydownMs: [], paintedMs: [], done: false };
  window.__benchTyping = record;
  addEventListener("keydown", (event) => record.keydownMs.push(event.timeStamp), { capture: true });
  const channel = new MessageChannel();
  let waiting = 0;
  channel.port1.onmessage = () => {
    const now = performance.now();
    while (record.paintedMs.length < waiting) record.paintedMs.push(now);
  };
  const frame = () => {
    const shown = Math.min(editable.textContent.length - base, expected);
    if (shown > waiting) {
      waiting = shown;
      channel.port2.postMessage(null);
    }
    if (shown < expected) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Types `text` into the focused editor with Playwright's keyboard (one keydown, keypress/input and
 * keyup per character, no delay between them: each key is sent once the page has handled the
 * previous one) and answers each keystroke's keydown and painted times.
 */
export async function typeAndRecord(page, pageErrors, sectionId, text) {
  await page.evaluate(startKeystrokeRecorder, { expected: text.length });
  await page.keyboard.type(text);
  try {
    const handle = await page.waitForFunction(
      (expected) => {
        const record = window.__benchTyping;
        return record.paintedMs.length >= expected ? record : false;
      },
      text.length,
      { polling: "raf", timeout: STEP_TIMEOUT_MS },
    );
    return await handle.jsonValue();
  } catch (error) {
    return failWith(
      page,
      sectionSelector(sectionId),
      `the ${text.length} typed characters never all showed`,
      error,
      pageErrors,
    );
  }
}

/**
 * Waits until the typing is saved ("saving", then "saved"; or still "saved" well after the
 * autosave's delay, when the save was over between two polls), so the next load starts from
 * saved text and no kept draft. Fails on a save error or conflict.
 */
export async function waitSaved(page) {
  const startedAt = Date.now();
  let sawSaving = false;
  while (Date.now() - startedAt < SAVE_TIMEOUT_MS) {
    const state = await page
      .locator('[data-testid="save-status"]')
      .first()
      .getAttribute("data-state", { timeout: 1_000 })
      .catch(() => null);
    if (state === "saving") sawSaving = true;
    else if (state === "saved" && (sawSaving || Date.now() - startedAt > 3_000)) return;
    else if (state && state !== "saved")
      throw new Error(`the typing was not saved: save state "${state}"`);
    else if (state === null && Date.now() - startedAt > 3_000) return; // no indicator to read
    await page.waitForTimeout(100);
  }
  throw new Error(`the typing was not saved within ${SAVE_TIMEOUT_MS / 1000} s`);
}
