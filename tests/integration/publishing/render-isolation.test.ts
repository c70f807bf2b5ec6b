/**
 * Published Markdown is parsed off the thread that answers requests: micromark is super-linear on
 * some hostile input, so each section is rendered in the render pool's workers with a time limit.
 * A section past it is shown as escaped plain text, the rest of the plan renders normally, the
 * result is cached (one slow attempt per revision), and meanwhile the server keeps answering.
 * Publishing finds the Mermaid blocks in the same pool: a too-slow section keeps no pictures,
 * and the plan is published all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECTION_BODY_MAX_LENGTH, type SectionKind } from "@/lib/plans/plan-rules";
import { diagramKey } from "@/lib/publishing/snapshot";
import { planViewOf } from "@/server/services/publishing/public-pages";
import { findPublicPlan } from "@/server/services/publishing/public-read";
import {
  configureRenderPool,
  DEFAULT_RENDER_POOL_OPTIONS,
  renderPool,
} from "@/server/services/publishing/render/render-pool";
import { snapshotRenderCount } from "@/server/services/publishing/render/render-snapshot";
import { describeTarget } from "../../helpers/test-database";
import { OWNER_USERNAME, usePublishingApi } from "./publish-test-kit";

/**
 * Shorter than the default, so inputs that take seconds on any machine are sure to exceed it;
 * a normal section takes a few milliseconds (and a worker's start-up is not counted).
 */
const TEST_SECTION_LIMIT_MS = 1_000;
const DIAGRAM = "graph TD; A-->B";
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60"><rect x="1" y="1" width="50" height="20"/></svg>';
/** Written after each hostile input: must come out as text, never as an element. */
const TAIL = "\n\n<img src=x onerror=alert(1)>";

function wideTable(rows: number, columns: number): string {
  const row = `|${" a |".repeat(columns)}`;
  return [row, `|${" - |".repeat(columns)}`, ...Array<string>(rows).fill(row)].join("\n");
}

/** Inputs on which micromark takes seconds (each within the section length limit). */
const HOSTILE: { kind: SectionKind; body: string }[] = [
  // Its diagram comes first, so the block exists whatever the parse; the parse never finishes.
  // (Nested brackets such as "[a](" × 30,000 are no longer slow: parseMarkdown bounds inline
  // delimiters first, markdown-inline-limit.ts and markdown-bracket-limit.ts.)
  {
    kind: "goals",
    body: `\`\`\`mermaid\n${DIAGRAM}\n\`\`\`\n\n${wideTable(600, 60)}${TAIL}`,
  },
  // Deep quotes and lists are no longer slow: parseMarkdown escapes nesting past
  // MARKDOWN_MAX_NESTING first (src/lib/publishing/markdown-nesting.ts, its own tests).
  { kind: "risks", body: `${wideTable(600, 60)}${TAIL}` },
];

