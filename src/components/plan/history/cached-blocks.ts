/**
 * Parsed sections kept for the page's lifetime (bounded): a plan's revisions mostly share their
 * sections' text, so switching between versions in the history parses only what differs.
 */
import { markdownBlocks, type MarkdownBlock } from "@/lib/text/markdown-blocks";

/** Section texts kept parsed; the oldest is forgotten first. */
export const CACHED_SECTIONS = 200;

const cache = new Map<string, MarkdownBlock[]>();

export function cachedMarkdownBlocks(markdown: string): MarkdownBlock[] {
  const hit = cache.get(markdown);
  if (hit) {
    // Most recently used last, so the first key is the one to evict.
    cache.delete(markdown);
    cache.set(markdown, hit);
    return hit;
  }
  const blocks = markdownBlocks(markdown);
  cache.set(markdown, blocks);
  if (cache.size > CACHED_SECTIONS) cache.delete(cache.keys().next().value!);
  return blocks;
}
