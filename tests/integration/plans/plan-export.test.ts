/**
 * What the PDF (print view) and Word exports are built from: the owner's live plan with its
 * Markdown tidied, rendered safely for the print view, with the owner's branding and diagram
 * theme. Another user's plan is NOT_FOUND; without a session, UNAUTHORIZED.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, usePlansApi } from "./plans-test-kit";

const DIAGRAM = "flowchart LR\n  A[Brief] --> B[Build]";

describe(`plan exports (print view, Word source) on ${describeTarget()}`, () => {
  const api = usePlansApi();
  let planId: string;

  beforeAll(async () => {
    const owner = await api.owner();
    await owner.planCustomization.update({
      brandName: "Crumb & Co",
      accentColor: "#aa3300",
      diagramTheme: "forest",
    });
    const plan = await owner.plan.create({
      title: "Bakery website",
      summary: "A site for a bakery.",
      sections: [
        { kind: "overview", body: "Intro <script>alert(1)</script>\n\n&nbsp;\n\n\n\nMore." },
        {
          kind: "timeline",
          body:
            "Phases.\n\n```mermaid\n" +
            DIAGRAM +
            "\n```\n\n| A | B |\n| --- | --- |\n| x<br>y | z |",
        },
      ],
    });
    planId = plan.id;
  });

  it("the print view: sections rendered to safe HTML, diagrams left to the browser, branding", async () => {
    const view = await (await api.owner()).plan.printView({ id: planId });
    expect(view.title).toBe("Bakery website");
    expect(view.branding).toEqual({
      brandName: "Crumb & Co",
      accentColor: "#aa3300",
      logoDataUrl: null,
    });
    expect(view.diagramTheme).toBe("forest");
    expect(view.sections.map((section) => section.title)).toEqual(["Overview", "Timeline"]);
    const overview = view.sections[0]!.chunks.map((chunk) =>
      chunk.kind === "html" ? chunk.html : "",
    ).join("");
    expect(overview).toContain("&lt;script&gt;");
    expect(overview).not.toContain("<script>");
    expect(overview).not.toContain("&amp;nbsp;");
    expect(overview).not.toMatch(/<p>(&nbsp;|\u00a0)<\/p>/);
    const timeline = view.sections[1]!.chunks;
    expect(timeline.filter((chunk) => chunk.kind === "diagram")).toEqual([
      expect.objectContaining({ kind: "diagram", source: DIAGRAM }),
    ]);
    const anchors = view.sections.map((section) => section.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("the Word export's source: tidied Markdown, file name, branding and theme", async () => {
    const source = await (await api.owner()).plan.exportSource({ id: planId });
    expect(source.docxFilename).toBe("bakery-website.docx");
    expect(source.sections[0]!.body).toBe("Intro <script>alert(1)</script>\n\nMore.");
    expect(source.sections[1]!.body).toContain("| x y | z |");
    expect(source.sections[1]!.body).toContain("```mermaid\n" + DIAGRAM + "\n```");
    expect(source.branding.brandName).toBe("Crumb & Co");
    expect(source.diagramTheme).toBe("forest");
  });

  it.each(["printView", "exportSource"] as const)(
    "plan.%s: another user's plan is NOT_FOUND, no session is UNAUTHORIZED",
    async (name) => {
      const strangerFailure = await failureOf((await api.stranger()).plan[name]({ id: planId }));
      expect(strangerFailure.code).toBe("NOT_FOUND");
      expect(strangerFailure.message).toBe(PLAN_ERRORS.planNotFound);
      const anonymousFailure = await failureOf((await api.anonymous()).plan[name]({ id: planId }));
      expect(anonymousFailure.code).toBe("UNAUTHORIZED");
    },
  );
});
