// @vitest-environment happy-dom
/**
 * Properties of saving a section, over random documents that are new on every run:
 * - whatever the section editor shows comes back unchanged after a save and a reload. Random
 *   documents built from every node and mark the editor can make go into the editor (which
 *   applies its document rules, as after any change), are written as Markdown the way the page
 *   saves them, and are read back the way the page opens them; the two must be equal;
 * - a section's Markdown as users' plans hold it (stored-markdown-documents.ts) opened in the
 *   editor and saved, then opened and saved again, is written the same way the second time (the
 *   editor's reading settles after one save), and the first save loses no word of its text.
 * A failure prints its seeds: ROUNDTRIP_SEED=<seed> replays that one document.
 */
import { Editor, getSchema, type JSONContent } from "@tiptap/core";
import { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { afterAll, describe, expect, it } from "vitest";
import { sectionEditorExtensions } from "@/lib/plans/editor-markdown";
import { SectionMarkdown, withoutTrailingParagraph } from "@/lib/plans/editor-section-markdown";
import { propertySeeds, propertyTimeout, replayHint } from "../../helpers/property-seeds";
import { documentGenerator, seededRandom } from "./editor-roundtrip-documents";
import { firstDifference as textDifference, lostWords } from "./markdown-reading";
import { storedMarkdownGenerator } from "./stored-markdown-documents";

/**
 * Documents per run, for a few seconds each (CI time counts): a new run of seeds every run
 * covers more documents over time than a fixed set of many.
 */
const EDITOR_DOCUMENTS = 150;
const STORED_DOCUMENTS = 80;
/** A real editor on a busy two-core machine: more than the default 5 s. */
const PROPERTY_TIMEOUT_MS = propertyTimeout(60_000);
const REPLAY = "ROUNDTRIP_SEED";

const schema = getSchema(sectionEditorExtensions());
const editor = new Editor({
  element: document.createElement("div"),
  extensions: [...sectionEditorExtensions(), SectionMarkdown],
});
afterAll(() => editor.destroy());

/** What the editor shows for a document (after its document rules ran on the change). */
function shown(doc: JSONContent): ProseMirrorNode {
  editor.commands.setContent(doc);
  return editor.state.doc;
}

/** What a reload shows: the Markdown read the way the editor opens a section. */
function reloaded(markdown: string): ProseMirrorNode {
  const parsed = editor.markdown!.parse(markdown);
  const json = parsed.content?.length ? parsed : { type: "doc", content: [{ type: "paragraph" }] };
  const node = ProseMirrorNode.fromJSON(schema, json);
  node.check();
  return node;
}

/**
 * The document as JSON, minus what has no visible effect: marks on a hard break (a line break
 * has no bold or link to show), and empty lines in a section that has nothing else.
 */
function normalized(node: ProseMirrorNode): JSONContent {
  // The empty line kept after a final block is a place for the caret, not saved text.
  const strip = (json: JSONContent): JSONContent => {
    const copy: JSONContent = { ...json };
    if (copy.type === "hardBreak") delete copy.marks;
    if (copy.content) copy.content = copy.content.map(strip);
    return copy;
  };
  const json = strip(withoutTrailingParagraph(node.toJSON() as JSONContent));
  // A section of only empty lines is saved as an empty section (one empty line when opened).
  const blank = json.content?.every((block) => block.type === "paragraph" && !block.content);
  return blank ? { ...json, content: [{ type: "paragraph" }] } : json;
}

interface Outcome {
  seed: number;
  before: JSONContent;
  markdown: string;
  after?: JSONContent;
  error?: string;
}

function roundTrip(seed: number): Outcome {
  const generated = documentGenerator(seededRandom(seed)).doc();
  const before = shown(generated);
  const markdown = editor.getMarkdown();
  try {
    return { seed, before: normalized(before), markdown, after: normalized(reloaded(markdown)) };
  } catch (error) {
    return { seed, before: normalized(before), markdown, error: String(error) };
  }
}

/** The Markdown the page saves after opening `markdown` (a section as stored). */
function savedAfterOpening(markdown: string): string {
  editor.commands.setContent(markdown, { contentType: "markdown" });
  return editor.getMarkdown();
}

interface StoredOutcome {
  seed: number;
  stored: string;
  first: string;
  second: string;
  lost: string[];
}

function openAndSaveTwice(seed: number): StoredOutcome {
  const stored = storedMarkdownGenerator(seededRandom(seed)).document();
  try {
    const first = savedAfterOpening(stored);
    const second = savedAfterOpening(first);
    return { seed, stored, first, second, lost: lostWords(stored, first) };
  } catch (error) {
    return { seed, stored, first: String(error), second: "", lost: [] };
  }
}

describe("editor → Markdown → editor, random documents", () => {
  it(
    "gives back every document the editor shows, unchanged",
    () => {
      const failures = propertySeeds(REPLAY, EDITOR_DOCUMENTS)
        .map(roundTrip)
        .filter((outcome) => outcome.error || !isDeepEqual(outcome.before, outcome.after));
      for (const failure of failures.slice(0, Number(process.env.ROUNDTRIP_SHOW ?? 3))) {
        console.error(
          `Round trip changed the document (ROUNDTRIP_SEED=${failure.seed}):\n` +
            `markdown: ${JSON.stringify(failure.markdown)}\n` +
            `before:   ${JSON.stringify(failure.before)}\n` +
            `after:    ${failure.error ?? JSON.stringify(failure.after)}\n` +
            `first difference: ${firstDifference(failure)}`,
        );
      }
      const seeds = failures.map((failure) => failure.seed);
      expect(seeds, replayHint(REPLAY, seeds)).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "opens stored Markdown and saves it so that a second save writes the same, losing no word",
    () => {
      const failures = propertySeeds(REPLAY, STORED_DOCUMENTS)
        .map(openAndSaveTwice)
        .filter((outcome) => outcome.second !== outcome.first || outcome.lost.length > 0);
      for (const failure of failures.slice(0, Number(process.env.ROUNDTRIP_SHOW ?? 3))) {
        console.error(
          `Opening and saving stored Markdown did not settle (${REPLAY}=${failure.seed}):\n` +
            `stored: ${JSON.stringify(failure.stored)}\n` +
            `lost words: ${JSON.stringify(failure.lost)}\n` +
            `first difference: ${textDifference(failure.first, failure.second, ["first save", "second save"])}`,
        );
      }
      const seeds = failures.map((failure) => failure.seed);
      expect(seeds, replayHint(REPLAY, seeds)).toEqual([]);
    },
    PROPERTY_TIMEOUT_MS,
  );

  // Stored Markdown the property found changing on a second save or losing text, each fixed.
  it.each([
    ["a code span of only spaces over lazy lines", "Total **2026**\n    ```\n    ```\n    <div>"],
    ["a <br> at a line end", "Budget <br>\nnext line"],
    ["a <br> alone on the line after an item's text", "- e\n      <br>"],
    ["an item's lines over a blank line after a <br>", "- e\n      <br>\n\n      t"],
    ["a bare '*' line, a <br> and a blank line in an item", "- e\n\n  * \n      <br>\n\n      t"],
    [
      "a raw HTML block holding Markdown and an address",
      "<div>Text</div>\n1. (see https://example.com)",
    ],
    ["a checklist item whose text starts on the next line", "+ [x] \n    a > b <br> `C#`"],
    ["a numbered item after an empty '1)' item", "1) \n\n   1. first\n   2. second\n2) lazy"],
    ["a quote with a numbered-looking lazy line", "> quote\n> more\\\n3) Q3 2026\n   *lazy*"],
    ["'- 1. x', an item holding a numbered list", "- 1. path <span>kept</span>\n  more"],
    ["a table-looking paragraph with a code span", "`a \\| b` | c | \n:--- | - | ---:\nnext"],
    ["a table row with more cells than its header", "| a | b |\n| - | - |\n| c | d | e |"],
    ["an underlined heading over two lines", "Q3 C#\n~~é~~ **2026**\n---"],
    ["an image alone in an item", "- ![Ana](picture.png)\n- next"],
    ["a named entity", "&copy; 2026 &mdash; caf&eacute;"],
  ])("settles after one save and keeps its words: %s", (_name, stored) => {
    const first = savedAfterOpening(stored);
    expect(savedAfterOpening(first)).toBe(first);
    expect(lostWords(stored, first)).toEqual([]);
  });

  it("builds documents with every node and mark of the schema", () => {
    const seen = new Set<string>();
    const walk = (json: JSONContent) => {
      if (json.type) seen.add(json.type);
      json.marks?.forEach((mark) => seen.add(mark.type));
      json.content?.forEach(walk);
    };
    // The generator's coverage, not the editor's: the same seeds every run.
    for (let seed = 0; seed < 200; seed += 1) walk(documentGenerator(seededRandom(seed)).doc());
    const everything = [...Object.keys(schema.nodes), ...Object.keys(schema.marks)];
    expect(everything.filter((name) => !seen.has(name))).toEqual([]);
  });
});

/** The two JSON texts around the first character where they differ. */
function firstDifference({ before, after }: Outcome): string {
  const a = JSON.stringify(before);
  const b = JSON.stringify(after ?? null);
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const from = Math.max(0, index - 120);
  return `\n  before: …${a.slice(from, index + 120)}\n  after:  …${b.slice(from, index + 120)}`;
}

function isDeepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
