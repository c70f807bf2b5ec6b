/**
 * A published snapshot rendered for the public page, once per (plan, revision): the Markdown →
 * HTML work is the expensive part of the page, so it is kept in a small process-wide LRU, and
 * visitors arriving while a revision is being rendered share that one render. The publication
 * itself is still looked up on every request (public-read.ts), so an unpublished plan answers 404
 * at once and a render of an older revision is never shown: a new revision is a new key, and the
 * old entry ages out.
 *
 * Sections are parsed in the render pool's workers (render-pool.ts), one after the other (element
 * ids must stay unique across the page). A section that runs out of time or fails is shown as
 * plain text (section-fallback.ts) and the rest of the plan renders normally; that result is
 * cached like any other, so a hostile revision costs one slow attempt per process. Only when the
 * pool is too busy to take a job is the result not cached (the next visitor tries again).
 */
import type { RenderedPlan, RenderedSection } from "@/lib/publishing/public-view";
import {
  diagramKey,
  type PublishedDiagram,
  type PublishedSection,
  type PublishedSnapshot,
} from "@/lib/publishing/snapshot";
import { slugFromTitle } from "@/lib/publishing/slug-rules";
import { WorkerPoolError } from "@/server/workers/worker-pool";
import type { SectionRenderAnswer } from "./render-job";
import {
  PUBLIC_RENDER_PLAN_TIME_LIMIT_MS,
  PUBLIC_RENDER_SECTION_TIME_LIMIT_MS,
  renderPool,
} from "./render-pool";
import { plainTextSection, type FallbackSection } from "./section-fallback";

/** Rendered plans kept per process; a render is at most a few hundred kB. */
export const RENDER_CACHE_ENTRIES = 64;
export const DESCRIPTION_MAX_LENGTH = 160;

type RenderCache = {
  entries: Map<string, RenderedPlan>;
  inFlight: Map<string, Promise<RenderedPlan>>;
  renders: number;
};

/**
 * On globalThis: a production build copies this module into several server chunks, and each
 * copy must share one cache (and one count of renders, which the tests read).
 */
const globalForRender = globalThis as unknown as { plansmithPublicRenders?: RenderCache };

function cache(): RenderCache {
  globalForRender.plansmithPublicRenders ??= {
    entries: new Map(),
    inFlight: new Map(),
    renders: 0,
  };
  return globalForRender.plansmithPublicRenders;
}

/** How many snapshots this process has rendered (not served from the cache); for tests. */
export function snapshotRenderCount(): number {
  return cache().renders;
}

/**
 * The rendered plan of (planId, revision). `loadSnapshot` is called only when the cache has no
 * render: the sections and pictures (hundreds of kB of JSON) are read from the database once
 * per revision, not on every visit.
 */
export function renderedSnapshot(
  planId: string,
  revision: number,
  loadSnapshot: () => Promise<PublishedSnapshot>,
): Promise<RenderedPlan> {
  const store = cache();
  const key = `${planId}:${revision}`;
  const hit = store.entries.get(key);
  if (hit) {
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    store.entries.delete(key);
    store.entries.set(key, hit);
    return Promise.resolve(hit);
  }
  const pending = store.inFlight.get(key);
  if (pending) return pending;
  store.renders += 1;
  const render = loadSnapshot()
    .then(renderSnapshot)
    .then(({ plan, complete }) => {
      if (complete) {
        store.entries.set(key, plan);
        while (store.entries.size > RENDER_CACHE_ENTRIES) {
          store.entries.delete(store.entries.keys().next().value!);
        }
      }
      return plan;
    })
    .finally(() => store.inFlight.delete(key));
  store.inFlight.set(key, render);
  return render;
}

/**
 * Renders every section (no cache). `complete` is false when a section fell back only because
 * the pool was too busy to take it: such a render is shown but not kept.
 */
export async function renderSnapshot(
  snapshot: PublishedSnapshot,
): Promise<{ plan: RenderedPlan; complete: boolean }> {
  const usedIds = new Set<string>();
  const sections: RenderedSection[] = [];
  let description = snapshot.summary.trim();
  let complete = true;
  let budgetMs = PUBLIC_RENDER_PLAN_TIME_LIMIT_MS;
  for (const [position, section] of snapshot.sections.entries()) {
    const anchor = uniqueAnchor(section.title, position, usedIds);
    const rendered = await renderInWorker(section, anchor, usedIds, snapshot.diagrams, budgetMs);
    budgetMs -= rendered.spentMs;
    if (rendered.busy) complete = false;
    for (const id of rendered.addedIds) usedIds.add(id);
    sections.push({ id: section.id, anchor, title: section.title, chunks: rendered.chunks });
    description ||= rendered.prose;
  }
  return { plan: { sections, description: oneLine(description) }, complete };
}

/**
 * `spentMs`: the worker time the section used (measured by the worker, so time spent waiting for
 * a worker behind other plans' jobs is not charged to this plan); a failed job is charged its
 * whole limit.
 */
type SectionOutcome = FallbackSection & { addedIds: string[]; busy: boolean; spentMs: number };

async function renderInWorker(
  section: PublishedSection,
  anchor: string,
  usedIds: ReadonlySet<string>,
  diagrams: Record<string, PublishedDiagram>,
  budgetMs: number,
): Promise<SectionOutcome> {
  const fallback = (busy: boolean, spentMs: number): SectionOutcome => ({
    ...plainTextSection(section.body),
    addedIds: [],
    busy,
    spentMs,
  });
  // The plan's time is used up (its earlier sections were slow): the rest is shown as text.
  if (budgetMs <= 0) return fallback(false, 0);
  const limitMs = Math.min(budgetMs, PUBLIC_RENDER_SECTION_TIME_LIMIT_MS);
  try {
    const answer = await renderPool().run(
      {
        kind: "section",
        sectionId: section.id,
        sectionTitle: section.title,
        anchor,
        markdown: section.body,
        usedIds: [...usedIds],
        pictures: picturesOf(section.id, diagrams),
      },
      { timeLimitMs: limitMs },
    );
    if (answer.kind !== "section") return fallback(false, limitMs);
    const { chunks, addedIds, prose, elapsedMs }: SectionRenderAnswer = answer;
    return { chunks, addedIds, prose, busy: false, spentMs: elapsedMs };
  } catch (error) {
    const busy = error instanceof WorkerPoolError && error.reason === "busy";
    return fallback(busy, busy ? 0 : limitMs);
  }
}

/** The section's pictures by block index (only these cross to the worker, not the plan's). */
function picturesOf(
  sectionId: string,
  diagrams: Record<string, PublishedDiagram>,
): Record<number, PublishedDiagram> {
  const prefix = diagramKey(sectionId, 0).slice(0, -1);
  const pictures: Record<number, PublishedDiagram> = {};
  for (const [key, picture] of Object.entries(diagrams)) {
    if (!key.startsWith(prefix)) continue;
    const index = Number(key.slice(prefix.length));
    if (Number.isSafeInteger(index) && diagramKey(sectionId, index) === key)
      pictures[index] = picture;
  }
  return pictures;
}

/** Section anchors: "s-" and the title's slug, so no id can shadow a global the page's scripts use. */
function uniqueAnchor(title: string, position: number, usedIds: Set<string>): string {
  const base = `s-${slugFromTitle(title) || String(position + 1)}`;
  let anchor = base;
  for (let n = 2; usedIds.has(anchor); n += 1) anchor = `${base}-${n}`;
  usedIds.add(anchor);
  return anchor;
}

/** The description as one line of at most DESCRIPTION_MAX_LENGTH. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, " ");
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
