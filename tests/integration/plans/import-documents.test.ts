/**
 * Importing each kind of document (the committed fixtures under tests/fixtures/import) into a
 * plan preview, and the refusals: unsupported, too large, damaged, empty. The preview must be
 * something plan.create accepts as it is.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_TEXT } from "@/lib/errors/plans";
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES } from "@/lib/plans/import-rules";
import type { ImportPreview } from "@/lib/plans/markdown-sections";
import { createPlanInput } from "@/lib/plans/plan-schemas";
import { importDocument, importPastedText } from "@/server/services/plans/import/import-document";
import { SAMPLE_PLAN, SAMPLE_SECTIONS } from "../../fixtures/import/sample-plan";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/import");
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const importFixture = (name: string, filename = name) =>
  importDocument({ filename, bytes: fixture(name) });

const bodyOf = (preview: ImportPreview, kind: string) =>
  preview.sections.find((section) => section.kind === kind)?.body ?? "";

/** What every format must keep: the title, the summary, the sections and their lists. */
function expectSamplePlan(preview: ImportPreview, title: string = SAMPLE_PLAN.title) {
  expect(preview.title).toBe(title);
  expect(preview.summary).toBe(SAMPLE_PLAN.summary);
  expect(preview.sections.map((section) => [section.kind, section.title.toLowerCase()])).toEqual(
    SAMPLE_SECTIONS.map(([kind, sectionTitle]) => [kind, sectionTitle.toLowerCase()]),
  );
  expect(bodyOf(preview, "goals")).toBe(SAMPLE_PLAN.goals.map((goal) => `- ${goal}`).join("\n"));
  expect(bodyOf(preview, "budget")).toBe(SAMPLE_PLAN.budget);
  expect(bodyOf(preview, "next_steps")).toBe("1. Sign the proposal.\n2. Book the kickoff call.");
  expect(createPlanInput.safeParse({ ...preview, source: "existing" }).success).toBe(true);
}

const GFM_TIMELINE = [
  "| Phase | Weeks | Owner |",
  "| --- | --- | --- |",
  "| Discovery | 1-2 | Sam |",
  "| Design | 3-4 | Ana |",
  "| Build | 5-8 | Sam |",
].join("\n");

describe("importDocument: each format", () => {
  it("reads Markdown as it is, keeping code blocks and a Mermaid diagram intact", async () => {
    const preview = await importFixture("sample-plan.md");
    expectSamplePlan(preview);
    expect(bodyOf(preview, "scope")).toContain(
      "### Pages\n\n- Home\n- Menu\n- Order\n\n```text\n# robots.txt — a # inside code is not a heading\nUser-agent: *\n```",
    );
    expect(bodyOf(preview, "timeline")).toBe(
      `${GFM_TIMELINE}\n\n\`\`\`mermaid\ngantt\n  title Bakery website\n  Discovery :a1, 2025-01-06, 14d\n\`\`\``,
    );
  });

  it("finds the headings of plain text: capitals, numbered lines and short lines", async () => {
    const preview = await importFixture("sample-plan.txt");
    expectSamplePlan(preview, SAMPLE_PLAN.title.toUpperCase());
    expect(preview.sections.map((section) => section.title)).toEqual([
      "Goals",
      "Scope",
      "TIMELINE",
      "Budget",
      "Risks",
      "Next steps",
    ]);
    expect(bodyOf(preview, "timeline")).toBe(
      "Discovery: weeks 1-2 (Sam)\nDesign: weeks 3-4 (Ana)\nBuild: weeks 5-8 (Sam)",
    );
  });

  it("converts a Word document: Title, headings, lists, a sub-heading and a table", async () => {
    const preview = await importFixture("sample-plan.docx");
    expectSamplePlan(preview);
    expect(bodyOf(preview, "scope")).toBe(
      `${SAMPLE_PLAN.scope.text}\n\n### Pages\n\n- Home\n- Menu\n- Order`,
    );
    expect(bodyOf(preview, "timeline")).toBe(GFM_TIMELINE);
  });

  it("reads the text of a PDF across pages, with headings from the type sizes and the table", async () => {
    const preview = await importFixture("sample-plan.pdf");
    expectSamplePlan(preview);
    expect(bodyOf(preview, "scope")).toBe(`${SAMPLE_PLAN.scope.text}\n\n- Home\n- Menu\n- Order`);
    expect(bodyOf(preview, "timeline")).toBe(GFM_TIMELINE);
    expect(bodyOf(preview, "risks")).toBe(SAMPLE_PLAN.risks.map((risk) => `- ${risk}`).join("\n"));
  });

  it("recognises a file by its content when its name has no extension", async () => {
    expectSamplePlan(await importFixture("sample-plan.docx", "sample-plan"), SAMPLE_PLAN.title);
    expectSamplePlan(await importFixture("sample-plan.pdf", "download"));
  });

  it("titles the plan after the file when the document has no single top heading", async () => {
    const preview = await importDocument({
      filename: "client_brief-v2.md",
      bytes: new TextEncoder().encode("## Goals\n\nGrow.\n"),
    });
    expect(preview).toEqual({
      title: "Client brief v2",
      summary: "",
      sections: [{ kind: "goals", title: "Goals", body: "Grow." }],
    });
  });

  it("reads text files that are not UTF-8 (Windows-1252, UTF-16)", async () => {
    const latin = Uint8Array.from([...Buffer.from("## Caf"), 0xe9, ...Buffer.from("\n\nMen")]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("## Budget\n\n€5", "utf16le"),
    ]);
    expect((await importDocument({ filename: "a.txt", bytes: latin })).sections[0]).toEqual({
      kind: "custom",
      title: "Café",
      body: "Men",
    });
    expect((await importDocument({ filename: "b.txt", bytes: utf16 })).sections[0]).toEqual({
      kind: "budget",
      title: "Budget",
      body: "€5",
    });
  });
});

