/**
 * Pictures of diagrams in a snapshot: a picture drawn in the owner's browser is kept only for the
 * block at its position with exactly its source, and only as the sanitizer's output; a picture
 * the sanitizer refuses (or cannot handle) is dropped without failing the publish; on an update,
 * pictures whose block did not change are kept, the others dropped.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { extractMermaidBlocks } from "@/lib/publishing/mermaid-blocks";
import { diagramKey, type PublishedSnapshot } from "@/lib/publishing/snapshot";
import { planPublications } from "@/server/db/schema";
import { sanitizeDiagramSvg } from "@/server/services/publishing/svg-sanitize";
import { describeTarget } from "../../helpers/test-database";
import { usePublishingApi } from "./publish-test-kit";

const FIRST = "graph TD; A-->B";
const SECOND = "graph LR; C-->D";
const BODY = `Intro\n\n\`\`\`mermaid\n${FIRST}\n\`\`\`\n\nMiddle\n\n\`\`\`mermaid\n${SECOND}\n\`\`\`\n`;
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60"><rect x="1" y="1" width="50" height="20"/><text x="5" y="15">A</text></svg>';
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`;

/** What the server should keep for this markup: the sanitizer's output, or nothing. */
function expectedPicture(svg: string, source: string) {
  let clean: ReturnType<typeof sanitizeDiagramSvg> = null;
  try {
    clean = sanitizeDiagramSvg(svg);
  } catch {
    clean = null;
  }
  return clean ? { source, ...clean } : undefined;
}

describe(`diagram pictures in published snapshots on ${describeTarget()}`, () => {
  const api = usePublishingApi();

  async function planWithDiagrams() {
    const owner = await api.owner();
    const plan = await owner.plan.create({
      title: "Diagrams",
      sections: [
        { kind: "overview", body: BODY },
        { kind: "budget", body: "No diagram here" },
      ],
    });
    return { owner, plan, overview: plan.sections[0]!.id, budget: plan.sections[1]!.id };
  }

  it("keeps a drawn picture only for the block at its index with exactly its source", async () => {
    const { owner, plan, overview, budget } = await planWithDiagrams();
    expect(extractMermaidBlocks(BODY).map((block) => block.source)).toEqual([FIRST, SECOND]);

    await owner.publishing.publish({
      planId: plan.id,
      visibility: "unlisted",
      diagrams: [
        { sectionId: overview, index: 0, source: FIRST, svg: SVG },
        // The second block's picture claims another source: the visitor would see a lie.
        { sectionId: overview, index: 1, source: "graph LR; X-->Y", svg: SVG },
        // The right source at the wrong position, a block that does not exist, another
        // section, a section of no plan.
        { sectionId: overview, index: 2, source: SECOND, svg: SVG },
        { sectionId: budget, index: 0, source: FIRST, svg: SVG },
        { sectionId: "00000000-0000-4000-8000-000000000000", index: 0, source: FIRST, svg: SVG },
      ],
    });
    const { diagrams } = (await api.publication(plan.id))!.snapshot;
    const first = expectedPicture(SVG, FIRST);
    expect(diagrams).toEqual(first ? { [diagramKey(overview, 0)]: first } : {});
  });

  it("a picture the sanitizer refuses is dropped and the publish still succeeds", async () => {
    const { owner, plan, overview } = await planWithDiagrams();
    const state = await owner.publishing.publish({
      planId: plan.id,
      visibility: "unlisted",
      diagrams: [{ sectionId: overview, index: 1, source: SECOND, svg: HOSTILE }],
    });
    expect(state.visibility).toBe("unlisted");
    const { diagrams } = (await api.publication(plan.id))!.snapshot;
    const kept = expectedPicture(HOSTILE, SECOND);
    expect(diagrams).toEqual(kept ? { [diagramKey(overview, 1)]: kept } : {});
    for (const picture of Object.values(diagrams)) {
      expect(picture.svg).not.toMatch(/<script|onload/i);
    }
  });

  it("an update keeps earlier pictures whose block is unchanged and drops the others", async () => {
    const { owner, plan, overview } = await planWithDiagrams();
    await owner.publishing.publish({ planId: plan.id, visibility: "unlisted" });
    // Pictures stored by an earlier publish (already sanitized then).
    const picture = (source: string) => ({ source, svg: "<svg></svg>", width: 10, height: 5 });
    const stored = (await api.publication(plan.id))!.snapshot;
    const withPictures: PublishedSnapshot = {
      ...stored,
      diagrams: {
        [diagramKey(overview, 0)]: picture(FIRST),
        [diagramKey(overview, 1)]: picture("graph LR; old-->source"),
      },
    };
    await api.db
      .update(planPublications)
      .set({ snapshot: withPictures })
      .where(eq(planPublications.planId, plan.id));

    await owner.publishing.update({ planId: plan.id });
    expect((await api.publication(plan.id))!.snapshot.diagrams).toEqual({
      [diagramKey(overview, 0)]: picture(FIRST),
    });

    // The first block changes: its old picture no longer matches and is dropped.
    await owner.plan.section.update({
      planId: plan.id,
      sectionId: overview,
      expectedVersion: 1,
      body: BODY.replace(FIRST, "graph TD; A-->Z"),
    });
    await owner.publishing.bulkUpdate({ ids: [plan.id] });
    expect((await api.publication(plan.id))!.snapshot.diagrams).toEqual({});
  });
});