describe(`published Markdown renders off the request thread on ${describeTarget()}`, () => {
  const api = usePublishingApi();

  beforeAll(() => configureRenderPool({ timeLimitMs: TEST_SECTION_LIMIT_MS }));
  afterAll(() => configureRenderPool({ timeLimitMs: DEFAULT_RENDER_POOL_OPTIONS.timeLimitMs }));

  async function publishHostilePlan() {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Hostile plan",
      sections: [
        { kind: "overview", body: `Intro **text**.\n\n\`\`\`mermaid\n${DIAGRAM}\n\`\`\`\n` },
        ...HOSTILE,
      ],
    });
    for (const section of HOSTILE)
      expect(section.body.length).toBeLessThan(SECTION_BODY_MAX_LENGTH);
    const [normal, hostileDiagram] = [plan.sections[0]!.id, plan.sections[1]!.id];
    await owner.publishing.publish({
      planId: plan.id,
      visibility: "public",
      slug: "hostile-plan",
      diagrams: [
        { sectionId: normal, index: 0, source: DIAGRAM, svg: SVG },
        { sectionId: hostileDiagram, index: 0, source: DIAGRAM, svg: SVG },
      ],
    });
    return { plan, normal, hostileDiagram };
  }

  async function readPage(slug: string) {
    const lookup = await findPublicPlan(api.db, OWNER_USERNAME, slug);
    if (lookup.kind !== "found") throw new Error(`${slug} is not published`);
    return planViewOf(lookup.page);
  }

  it("publishes without pictures for a section too slow to parse, and keeps the others", async () => {
    const { plan, normal, hostileDiagram } = await publishHostilePlan();

    const diagrams = (await api.publication(plan.id))!.snapshot.diagrams;
    expect(Object.keys(diagrams)).toEqual([diagramKey(normal, 0)]);
    expect(diagrams[diagramKey(hostileDiagram, 0)]).toBeUndefined();
  }, 60_000);

  it("renders hostile sections as escaped text and the rest normally, while the server keeps answering", async () => {
    const owner = await api.owner();
    const other = await owner.plan.create({
      title: "Other plan",
      sections: [{ kind: "overview", body: "Short." }],
    });
    await owner.publishing.publish({ planId: other.id, visibility: "public", slug: "other" });
    await readPage("other"); // cached, and the pool's first worker is started

    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    let rendered = false;
    const render = readPage("hostile-plan").finally(() => (rendered = true));
    // Another visitor is served (database read and cached render) while the render runs.
    const otherPage = await readPage("other");
    expect(otherPage.title).toBe("Other plan");
    expect(rendered).toBe(false);
    const ticksBeforeEnd = ticks;
    const view = await render;
    clearInterval(ticker);

    // The event loop kept running through the render: timers fired while it was under way.
    expect(ticks).toBeGreaterThan(ticksBeforeEnd);

    const [first, ...hostile] = view.rendered.sections;
    const firstHtml = JSON.stringify(first!.chunks);
    expect(firstHtml).toContain("<strong>text</strong>");
    expect(firstHtml).toContain('<figure class=\\"diagram\\"><img src=\\"data:image/svg+xml');
    expect(hostile).toHaveLength(HOSTILE.length);
    for (const section of hostile) {
      expect(section.chunks).toHaveLength(1);
      const [chunk] = section.chunks;
      expect(chunk!.kind).toBe("html");
      const html = chunk!.kind === "html" ? chunk!.html : "";
      expect(html.startsWith("<p>")).toBe(true);
      expect(html.endsWith("<p>&lt;img src=x onerror=alert(1)&gt;</p>")).toBe(true);
      expect(html).not.toMatch(/<(a|img|table|li|blockquote|figure)\b/);
    }
    expect(JSON.stringify(hostile[0]!.chunks)).toContain(`graph TD; A--&gt;B`);
  }, 120_000);

  it("keeps the result, fallback included: a second visit starts no worker job", async () => {
    const renders = snapshotRenderCount();
    const jobs = renderPool().jobsStarted;

    const view = await readPage("hostile-plan");

    expect(renderPool().jobsStarted).toBe(jobs);
    expect(snapshotRenderCount()).toBe(renders);
    expect(JSON.stringify(view.rendered.sections[1]!.chunks)).toContain("onerror=alert(1)&gt;");
  });

  it("lets visitors of a fresh revision share one render", async () => {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Popular plan",
      sections: [
        { kind: "overview", body: "# One\n\nText." },
        { kind: "budget", body: "- [ ] price it" },
      ],
    });
    await owner.publishing.publish({ planId: plan.id, visibility: "public", slug: "popular" });
    const renders = snapshotRenderCount();
    const jobs = renderPool().jobsStarted;

    const views = await Promise.all(Array.from({ length: 20 }, () => readPage("popular")));

    expect(snapshotRenderCount() - renders).toBe(1);
    expect(renderPool().jobsStarted - jobs).toBe(plan.sections.length);
    for (const view of views) expect(view.rendered).toBe(views[0]!.rendered);
  });
});
