/**
 * The entry of a render worker thread (see render-pool.ts): parses one section's Markdown at a
 * time (CommonMark + GFM, the same parse as everywhere else) and answers its HTML chunks, or the
 * positions of its Mermaid blocks. An unexpected failure is answered as "failed", so the section
 * falls back to plain text and the details stay in this thread.
 */
import { mermaidBlocksOf, parseMarkdown } from "@/lib/publishing/mermaid-blocks";
import { serveJobs } from "@/server/workers/worker-entry";
import { plainTextOf } from "./html-text";
import { renderSectionMarkdown } from "./markdown-html";
import type { RenderAnswer, RenderJob, SectionRenderJob } from "./render-job";

function renderSection(job: SectionRenderJob): RenderAnswer {
  const started = performance.now();
  const tree = parseMarkdown(job.markdown);
  const usedIds = new Set(job.usedIds);
  const chunks = renderSectionMarkdown(
    {
      sectionId: job.sectionId,
      sectionTitle: job.sectionTitle,
      anchor: job.anchor,
      markdown: job.markdown,
      usedIds,
      pictureFor: (index, source) => {
        const picture = job.pictures[index];
        return picture && picture.source === source ? picture : null;
      },
    },
    tree,
  );
  const prose = tree.children
    .filter((node) => node.type === "paragraph")
    .map((node) => plainTextOf(node))
    .join(" ")
    .trim();
  // A Set keeps insertion order: the ids after the given ones are the ones this section added.
  const addedIds = [...usedIds].slice(job.usedIds.length);
  return { kind: "section", chunks, addedIds, prose, elapsedMs: performance.now() - started };
}

function run(job: RenderJob): RenderAnswer {
  try {
    if (job.kind === "section") return renderSection(job);
    return { kind: "mermaidBlocks", blocks: mermaidBlocksOf(parseMarkdown(job.markdown)) };
  } catch {
    return { kind: "failed" };
  }
}

serveJobs(run);
