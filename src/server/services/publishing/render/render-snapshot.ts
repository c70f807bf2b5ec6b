/**
 * A published snapshot rendered for the public page, once per (plan, revision): the Markdown →
 * HTML work is the expensive part of the page, so it is kept in a small process-wide LRU. The
 * publication itself is still looked up on every request (public-read.ts), so an unpublished plan
 * answers 404 at once and a render of an older revision is never shown: a new revision is a new
 * key, and the old entry ages out.
 */
import type { RenderedPlan, RenderedSection } from "@/lib/publishing/public-view";
import { diagramKey, type PublishedSnapshot } from "@/lib/publishing/snapshot";
import { slugFromTitle } from "@/lib/publishing/slug-rules";
import { plainTextOf } from "./html-text";
import { renderSectionMarkdown } from "./markdown-html";
import { parseMarkdown } from "@/lib/publishing/mermaid-blocks";

/** Rendered plans kept per process; a render is at most a few hundred kB. */
export const RENDER_CACHE_ENTRIES = 64;
export const DESCRIPTION_MAX_LENGTH = 160;

type RenderCache = { entries: Map<string, RenderedPlan>; renders: number };

/**
 * On globalThis: a production build copies this module into several server chunks, and each
 * copy must share one cache (and one count of renders, which the tests read).
 */
const globalForRender = globalThis as unknown as { plansmithPublicRenders?: RenderCache };

function cache(): RenderCache {
  globalForRender.plansmithPublicRenders ??= { entries: new Map(), renders: 0 };
  return globalForRender.plansmithPublicRenders;
}

/** How many snapshots this process has rendered (not served from the cache); for tests. */
export function snapshotRenderCount(): number {
  return cache().renders;
}

export function renderedSnapshot(
  planId: string,
  revision: number,
  snapshot: PublishedSnapshot,
): RenderedPlan {
  const { entries } = cache();
  const key = `${planId}:${revision}`;
  const hit = entries.get(key);
  if (hit) {
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const rendered = renderSnapshot(snapshot);
  cache().renders += 1;
  entries.set(key, rendered);
  while (entries.size > RENDER_CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
  return rendered;
}

/** Renders every section (no cache). */
export function renderSnapshot(snapshot: PublishedSnapshot): RenderedPlan {
  const usedIds = new Set<string>();
  const sections: RenderedSection[] = snapshot.sections.map((section, position) => {
    const anchor = uniqueAnchor(section.title, position, usedIds);
    return {
      id: section.id,
      anchor,
      title: section.title,
      chunks: renderSectionMarkdown({
        sectionId: section.id,
        sectionTitle: section.title,
        anchor,
        markdown: section.body,
        usedIds,
        pictureFor: (index, source) => {
          const picture = snapshot.diagrams[diagramKey(section.id, index)];
          return picture && picture.source === source ? picture : null;
        },
      }),
    };
  });
  return { sections, description: describe(snapshot) };
}

/** Section anchors: "s-" and the title's slug, so no id can shadow a global the page's scripts use. */
function uniqueAnchor(title: string, position: number, usedIds: Set<string>): string {
  const base = `s-${slugFromTitle(title) || String(position + 1)}`;
  let anchor = base;
  for (let n = 2; usedIds.has(anchor); n += 1) anchor = `${base}-${n}`;
  usedIds.add(anchor);
  return anchor;
}

/** The summary, else the plan's first text, as one line of at most DESCRIPTION_MAX_LENGTH. */
function describe(snapshot: PublishedSnapshot): string {
  let text = snapshot.summary.trim();
  for (const section of snapshot.sections) {
    if (text) break;
    const tree = parseMarkdown(section.body);
    const prose = tree.children.filter((node) => node.type === "paragraph");
    text = prose
      .map((node) => plainTextOf(node))
      .join(" ")
      .trim();
  }
  const line = text.replace(/\s+/g, " ");
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