describe("importDocument: refusals", () => {
  const refusal = (status: number, code: string, message: string) =>
    expect.objectContaining({ status, code, message });
  const UNSUPPORTED = refusal(415, "UNSUPPORTED_FILE_TYPE", IMPORT_TEXT.unsupportedType);
  const UNREADABLE = refusal(422, "UNREADABLE_FILE", IMPORT_TEXT.unreadable);
  const NO_TEXT = refusal(422, "NOTHING_TO_IMPORT", IMPORT_TEXT.noText);

  it("refuses a type it does not import (415), whatever the content", async () => {
    await expect(importFixture("image.png")).rejects.toEqual(UNSUPPORTED);
    await expect(importFixture("sample-plan.docx", "plan.doc")).rejects.toEqual(UNSUPPORTED);
    // A picture renamed to .txt is still not text.
    await expect(importFixture("image.png", "notes.txt")).rejects.toEqual(UNSUPPORTED);
    await expect(importFixture("sample-plan.pdf", "plan.md")).rejects.toEqual(UNSUPPORTED);
  });

  it("refuses a file over the limit (413) before reading it", async () => {
    const bytes = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x61);
    await expect(importDocument({ filename: "big.txt", bytes })).rejects.toEqual(
      refusal(413, "FILE_TOO_LARGE", `This file is larger than ${IMPORT_MAX_MEGABYTES} MB.`),
    );
    const justFits = new Uint8Array(IMPORT_MAX_BYTES).fill(0x61);
    await expect(importDocument({ filename: "big.txt", bytes: justFits })).resolves.toBeDefined();
  });

  it("refuses damaged documents, and documents that are not what their name says (422)", async () => {
    await expect(importFixture("broken.docx")).rejects.toEqual(UNREADABLE);
    await expect(importFixture("broken.pdf")).rejects.toEqual(UNREADABLE);
    await expect(importFixture("sample-plan.txt", "plan.docx")).rejects.toEqual(UNREADABLE);
    await expect(importFixture("sample-plan.docx", "plan.pdf")).rejects.toEqual(UNREADABLE);
  });

  it("refuses a password-protected Word file (an encrypted container, not a zip)", async () => {
    const encrypted = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    await expect(importDocument({ filename: "secret.docx", bytes: encrypted })).rejects.toEqual(
      UNREADABLE,
    );
  });

  it("refuses a Word file that declares it unpacks to more than a document could", async () => {
    const bytes = fixture("sample-plan.docx");
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const decoder = new TextDecoder();
    // The central directory entry of docProps/app.xml (a part the converter never reads, so
    // only the size check can refuse the file) claims 300 MB unpacked.
    let end = bytes.length - 22;
    while (view.getUint32(end, true) !== 0x06054b50) end--;
    let entry = view.getUint32(end + 16, true);
    const nameAt = (at: number) =>
      decoder.decode(bytes.subarray(at + 46, at + 46 + view.getUint16(at + 28, true)));
    while (nameAt(entry) !== "docProps/app.xml") {
      expect(view.getUint32(entry, true)).toBe(0x02014b50);
      entry +=
        46 +
        view.getUint16(entry + 28, true) +
        view.getUint16(entry + 30, true) +
        view.getUint16(entry + 32, true);
    }
    view.setUint32(entry + 24, 300 * 1024 * 1024, true);
    await expect(importDocument({ filename: "bomb.docx", bytes })).rejects.toEqual(UNREADABLE);
  });

  it("refuses empty files and files without text (422)", async () => {
    await expect(importFixture("empty.txt")).rejects.toEqual(NO_TEXT);
    await expect(
      importDocument({ filename: "blank.md", bytes: new TextEncoder().encode(" \n\n\t\n") }),
    ).rejects.toEqual(NO_TEXT);
  });
});

describe("importPastedText", () => {
  it("reads pasted Markdown as Markdown and plain text with the heading rules", () => {
    expect(importPastedText({ text: "# Plan\n\n## Budget\n\n$5" })).toEqual({
      title: "Plan",
      summary: "",
      sections: [{ kind: "budget", title: "Budget", body: "$5" }],
    });
    expect(importPastedText({ text: "Notes\n\nSCOPE\nThe shop.\n\nRisks\n\nNone." })).toEqual({
      title: "Notes",
      summary: "",
      sections: [
        { kind: "scope", title: "SCOPE", body: "The shop." },
        { kind: "risks", title: "Risks", body: "None." },
      ],
    });
  });

  it("tells headings from lists, sentences and closing lines in plain text", () => {
    const text = [
      "Kickoff notes",
      "",
      "Deliverables:",
      "",
      "1. Design",
      "2. Build",
      "",
      "The plan is as follows:",
      "",
      "- one thing",
      "",
      "https://example.com/brief",
      "",
      "Thanks",
    ].join("\n");
    expect(importPastedText({ text })).toEqual({
      title: "Kickoff notes",
      summary: "",
      sections: [
        {
          kind: "deliverables",
          title: "Deliverables",
          body: [
            "1. Design",
            "2. Build",
            "",
            "The plan is as follows:",
            "",
            "- one thing",
            "",
            "https://example.com/brief",
            "",
            "Thanks",
          ].join("\n"),
        },
      ],
    });
  });

  it("names the plan after the file the text came from", () => {
    expect(importPastedText({ text: "Hello there.", filename: "kick-off.md" }).title).toBe(
      "Kick off",
    );
  });
});
