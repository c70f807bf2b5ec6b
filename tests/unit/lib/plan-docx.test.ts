import { deflateSync } from "node:zlib";
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { buildPlanDocx } from "@/lib/export/plan-docx";
import { importDocument } from "@/server/services/plans/import/import-document";

const DIAGRAM = "flowchart LR\n  Brief --> Build";

const plan = {
  title: "Bakery website",
  summary: "A new site for a neighbourhood bakery.",
  branding: { brandName: "Crumb & Co", accentColor: "#aa3300", logoDataUrl: null },
  sections: [
    {
      title: "Goals",
      body: "Sell **more bread** online, with _fresh_ ~~stale~~ `code` and a [link](https://example.com).\n\n&nbsp;\n\n## Audience\n\nLocals who order ahead.",
    },
    {
      title: "Deliverables",
      body: "- Home page\n- Shop\n  - Cart\n  - Checkout\n\n1. Design\n2. Build\n   1. Front\n   2. Back\n3. Launch",
    },
    {
      title: "Launch checklist",
      body: "- [x] Domain bought\n- [ ] Payments tested\n- [ ] Photos taken",
    },
    {
      title: "Budget",
      body: "| Item | Cost |\n| --- | ---: |\n| Design | 1,200 |\n| Build | 3,400 |",
    },
    {
      title: "Timeline",
      body: `Two phases.\n\n\`\`\`mermaid\n${DIAGRAM}\n\`\`\`\n\n> Dates depend on the photos.\n\n\`\`\`js\nconst launch = "spring";\n\`\`\``,
    },
  ],
};

/** A valid 1×1 PNG (signature, IHDR, IDAT, IEND). */
function tinyPng(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "ascii");
    Buffer.from(data).copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** Text of a Markdown body without its marks, for comparing what a reader sees. */
function words(markdown: string): string {
  return markdown
    .replace(/^\|?[\s|:-]+\|?$/gm, " ")
    .replace(/```[a-z]*\n?|```/g, " ")
    .replace(/[#*_~`>|\\[\]()-]+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/:?-{3,}:?/g, " ")
    .replace(/\d+\.\s/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("Word export (buildPlanDocx)", () => {
  it("imports again as the same plan: title, summary, section titles and text", async () => {
    const bytes = await buildPlanDocx(plan);
    const imported = await importDocument({ filename: "bakery-website.docx", bytes });
    expect(imported.title).toBe(plan.title);
    expect(imported.summary).toBe(plan.summary);
    expect(imported.sections.map((section) => section.title)).toEqual(
      plan.sections.map((section) => section.title),
    );
    const byTitle = new Map(imported.sections.map((section) => [section.title, section.body]));
    // Mermaid is written as its source when no picture was drawn; code keeps its text.
    for (const section of plan.sections) {
      expect(words(byTitle.get(section.title)!)).toBe(words(section.body));
    }
  });

  it("keeps the structure: inline marks, nested lists, a checklist, a table, a quote", async () => {
    const imported = await importDocument({
      filename: "plan.docx",
      bytes: await buildPlanDocx(plan),
    });
    const body = (title: string) => imported.sections.find((s) => s.title === title)!.body;
    expect(body("Goals")).toContain("**more bread**");
    expect(body("Goals")).toContain("_fresh_");
    expect(body("Goals")).toContain("[link](https://example.com");
    expect(body("Goals")).toMatch(/^#{3} Audience$/m);
    expect(body("Deliverables")).toMatch(/^- Home page\n- Shop\n {2,4}- Cart\n {2,4}- Checkout$/m);
    expect(body("Deliverables")).toMatch(
      /^1\. Design\n2\. Build\n {3,4}1\. Front\n {3,4}2\. Back\n3\. Launch$/m,
    );
    expect(body("Launch checklist")).toBe(
      "- [x] Domain bought\n- [ ] Payments tested\n- [ ] Photos taken",
    );
    expect(body("Budget")).toMatch(
      /^\| Item \| Cost \|\n\| --- \| --- \|\n\| Design \| 1,200 \|\n\| Build \| 3,400 \|$/m,
    );
    expect(body("Timeline")).toContain("Dates depend on the photos.");
  });

  it("puts a diagram's picture in the document as a PNG image part", async () => {
    const images = new Map([[DIAGRAM, { png: tinyPng(), width: 640, height: 200 }]]);
    const files = unzipSync(await buildPlanDocx(plan, { images }));
    const media = Object.keys(files).filter((name) => name.startsWith("word/media/"));
    expect(media).toHaveLength(1);
    expect(Array.from(files[media[0]!]!.subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const document = strFromU8(files["word/document.xml"]!);
    expect(document).toContain("<w:drawing>");
    // The picture replaces the source: the Mermaid text is no longer in the document.
    expect(document).not.toContain("Brief --&gt; Build");
    const header = Object.keys(files).find((name) => /^word\/header\d*\.xml$/.test(name))!;
    expect(strFromU8(files[header]!)).toContain("Crumb &amp; Co");
  });

  it("writes the source of a diagram without a picture, and no picture part", async () => {
    const files = unzipSync(await buildPlanDocx(plan));
    expect(Object.keys(files).some((name) => name.startsWith("word/media/"))).toBe(false);
    expect(strFromU8(files["word/document.xml"]!)).toContain("Brief --&gt; Build");
  });
});
